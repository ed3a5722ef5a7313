import { isEmailAddress } from "../email-address.js";
import { normalizeUaePhone } from "../uae-phone.js";
import { EMIRATES } from "../emirates.js";
import { trnOf } from "../company/company-rules.js";

// Requests for quote: a company asks for prices on some products, the shop answers in its backend with quoted unit
// prices and a validity date, and the requester accepts before it expires (an order at the quoted prices, paid by
// bank transfer). The storefront checks a request before sending, the gateway enforces it, and the backends
// (strapi/shop/quote.js and the stand-in, held equal by strapi-stand-in/test/strapi-shop-rules.test.ts) check
// again and apply the status and acceptance rules below to what they store.

/** Sizes: text fields in characters, lines per request, quantity per line (teams buy licences by the hundred). */
export const QUOTE_LIMITS = {
  company: 200,
  contactName: 100,
  notes: 2000,
  shopNote: 2000,
  lines: 50,
  quantity: 999,
  /** A needed-by date is today (Dubai) or later, at most this many days ahead. */
  neededByDays: 366,
  /** A quote's validity date is today (Dubai) or later, at most this many days ahead. */
  validityDays: 365,
} as const;

/** What a backend stores. `expired` is never stored: it is a `quoted` quote read after its validity date. */
export const QUOTE_STORED_STATUSES = ["requested", "quoted", "accepted", "declined"] as const;
export type QuoteStoredStatus = (typeof QUOTE_STORED_STATUSES)[number];
export type QuoteStatus = QuoteStoredStatus | "expired";

/** `RFQ-000042` for sequence 42: its own shop-wide sequence, allocated by the backend with the request. */
export const QUOTE_NUMBER_PREFIX = "RFQ";

export function quoteNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`a quote number is a whole number from 1, got ${sequence}`);
  return `${QUOTE_NUMBER_PREFIX}-${String(sequence).padStart(6, "0")}`;
}

/**
 * The text as a quote number (`rfq-000042 ` reads as `RFQ-000042`), or null when it cannot be one. Extra leading
 * zeros (`RFQ-0000042`) read as the number `quoteNumber` writes, so the lookup finds it.
 */
export function quoteNumberOf(text: string): string | null {
  const match = /^RFQ-(\d{6,})$/.exec(text.trim().toUpperCase());
  const sequence = match ? Number(match[1]) : 0;
  return sequence >= 1 && Number.isSafeInteger(sequence) ? quoteNumber(sequence) : null;
}

