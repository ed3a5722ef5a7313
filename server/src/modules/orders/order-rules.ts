import { formatPrice, isIdempotencyKey, ORDER_LIMITS } from "@proav/shop-rules";
import type { PlaceOrderInput } from "../../__generated__/resolvers-types.js";
import type { RestAddressFields, RestNewOrder, RestOrder, RestProduct } from "../../backend/rest-types.js";
import type { FieldIssues } from "../../errors/user-input.js";
import { isOutOfStock, isVisible } from "../catalog/index.js";
import { addressFields, checkEmail, checkPhone, numericId } from "../account/index.js";

// What `placeOrder` accepts (documented on PlaceOrderInput). Pure: the caller loads the products and the saved
// address, these functions judge them. Paths name the line: ["input", "lines", "2", "quantity"].

export interface CheckedLine {
  index: number;
  productId: number;
  quantity: number;
}

/** What a list of lines may hold, and how a refusal names the list ("An order", "A request for quote"). */
export interface LineLimits {
  lines: number;
  quantity: number;
  empty: string;
  tooMany: string;
}

const ORDER_LINE_LIMITS: LineLimits = {
  lines: ORDER_LIMITS.lines,
  quantity: ORDER_LIMITS.quantity,
  empty: "The order has no products.",
  tooMany: `An order can have at most ${ORDER_LIMITS.lines} different products.`,
};

/**
 * The lines' shape: count, ids, duplicates, quantities within `limits` (an order's and a request for quote's differ
 * only there). Returns the lines whose product should be looked up.
 */
export function checkLineShapes(issues: FieldIssues, lines: readonly { productId: string; quantity: number }[], limits: LineLimits): CheckedLine[] {
  const path = ["input", "lines"];
  if (lines.length === 0) {
    issues.add(path, "REQUIRED", limits.empty);
    return [];
  }
  if (lines.length > limits.lines) {
    issues.add(path, "TOO_MANY", limits.tooMany);
    return [];
  }
  const seen = new Set<number>();
  const checked: CheckedLine[] = [];
  lines.forEach((line, index) => {
    const at = [...path, String(index)];
    const productId = numericId(line.productId);
    let ok = true;
    if (productId === undefined) {
      issues.add([...at, "productId"], "INVALID", `Line ${index + 1}: "${line.productId.slice(0, 40)}" is not a product id.`);
      ok = false;
    } else if (seen.has(productId)) {
      issues.add([...at, "productId"], "DUPLICATE", `Line ${index + 1}: this product is already on another line.`);
      ok = false;
    } else seen.add(productId);
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > limits.quantity) {
      issues.add([...at, "quantity"], "OUT_OF_RANGE", `Line ${index + 1}: the quantity must be from 1 to ${limits.quantity}.`);
      ok = false;
    }
    if (ok && productId !== undefined) checked.push({ index, productId, quantity: line.quantity });
  });
  return checked;
}

/** An order's lines: at most ORDER_LIMITS.lines products, quantities 1 to ORDER_LIMITS.quantity. */
export const checkLines = (issues: FieldIssues, input: PlaceOrderInput): CheckedLine[] => checkLineShapes(issues, input.lines, ORDER_LINE_LIMITS);

/** The product exists, is sold and is in stock. */
export function isOrderable(product: RestProduct | null | undefined): product is RestProduct {
  return isVisible(product) && !isOutOfStock(product);
}

/** Every line's product must exist, be sold and be in stock. */
export function checkProducts(issues: FieldIssues, lines: readonly CheckedLine[], products: readonly (RestProduct | null)[]): void {
  lines.forEach((line, i) => {
    const product = products[i];
    const at = ["input", "lines", String(line.index), "productId"];
    if (!isVisible(product)) issues.add(at, "PRODUCT_UNAVAILABLE", `Line ${line.index + 1}: this product is no longer available.`);
    else if (isOutOfStock(product)) issues.add(at, "OUT_OF_STOCK", `Line ${line.index + 1}: ${product.title} is out of stock.`);
  });
}

