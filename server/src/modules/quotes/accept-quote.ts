import { isIdempotencyKey, isPoNumber, poNumberOf, quoteNumberOf, COMPANY_LIMITS } from "@proav/shop-rules";
import type { AcceptQuoteInput } from "../../__generated__/resolvers-types.js";
import type { RestOrder, RestQuote, RestQuoteAcceptance } from "../../backend/rest-types.js";
import type { GatewayContext } from "../../context.js";
import { FieldIssues, notFound } from "../../errors/user-input.js";
import { checkEmail } from "../account/index.js";
import { checkAddressChoice, savedAddress, withLineTitles, type OrderModel } from "../orders/index.js";
import { quoteStateRefused, type QuoteRefusedModel } from "./quote-refused.js";

// acceptQuote: the delivery address (saved or entered, placeOrder's rules), the PO number and the key are checked
// here; whose quote it is, its state and the order at the quoted prices are the backend's, in one transaction
// (docs/quotes.md). A refusal by the quote's state is a typed answer with the quote; a quote that is not the
// caller's is NOT_FOUND like a missing one. Then the usual order confirmation with its (pro-forma) tax invoice.

export interface QuoteAcceptedModel {
  quote: RestQuote;
  order: OrderModel;
}

export async function acceptQuote(ctx: GatewayContext, input: AcceptQuoteInput): Promise<QuoteAcceptedModel | QuoteRefusedModel> {
  const signedIn = ctx.account.signedIn;
  const number = quoteNumberOf(input.number);
  if (!number) throw missing();
  const issues = new FieldIssues();
  // Signed in, the token says whose quote it is; otherwise the contact e-mail it was requested with.
  const email = signedIn ? undefined : checkEmail(issues, ["input", "contactEmail"], input.contactEmail);
  const choice = checkAddressChoice(issues, input, signedIn);
  const po = input.purchaseOrderNumber ?? "";
  if (poNumberOf(po) !== null && !isPoNumber(po)) {
    issues.add(["input", "purchaseOrderNumber"], "TOO_LONG", `The PO number must be at most ${COMPANY_LIMITS.poNumber} characters.`);
  }
  if (!isIdempotencyKey(input.idempotencyKey)) {
    issues.add(["input", "idempotencyKey"], "INVALID", "The idempotency key must be 8 to 100 letters, digits, '-' or '_'.");
  }
  const address = await savedAddress(ctx, choice, issues);
  issues.throwIfAny();
  // It places an order: counted like one. A guest's attempt also counts on the quote number, as tracking does, so
  // nobody can guess a quote's e-mail from many addresses.
  await ctx.limitAttempt("order");
  if (!signedIn) await ctx.limitAttempt("trackNumber", number);
  const body: RestQuoteAcceptance = {
    number,
    ...(email ? { email: email.toLowerCase() } : {}),
    shipping_address: address!,
    po_number: poNumberOf(po),
    idempotency_key: input.idempotencyKey,
    locale: ctx.locale,
  };
  const outcome = await ctx.account.quotes.accept(body);
  if ("refused" in outcome) return quoteStateRefused(outcome.refused, outcome.quote);
  const { quote, order } = outcome.accepted;
  return { quote, order: await confirmed(ctx, order) };
}

/** The order's PINT AE e-documents (a company order) and its confirmation, each sent once however often it is accepted. */
async function confirmed(ctx: GatewayContext, order: RestOrder): Promise<OrderModel> {
  ctx.eDocuments.issue(order);
  // The e-mail and its invoice name the products in the order's language (the stored titles are English).
  return { ...order, confirmationEmail: await ctx.confirmations.send(await withLineTitles(ctx.catalog, order)) };
}

const missing = () => notFound("There is no quote with this number (for this account or e-mail address).");