/** The UAE's calendar date (UTC+4 all year, no daylight saving) at a moment: quotes expire by it. */
export function dubaiDate(at: Date): string {
  return new Date(at.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The date `days` after an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The status a shopper sees: a quoted quote whose validity date is before today (Dubai) is expired. The validity
 * date is the last day it can be accepted.
 */
export function quoteStatus(stored: QuoteStoredStatus, validUntil: string | null, today: string): QuoteStatus {
  if (stored === "quoted" && validUntil !== null && validUntil < today) return "expired";
  return stored;
}

export type AcceptRefusal = "not_quoted" | "expired" | "already_accepted";

/** Why a quote cannot be accepted today, or null when it can: only a quoted quote within its validity date. */
export function acceptRefusal(stored: QuoteStoredStatus, validUntil: string | null, today: string): AcceptRefusal | null {
  const status = quoteStatus(stored, validUntil, today);
  if (status === "quoted") return null;
  if (status === "expired") return "expired";
  if (status === "accepted") return "already_accepted";
  return "not_quoted";
}

export type QuotedPriceRefusal = "required" | "negative" | "notMoney";

/**
 * A quoted unit price (AED, VAT included, like every shop price) as the shop types it in the backend: a number
 * or decimal text with at most two decimals, zero or more. Answers the price in fils, or why it is refused.
 */
export function quotedPriceFils(value: unknown): { fils: number } | { refused: QuotedPriceRefusal } {
  if (value === null || value === undefined || value === "") return { refused: "required" };
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const match = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { refused: "notMoney" };
  const fils = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (match[1] === "-" && fils > 0) return { refused: "negative" };
  return { fils };
}

/** Whether a validity date the shop sets is acceptable today: a real date, today or later, within a year. */
export function isValidityDate(text: string, today: string): boolean {
  return isIsoDate(text) && text >= today && text <= addDays(today, QUOTE_LIMITS.validityDays);
}

// ---- The request form -------------------------------------------------------------------------------------------

export const QUOTE_REQUEST_FIELDS = ["company", "contactName", "contactEmail", "contactPhone", "trn", "emirate", "neededBy", "notes"] as const;
export type QuoteRequestField = (typeof QUOTE_REQUEST_FIELDS)[number];
export type QuoteRequestValues = Record<QuoteRequestField, string>;

export type QuoteRequestErrorCode =
  "required" | "tooLong" | "emailInvalid" | "phoneInvalid" | "trnInvalid" | "emirateInvalid" | "dateInvalid" | "dateInPast" | "dateTooFar";
export type QuoteRequestErrors = Partial<Record<QuoteRequestField, QuoteRequestErrorCode>>;

/** Trimmed text values (anything but text reads as empty, lengths capped well above the limits), as sent. */
export function quoteRequestValues(input: Partial<Record<QuoteRequestField, unknown>>): QuoteRequestValues {
  const text = (v: unknown) => (typeof v === "string" ? v.trim().slice(0, 5000) : "");
  return Object.fromEntries(QUOTE_REQUEST_FIELDS.map((field) => [field, text(input[field])])) as QuoteRequestValues;
}

/** The values of a posted form (FormData, URLSearchParams), read as `quoteRequestValues` reads them. */
export function readQuoteRequestValues(form: { get(name: string): unknown }): QuoteRequestValues {
  return quoteRequestValues(Object.fromEntries(QUOTE_REQUEST_FIELDS.map((field) => [field, form.get(field)])));
}

/**
 * Field errors of a request's details (its lines follow the cart's rules, with quantities up to
 * QUOTE_LIMITS.quantity). `emirate` is the schema's code (`DUBAI`); `neededBy` is optional, `YYYY-MM-DD`, from
 * today (Dubai) to QUOTE_LIMITS.neededByDays ahead; `trn` is optional, 15 digits once spaces and dashes are dropped.
 */
export function validateQuoteRequest(v: QuoteRequestValues, today: string): QuoteRequestErrors {
  const errors: QuoteRequestErrors = {};
  if (!v.company) errors.company = "required";
  else if (v.company.length > QUOTE_LIMITS.company) errors.company = "tooLong";
  if (!v.contactName) errors.contactName = "required";
  else if (v.contactName.length > QUOTE_LIMITS.contactName) errors.contactName = "tooLong";
  if (!v.contactEmail) errors.contactEmail = "required";
  else if (v.contactEmail.length > 254 || !isEmailAddress(v.contactEmail)) errors.contactEmail = "emailInvalid";
  if (!v.contactPhone) errors.contactPhone = "required";
  else if (normalizeUaePhone(v.contactPhone) === null) errors.contactPhone = "phoneInvalid";
  if (v.trn && trnOf(v.trn) === null) errors.trn = "trnInvalid";
  if (!v.emirate) errors.emirate = "required";
  else if (!(EMIRATES as readonly string[]).includes(v.emirate)) errors.emirate = "emirateInvalid";
  if (v.neededBy) {
    if (!isIsoDate(v.neededBy)) errors.neededBy = "dateInvalid";
    else if (v.neededBy < today) errors.neededBy = "dateInPast";
    else if (v.neededBy > addDays(today, QUOTE_LIMITS.neededByDays)) errors.neededBy = "dateTooFar";
  }
  if (v.notes.length > QUOTE_LIMITS.notes) errors.notes = "tooLong";
  return errors;
}