/** Cash on delivery only up to the shop's limit: a courier does not carry more cash than that. */
export function checkPaymentLimit(issues: FieldIssues, input: PlaceOrderInput, totalFils: number, cashOnDeliveryMaxFils: number): void {
  if (input.paymentMethod !== "CASH_ON_DELIVERY" || totalFils <= cashOnDeliveryMaxFils) return;
  // The API's messages are English; clients show their own text for the code OVER_LIMIT.
  const limit = formatPrice(cashOnDeliveryMaxFils, "en");
  issues.add(["input", "paymentMethod"], "OVER_LIMIT", `Cash on delivery is available for orders up to ${limit}. Please choose bank transfer.`);
}

/**
 * Whether the order the backend answered is the one that was sent: the backend answers a known idempotency key
 * with the order it made the first time, whatever this request asked for.
 */
export function isSameOrder(stored: RestOrder, sent: RestNewOrder): boolean {
  const lines = (list: readonly { product: number; quantity: number }[]) =>
    list
      .map((l) => `${l.product}x${l.quantity}`)
      .sort()
      .join(",");
  return lines(stored.lines) === lines(sent.lines) && stored.payment_method === sent.payment_method;
}

export type AddressChoice = { saved: number } | { entered: RestAddressFields } | undefined;

/** Exactly one of a saved address (signed in only) or an entered one. */
export function checkAddressChoice(issues: FieldIssues, input: Pick<PlaceOrderInput, "shippingAddress">, signedIn: boolean): AddressChoice {
  const path = ["input", "shippingAddress"];
  const { savedAddressId, address } = input.shippingAddress;
  const hasSaved = savedAddressId !== null && savedAddressId !== undefined;
  const hasEntered = address !== null && address !== undefined;
  if (hasSaved === hasEntered) {
    issues.add(path, hasSaved ? "INVALID" : "REQUIRED", "Choose a saved address or enter one (not both).");
    return undefined;
  }
  if (hasSaved) {
    const id = numericId(savedAddressId);
    if (!signedIn) issues.add([...path, "savedAddressId"], "INVALID", "Sign in to use a saved address, or enter one.");
    else if (id === undefined) issues.add([...path, "savedAddressId"], "NOT_FOUND", "This address is not in your address book.");
    return signedIn && id !== undefined ? { saved: id } : undefined;
  }
  const fields = addressFields(issues, [...path, "address"], address!);
  if (!fields) return undefined;
  const { is_default: _ignored, ...entered } = fields;
  return { entered };
}

/** Contact, payment, note and key: the order's body without lines, address and locale. */
export function checkDetails(issues: FieldIssues, input: PlaceOrderInput): Omit<RestNewOrder, "lines" | "shipping_address" | "locale"> | undefined {
  const before = issues.list.length;
  const email = checkEmail(issues, ["input", "contactEmail"], input.contactEmail);
  const phone = checkPhone(issues, ["input", "contactPhone"], input.contactPhone);
  const note = input.note?.trim() ? input.note.trim() : null;
  if (note !== null && note.length > ORDER_LIMITS.note) {
    issues.add(["input", "note"], "TOO_LONG", `The note must be at most ${ORDER_LIMITS.note} characters.`);
  }
  if (!isIdempotencyKey(input.idempotencyKey)) {
    issues.add(["input", "idempotencyKey"], "INVALID", "The idempotency key must be 8 to 100 letters, digits, '-' or '_'.");
  }
  if (issues.list.length > before) return undefined;
  return {
    contact_email: email as string,
    contact_phone: phone as string,
    payment_method: input.paymentMethod === "BANK_TRANSFER" ? "bank_transfer" : "cash_on_delivery",
    note,
    idempotency_key: input.idempotencyKey,
  };
}
