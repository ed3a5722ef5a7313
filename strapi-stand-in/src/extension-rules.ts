// The hosted Strapi's extension (strapi/shop/*.js: CommonJS, run inside Strapi 3.6.11) holds the shop's input
// rules and order money. The stand-in loads those very modules instead of keeping TypeScript copies, so the
// system that stands for Strapi and the code that runs in it cannot disagree. This file is the one way in; the
// types below are written by hand for what the stand-in uses, since the extension is plain JavaScript.
//
// The path climbs two folders from src/ (tsx, Vitest) and from dist/ (node) alike, so it works from both; the
// Docker image copies the whole repository, strapi/ included.
import { createRequire } from "node:module";
import type { EmirateCode, ShopLocale } from "@proav/shop-rules";

const load = createRequire(import.meta.url);

export type Emirate = Lowercase<EmirateCode>;
export type PaymentMethod = "cash_on_delivery" | "bank_transfer";
/** validation.js's ORDER_LOCALES, held equal to shop-rules' SHOP_LOCALES by test/strapi-shop-rules.test.ts. */
export type OrderLocale = ShopLocale;
/** Strapi's content-type validation errors, keyed by path (`lines.1.quantity`). */
export type FieldErrorMap = Record<string, string[]>;

export interface AddressFields {
  name: string;
  phone: string;
  emirate: Emirate;
  area: string;
  street: string;
  building: string;
}

export interface AddressInput extends AddressFields {
  is_default: boolean;
}

/** A company buyer as the REST API spells it; `trn` is its 15 digits. */
export interface CompanyFields {
  legal_name: string;
  trn: string;
  emirate: Emirate;
  area: string;
  street: string;
  building: string;
}

export interface OrderInput {
  lines: { product: number; quantity: number }[];
  contact_email: string;
  contact_phone: string;
  shipping_address: AddressFields;
  payment_method: PaymentMethod;
  note: string | null;
  idempotency_key: string;
  locale: OrderLocale;
  company: CompanyFields | null;
  po_number: string | null;
}

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  /** null removes the phone number. */
  phone?: string | null;
  /** null removes the company profile. */
  company?: CompanyFields | null;
}

/** A users-permissions message: `Auth.form.error.…` and its English text. */
export interface AuthProblem {
  id: string;
  message: string;
}

export interface OrderTotals {
  subTotal: number;
  shipping: number;
  total: number;
  vatIncluded: number;
}

/** An order line priced from its product: `unit` in fils; `list`, the list price in fils when sold below it. */
export interface PricedLine {
  product: number;
  title: string;
  part_number: string | null;
  unit: number;
  list: number | null;
  quantity: number;
}

/** What an order row stores of its money, in AED as Strapi stores decimals. */
export interface StoredMoney {
  totals: OrderTotals;
  fields: {
    lines: {
      product: number;
      title: string;
      part_number: string | null;
      unit_price: number;
      quantity: number;
      line_total: number;
      list_price: number | null;
    }[];
    sub_total: number;
    shipping: number;
    vat_included: number;
    total: number;
  };
}

interface Validation {
  /** Thrown by the parsers with every problem found; answered as Strapi's validation 400 (http/errors.ts). */
  InvalidInput: new (errors: FieldErrorMap) => Error & { errors: FieldErrorMap };
  isEmail(text: string): boolean;
  normalizeUaePhone(text: unknown): string | null;
  parseAddressBody(raw: unknown): AddressInput;
  parseOrderBody(raw: unknown): OrderInput;
  /** `refused` names the first field a user may not change this way. */
  parseProfileBody(raw: unknown): { refused: string } | { refused?: undefined; changes: ProfileChanges; currentPassword?: string };
  parseChangePasswordBody(
    raw: unknown,
    isHashed: (password: string) => boolean,
  ): { problem: AuthProblem } | { problem?: undefined; currentPassword: string; password: string };
  /** Why line `id`'s product cannot be sold (its 400 message), or undefined. `badge`: the badges component. */
  lineRefusal(id: number, product: { is_active: boolean; badge: unknown } | undefined, locale: OrderLocale, hidden: boolean): string | undefined;
  checkPaymentLimit(method: PaymentMethod, totalFils: number, maxFils: number): void;
  /** GET /orders and /orders/count (a qs-parsed query); `refused` is the 400's message. */
  parseOrderListQuery(
    query: Record<string, unknown>,
  ): { refused: string } | { refused?: undefined; start: number; limit: number; sort: "id:ASC" | "id:DESC"; number: string | undefined };
  /** GET /orders/track: number upper-cased, e-mail lower-cased; undefined without both. */
  parseTrackQuery(query: Record<string, unknown>): { number: string; email: string } | undefined;
}

