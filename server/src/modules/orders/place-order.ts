import type { PlaceOrderInput } from "../../__generated__/resolvers-types.js";
import { GraphQLError } from "graphql";
import type { RestAddressFields, RestCompany, RestNewOrder, RestOrder } from "../../backend/rest-types.js";
import type { GatewayContext } from "../../context.js";
import { FieldIssues } from "../../errors/user-input.js";
import type { EmailDeliveryModel } from "./order-confirmations.js";
import { checkAddressChoice, checkDetails, checkLines, checkPaymentLimit, checkProducts, isOrderable, isSameOrder, type AddressChoice } from "./order-rules.js";
import { unitPriceFils } from "./cart.js";
import { productsOnSale } from "../catalog/index.js";
import { totalsFor } from "./totals.js";
import { withLineTitles } from "./line-title.js";
import { checkBuyer, type BuyerChoice } from "./order-buyer.js";

// placeOrder: check everything the gateway can (shape, products, the saved address, the company buyer), reporting
// every problem at once, then send ids and quantities only. The backend prices the lines itself from its own products table, in
// one transaction, and answers a repeated idempotency key with the order it made the first time. Then the
// confirmation e-mail: its outcome travels with the order, and a mail failure never fails the order.

/** The order placeOrder answers: the stored order and what became of its confirmation e-mail. */
export type PlacedOrder = RestOrder & { confirmationEmail: EmailDeliveryModel };

export async function placeOrder(ctx: GatewayContext, input: PlaceOrderInput): Promise<PlacedOrder> {
  const issues = new FieldIssues();
  const lines = checkLines(issues, input);
  const details = checkDetails(issues, input);
  const choice = checkAddressChoice(issues, input, ctx.account.signedIn);
  const buyer = checkBuyer(issues, input, ctx.account.signedIn);
  const [products, address, company] = await Promise.all([
    productsOnSale(
      ctx.catalog,
      lines.map((l) => l.productId),
    ),
    savedAddress(ctx, choice, issues),
    buyerCompany(ctx, buyer, issues),
  ]);
  checkProducts(issues, lines, products);
  // The backend prices the order; the same rules here give the total the shopper saw, to judge the payment method
  // (lines refused above are left out: the shopper removes them first).
  const lineFils = lines.map((l, i) => (isOrderable(products[i]) ? unitPriceFils(products[i]) * l.quantity : 0));
  checkPaymentLimit(issues, input, totalsFor(lineFils).total, ctx.cashOnDeliveryMaxFils);
  issues.throwIfAny();
  // Counted once the order would be sent: a shopper correcting a field spends nothing.
  await ctx.limitAttempt("order");
  const order: RestNewOrder = {
    ...details!,
    lines: lines.map((l) => ({ product: l.productId, quantity: l.quantity })),
    shipping_address: address!,
    // The language of the page it was placed from: its e-mails and invoice are written in it.
    locale: ctx.locale,
    ...(company ? { company } : {}),
    ...(buyer?.poNumber ? { po_number: buyer.poNumber } : {}),
  };
  const placed = await ctx.account.placeOrder(order);
  if (!isSameOrder(placed, order)) throw keyReused();
  // A company order's PINT AE invoice: built and sent after this answer, never failing or delaying it (einvoicing).
  ctx.eDocuments.issue(placed);
  if (buyer?.saveToProfile && company) await saveProfile(ctx, company);
  // The e-mail and its invoice name the products in the order's language (the stored titles are English).
  return { ...placed, confirmationEmail: await ctx.confirmations.send(await withLineTitles(ctx.catalog, placed)) };
}

function keyReused(): GraphQLError {
  return new GraphQLError(
    "This idempotency key was already used for a different order. Nothing new was ordered: start a new checkout attempt (a new key) to place this one.",
    { extensions: { code: "IDEMPOTENCY_KEY_REUSED", http: { status: 409 } } },
  );
}

export async function savedAddress(ctx: GatewayContext, choice: AddressChoice, issues: FieldIssues): Promise<RestAddressFields | undefined> {
  if (!choice) return undefined;
  if ("entered" in choice) return choice.entered;
  try {
    const { name, phone, emirate, area, street, building } = await ctx.account.address(choice.saved);
    return { name, phone, emirate, area, street, building };
  } catch (error) {
    if ((error as { extensions?: { code?: unknown } }).extensions?.code !== "NOT_FOUND") throw error;
    issues.add(["input", "shippingAddress", "savedAddressId"], "NOT_FOUND", "This address is not in your address book.");
    return undefined;
  }
}

/** The company the order is for: entered, or the signed-in shopper's saved profile (NOT_FOUND when there is none). */
async function buyerCompany(ctx: GatewayContext, buyer: BuyerChoice | undefined, issues: FieldIssues): Promise<RestCompany | undefined> {
  if (!buyer) return undefined;
  if (buyer.company !== "saved") return buyer.company.entered;
  const saved = (await ctx.account.me()).company;
  if (!saved) issues.add(["input", "buyer", "company"], "NOT_FOUND", "There is no saved company profile: enter the company.");
  return saved ?? undefined;
}

/**
 * `saveToProfile`, once the order is stored: the order is what the shopper came for, so a profile the backend did
 * not save fails nothing (the company is on the order and its invoice; the account page saves it again).
 */
async function saveProfile(ctx: GatewayContext, company: RestCompany): Promise<void> {
  try {
    await ctx.account.updateCompany(company);
  } catch {
    // Deliberately ignored: see above.
  }
}
