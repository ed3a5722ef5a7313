// The body of POST /orders. Only product ids and quantities are taken for the lines: prices, titles and totals
// sent by a client are ignored (the repository reads them from the products table).
import { ACCOUNT_LIMITS, ORDER_LIMITS as SHARED_ORDER_LIMITS } from "@proav/shop-rules";
import { readAddressFields, type AddressFields } from "../addresses/address-input.js";
import { isEmail } from "../users/email.js";
import { asBody } from "../users/auth-input.js";
import { FieldErrors } from "../validation/field-errors.js";
import { normalizeUaePhone } from "../validation/uae-phone.js";

// The gateway's limits (shop-rules), checked again here: this backend is reachable directly.
export const ORDER_LIMITS = { ...SHARED_ORDER_LIMITS, email: ACCOUNT_LIMITS.email } as const;
export const PAYMENT_METHODS = ["cash_on_delivery", "bank_transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The languages an order can be placed in (an enumeration on the Strapi model); English when not given. */
export const ORDER_LOCALES = ["en", "ar"] as const;
export type OrderLocale = (typeof ORDER_LOCALES)[number];
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

export interface OrderLineInput {
  product: number;
  quantity: number;
}

export interface OrderInput {
  lines: OrderLineInput[];
  contact_email: string;
  contact_phone: string;
  shipping_address: AddressFields;
  payment_method: PaymentMethod;
  note: string | null;
  idempotency_key: string;
  locale: OrderLocale;
}

export function parseOrderBody(raw: unknown): OrderInput {
  const body = asBody(raw);
  const errors = new FieldErrors();
  const lines = readLines(body.lines, errors);
  const email = errors.text(body, "contact_email", ORDER_LIMITS.email);
  if (email !== undefined && !isEmail(email)) errors.add("contact_email", "contact_email must be a valid email");
  const phoneText = errors.text(body, "contact_phone", 30);
  const phone = phoneText === undefined ? undefined : normalizeUaePhone(phoneText);
  if (phoneText !== undefined && phone === null) errors.add("contact_phone", "contact_phone must be a UAE phone number");
  const address = readAddressFields(body.shipping_address, errors, "shipping_address.");
  const method = body.payment_method;
  if (typeof method !== "string" || !(PAYMENT_METHODS as readonly string[]).includes(method)) {
    errors.add("payment_method", `payment_method must be one of ${PAYMENT_METHODS.join(", ")}`);
  }
  const note = body.note;
  if (note !== undefined && note !== null && (typeof note !== "string" || note.length > ORDER_LIMITS.note)) {
    errors.add("note", `note must be a string of at most ${ORDER_LIMITS.note} characters`);
  }
  const locale = body.locale ?? "en";
  if (typeof locale !== "string" || !(ORDER_LOCALES as readonly string[]).includes(locale)) {
    errors.add("locale", `locale must be one of ${ORDER_LOCALES.join(", ")}`);
  }
  const key = body.idempotency_key;
  if (typeof key !== "string" || !KEY.test(key)) {
    errors.add("idempotency_key", "idempotency_key must be 8 to 100 letters, digits, '-' or '_'");
  }
  errors.throwIfAny();
  return {
    lines: lines as OrderLineInput[],
    contact_email: (email as string).toLowerCase(),
    contact_phone: phone as string,
    shipping_address: address as AddressFields,
    payment_method: method as PaymentMethod,
    note: typeof note === "string" && note.trim() !== "" ? note.trim() : null,
    idempotency_key: key as string,
    locale: locale as OrderLocale,
  };
}

function readLines(raw: unknown, errors: FieldErrors): OrderLineInput[] | undefined {
  if (!Array.isArray(raw) || raw.length === 0) {
    errors.add("lines", "lines must be a non-empty array");
    return undefined;
  }
  if (raw.length > ORDER_LIMITS.lines) {
    errors.add("lines", `an order has at most ${ORDER_LIMITS.lines} lines`);
    return undefined;
  }
  const seen = new Set<number>();
  const lines: OrderLineInput[] = [];
  raw.forEach((entry, i) => {
    const line = asBody(entry);
    const product = line.product;
    const quantity = line.quantity;
    if (typeof product !== "number" || !Number.isSafeInteger(product) || product < 1) {
      errors.add(`lines.${i}.product`, "product must be a product id");
    } else if (seen.has(product)) {
      errors.add(`lines.${i}.product`, "product appears on more than one line");
    } else seen.add(product);
    if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_LIMITS.quantity) {
      errors.add(`lines.${i}.quantity`, `quantity must be a whole number from 1 to ${ORDER_LIMITS.quantity}`);
    }
    lines.push({ product: product as number, quantity: quantity as number });
  });
  return lines;
}