interface OrderMoney {
  toAed(fils: number): number;
  unitPriceFils(price: number, salePrice: number | null): number;
  /** The list price in fils when the sale price applies (the invoice's discount), else null. */
  listPriceFils(price: number, salePrice: number | null): number | null;
  orderTotals(lineTotalsFils: readonly number[]): OrderTotals;
  /** `PAV-2026-000123`: the year placed and the order's id. */
  orderNumber(id: number, createdAt: string): string;
  storedMoney(lines: readonly PricedLine[]): StoredMoney;
}

interface Company {
  /** `INV-000123` for sequence 123. */
  invoiceNumber(sequence: number): string;
  /** `CN-000007` for sequence 7. */
  creditNoteNumber(sequence: number): string;
}

export type QuoteStoredStatus = "requested" | "quoted" | "accepted" | "declined";
export type QuoteAcceptRefusal = "not_quoted" | "expired" | "already_accepted";

export interface QuoteInput {
  company: string;
  contact_name: string;
  contact_email: string;
  /** `+971501234567`. */
  contact_phone: string;
  /** 15 digits, or null. */
  trn: string | null;
  emirate: Emirate;
  needed_by: string | null;
  notes: string | null;
  locale: OrderLocale;
  lines: { product: number; quantity: number }[];
}

export interface AcceptInput {
  /** Upper case; an unknown one is a 404. */
  number: string;
  /** Lower case; null when signed in. */
  email: string | null;
  shipping_address: AddressFields;
  po_number: string | null;
  idempotency_key: string;
  /** Null when not given: the order takes the quote's. */
  locale: OrderLocale | null;
}

export type QuoteAnswer =
  | { status: "quoted"; valid_until: string; shop_note: string | null; lines: { id: number; quoted_unit_price: number }[] }
  | { status: "declined"; valid_until: null; shop_note: string | null; lines: { id: number; quoted_unit_price: null }[] };

/** A quote with its lines as parseQuoteAnswer and acceptedOrderLines read it (AED amounts). */
export interface StoredQuote {
  status: QuoteStoredStatus;
  company: string;
  trn: string | null;
  lines: {
    id: number;
    product: number;
    title: string;
    part_number: string | null;
    quantity: number;
    web_unit_price: number;
    quoted_unit_price: number | null;
  }[];
}

interface Quote {
  QuoteConflict: new (code: string) => Error & { code: QuoteAcceptRefusal | "declined" };
  quoteNumber(sequence: number): string;
  dubaiDate(at: Date): string;
  acceptRefusal(stored: QuoteStoredStatus, validUntil: string | null, today: string): QuoteAcceptRefusal | null;
  /** sha256 of the acceptance's scope (`user:<id>` or `guest:<e-mail>`) and key. */
  acceptIdempotency(user: number | null, email: string | null, key: string): string;
  parseQuoteBody(raw: unknown, today: string): QuoteInput;
  parseAcceptBody(raw: unknown, signedIn: boolean): AcceptInput;
  parseQuoteAnswer(current: StoredQuote, raw: unknown, today: string): QuoteAnswer;
  /** Why a product cannot be asked for (the line's 400 message), or undefined; out of stock may be. */
  quoteLineRefusal(id: number, product: { is_active: boolean; badge: unknown } | undefined, locale: OrderLocale, hidden: boolean): string | undefined;
  acceptedOrderLines(quote: StoredQuote): PricedLine[];
  acceptedOrderCompany(quote: StoredQuote, address: AddressFields): CompanyFields | null;
}

interface Http {
  /** A whole number id from the path, or undefined. */
  idParam(value: unknown): number | undefined;
}

export const {
  InvalidInput,
  isEmail,
  normalizeUaePhone,
  parseAddressBody,
  parseOrderBody,
  parseProfileBody,
  parseChangePasswordBody,
  lineRefusal,
  checkPaymentLimit,
  parseOrderListQuery,
  parseTrackQuery,
} = load("../../strapi/shop/validation.js") as Validation;
export const { toAed, unitPriceFils, listPriceFils, orderTotals, orderNumber, storedMoney } = load("../../strapi/shop/order-totals.js") as OrderMoney;
export const { invoiceNumber, creditNoteNumber } = load("../../strapi/shop/company.js") as Company;
export const { idParam } = load("../../strapi/shop/http.js") as Http;
export const {
  QuoteConflict,
  quoteNumber,
  dubaiDate,
  acceptRefusal,
  acceptIdempotency,
  parseQuoteBody,
  parseAcceptBody,
  parseQuoteAnswer,
  quoteLineRefusal,
  acceptedOrderLines,
  acceptedOrderCompany,
} = load("../../strapi/shop/quote.js") as Quote;
