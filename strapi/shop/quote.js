"use strict";

// Requests for quote: the extension's CommonJS copy of @proav/shop-rules' quote/quote-rules.ts (numbers, statuses
// with expiry by the UAE calendar, acceptance refusals, quoted prices) and the bodies of the quote routes. The
// stand-in loads this very file (strapi-stand-in/src/extension-rules.ts), so both backends answer the same 400s
// and 409s; strapi-stand-in/test/strapi-shop-rules.test.ts fails when this copy and shop-rules disagree.

const crypto = require("crypto");
const { FIELD_LIMITS, EMIRATES, SHOP_LOCALES } = require("./shop-rules");
const { COMPANY_LIMITS, isTrn, normalizeTrn } = require("./company");
const {
  FieldErrors,
  InvalidInput,
  IDEMPOTENCY_KEY,
  asBody,
  isEmail,
  lineRefusal,
  normalizeUaePhone,
  readAddressFields,
  readPoNumber,
  throwIfAny,
} = require("./validation");

/** Sizes: text fields in characters, lines per request, quantity per line; days ahead for the two dates. */
const QUOTE_LIMITS = {
  company: 200,
  contactName: 100,
  notes: 2000,
  shopNote: 2000,
  lines: 50,
  quantity: 999,
  neededByDays: 366,
  validityDays: 365,
};

/** What is stored. `expired` never is: it is a `quoted` quote read after its validity date. */
const QUOTE_STORED_STATUSES = ["requested", "quoted", "accepted", "declined"];
const QUOTE_NUMBER_PREFIX = "RFQ";

/** `RFQ-000042` for sequence 42 (the backend's own `quote` sequence). */
function quoteNumber(sequence) {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`a quote number is a whole number from 1, got ${sequence}`);
  return `${QUOTE_NUMBER_PREFIX}-${String(sequence).padStart(6, "0")}`;
}

/** The UAE's calendar date (UTC+4 all year, no daylight saving) at a moment: quotes expire by it. */
const dubaiDate = (at) => new Date(at.getTime() + 4 * 3600000).toISOString().slice(0, 10);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar date written `YYYY-MM-DD`. */
function isIsoDate(text) {
  if (typeof text !== "string" || !ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The date `days` after an ISO date. */
const addDays = (isoDate, days) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86400000).toISOString().slice(0, 10);

/** A date as the backend reads one back (`YYYY-MM-DD`; some connectors hand back a Date or ISO text), or null. */
function storedDate(value) {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
}

/** The status a reader sees: a quoted quote whose validity date is before today (Dubai) is `expired`. */
function quoteStatus(stored, validUntil, today) {
  const until = storedDate(validUntil);
  if (stored === "quoted" && until !== null && until < today) return "expired";
  return stored;
}

/** Why a quote cannot be accepted today (`not_quoted`, `expired`, `already_accepted`), or null when it can. */
function acceptRefusal(stored, validUntil, today) {
  const status = quoteStatus(stored, validUntil, today);
  if (status === "quoted") return null;
  if (status === "expired") return "expired";
  if (status === "accepted") return "already_accepted";
  return "not_quoted";
}

const PRICE = /^(-?)(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * A quoted unit price (AED, VAT included) as the shop types it: a number or decimal text with at most two
 * decimals, zero or more. `{ fils }`, or `{ refused: "required" | "negative" | "notMoney" }`.
 */
function quotedPriceFils(value) {
  if (value === null || value === undefined || value === "") return { refused: "required" };
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  const match = PRICE.exec(text);
  if (!match) return { refused: "notMoney" };
  const fils = Number(match[2]) * 100 + Number((match[3] || "").padEnd(2, "0"));
  if (match[1] === "-" && fils > 0) return { refused: "negative" };
  return { fils };
}

/** Whether a validity date the shop sets is acceptable today: a real date, today or later, within a year. */
const isValidityDate = (text, today) => isIsoDate(text) && text >= today && text <= addDays(today, QUOTE_LIMITS.validityDays);

/** A state refusal: the routes answer it as a 409 `{ code, quote }`. */
class QuoteConflict extends Error {
  constructor(code) {
    super(code);
    this.code = code;
  }
}

/** sha256 of `${scope}|${key}`, scope `user:<id>` or `guest:<e-mail lower-case>`, as orders store theirs. */
function acceptIdempotency(user, email, key) {
  const scope = user ? `user:${user}` : `guest:${String(email).toLowerCase()}`;
  return crypto.createHash("sha256").update(`${scope}|${key}`).digest("hex");
}

/** An optional text of at most `max` characters: trimmed, null when absent or empty. */
function optionalText(body, key, max, errors) {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") return errors.add(key, `${key} must be a string`);
  const trimmed = value.trim();
  if (trimmed.length > max) return errors.add(key, `${key} must be at most ${max} characters`);
  return trimmed === "" ? null : trimmed;
}

function readQuoteLines(raw, errors) {
  if (!Array.isArray(raw) || raw.length === 0) return errors.add("lines", "lines must be a non-empty array");
  if (raw.length > QUOTE_LIMITS.lines) return errors.add("lines", `a quote has at most ${QUOTE_LIMITS.lines} lines`);
  const seen = new Set();
  return raw.map((entry, i) => {
    const { product, quantity } = asBody(entry);
    if (!Number.isSafeInteger(product) || product < 1) errors.add(`lines.${i}.product`, "product must be a product id");
    else if (seen.has(product)) errors.add(`lines.${i}.product`, "product appears on more than one line");
    else seen.add(product);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > QUOTE_LIMITS.quantity) {
      errors.add(`lines.${i}.quantity`, `quantity must be a whole number from 1 to ${QUOTE_LIMITS.quantity}`);
    }
    return { product, quantity };
  });
}

function readLocale(body, errors) {
  const locale = body.locale === undefined || body.locale === null ? null : body.locale;
  if (locale !== null && !SHOP_LOCALES.includes(locale)) errors.add("locale", `locale must be one of ${SHOP_LOCALES.join(", ")}`);
  return locale;
}

/**
 * POST /quotes: `{ company, contact_name, contact_email, contact_phone, trn, emirate, needed_by, notes, locale,
 * lines: [{ product, quantity }] }` as stored (phone `+971…`, TRN its 15 digits or null, dates `YYYY-MM-DD`), or
 * InvalidInput with every problem by path. Titles and web prices come from the products, never from the body.
 */
function parseQuoteBody(raw, today) {
  const body = asBody(raw);
  const errors = new FieldErrors();
  const lines = readQuoteLines(body.lines, errors);
  const company = errors.text(body, "company", QUOTE_LIMITS.company);
  const contactName = errors.text(body, "contact_name", QUOTE_LIMITS.contactName);
  const email = errors.text(body, "contact_email", FIELD_LIMITS.email);
  if (email !== undefined && !isEmail(email)) errors.add("contact_email", "contact_email must be a valid email");
  const phoneText = errors.text(body, "contact_phone", FIELD_LIMITS.phone);
  const phone = phoneText === undefined ? undefined : normalizeUaePhone(phoneText);
  if (phoneText !== undefined && phone === null) errors.add("contact_phone", "contact_phone must be a UAE phone number");
  const trnText = optionalText(body, "trn", COMPANY_LIMITS.addressText, errors);
  if (trnText && !isTrn(trnText)) errors.add("trn", "trn must be 15 digits");
  if (!(typeof body.emirate === "string" && EMIRATES.includes(body.emirate))) errors.add("emirate", `emirate must be one of ${EMIRATES.join(", ")}`);
  const neededBy = optionalText(body, "needed_by", 40, errors);
  if (neededBy && !isIsoDate(neededBy)) errors.add("needed_by", "needed_by must be a date (YYYY-MM-DD)");
  else if (neededBy && neededBy < today) errors.add("needed_by", "needed_by must not be in the past");
  else if (neededBy && neededBy > addDays(today, QUOTE_LIMITS.neededByDays)) {
    errors.add("needed_by", `needed_by must be within ${QUOTE_LIMITS.neededByDays} days`);
  }
  const notes = optionalText(body, "notes", QUOTE_LIMITS.notes, errors);
  const locale = readLocale(body, errors);
  throwIfAny(errors);
  return {
    company,
    contact_name: contactName,
    contact_email: email,
    contact_phone: phone,
    trn: trnText ? normalizeTrn(trnText) : null,
    emirate: body.emirate,
    needed_by: neededBy || null,
    notes,
    locale: locale || "en",
    lines,
  };
}

/**
 * POST /quotes/accept: `{ number, email, shipping_address, po_number, idempotency_key, locale }`. `number` is upper
 * case (an unknown one is the caller's 404); `email` (lower case) is required without a token and null with one;
 * `locale` is null when not given (the order then takes the quote's).
 */
function parseAcceptBody(raw, signedIn) {
  const body = asBody(raw);
  const errors = new FieldErrors();
  const number = errors.text(body, "number", 40);
  let email = null;
  if (!signedIn) {
    email = errors.text(body, "email", FIELD_LIMITS.email);
    if (email !== undefined && !isEmail(email)) errors.add("email", "email must be a valid email");
  }
  const address = readAddressFields(body.shipping_address, errors, "shipping_address.");
  const poNumber = readPoNumber(body.po_number, errors);
  if (typeof body.idempotency_key !== "string" || !IDEMPOTENCY_KEY.test(body.idempotency_key)) {
    errors.add("idempotency_key", "idempotency_key must be 8 to 100 letters, digits, '-' or '_'");
  }
  const locale = readLocale(body, errors);
  throwIfAny(errors);
  return {
    number: number.toUpperCase(),
    email: email === null ? null : email.toLowerCase(),
    shipping_address: address,
    po_number: poNumber,
    idempotency_key: body.idempotency_key,
    locale,
  };
}

/**
 * The shop's answer to a quote (`currentQuote`: `{ status, lines: [{ id }] }` as stored): `{ status: "quoted",
 * valid_until, shop_note, lines: [{ id, quoted_unit_price }] }` (every line of the quote priced, AED) or
 * `{ status: "declined", valid_until: null, shop_note, lines: [{ id, quoted_unit_price: null }] }`, to store with
 * the backend's own `quoted_at` (set when quoted). Other fields of the body are
 * ignored (the admin panel sends the whole entry). Throws InvalidInput for a bad answer, and QuoteConflict
 * (`already_accepted`, `declined`) for a quote that can no longer be answered.
 */
function parseQuoteAnswer(currentQuote, raw, today) {
  if (currentQuote.status === "accepted") throw new QuoteConflict("already_accepted");
  if (currentQuote.status === "declined") throw new QuoteConflict("declined");
  const body = asBody(raw);
  const errors = new FieldErrors();
  const shopNote = optionalText(body, "shop_note", QUOTE_LIMITS.shopNote, errors);
  if (body.status === "declined") {
    throwIfAny(errors);
    // A declined quote has no prices or validity (a quote declined after quoting offers nothing any more).
    return { status: "declined", valid_until: null, shop_note: shopNote, lines: currentQuote.lines.map((line) => ({ id: line.id, quoted_unit_price: null })) };
  }
  if (body.status !== "quoted") {
    errors.add("status", "status must be quoted or declined");
    throwIfAny(errors);
  }
  const validUntil = storedDate(body.valid_until);
  if (validUntil === null) errors.add("valid_until", "valid_until must be provided");
  else if (!isValidityDate(validUntil, today)) {
    errors.add("valid_until", `valid_until must be a date from today to ${QUOTE_LIMITS.validityDays} days ahead (YYYY-MM-DD)`);
  }
  const given = Array.isArray(body.lines) ? body.lines.map(asBody) : [];
  if (!Array.isArray(body.lines)) errors.add("lines", "lines must be an array");
  const known = new Set(currentQuote.lines.map((line) => Number(line.id)));
  given.forEach((line, i) => {
    if (!known.has(Number(line.id))) errors.add(`lines.${i}.id`, "id must be a line of this quote");
  });
  const lines = currentQuote.lines.map((line, position) => {
    const i = given.findIndex((entry) => Number(entry.id) === Number(line.id));
    const path = `lines.${i === -1 ? position : i}.quoted_unit_price`;
    const price = quotedPriceFils(i === -1 ? undefined : given[i].quoted_unit_price);
    if (price.refused === "required") errors.add(path, "quoted_unit_price must be provided");
    else if (price.refused === "negative") errors.add(path, "quoted_unit_price must not be negative");
    else if (price.refused) errors.add(path, "quoted_unit_price must be an amount in AED with at most 2 decimals");
    return { id: line.id, quoted_unit_price: price.refused ? null : price.fils / 100 };
  });
  throwIfAny(errors);
  return { status: "quoted", valid_until: validUntil, shop_note: shopNote, lines };
}

/**
 * Why a product cannot be asked for (the line's 400 message), or undefined: missing, inactive or hidden in the
 * request's language, as orders refuse it; out of stock is fine (the shop can source it).
 */
const quoteLineRefusal = (id, product, locale, hidden) => lineRefusal(id, product && { ...product, badge: null }, locale, hidden);

/**
 * The accepted quote's order lines for storedMoney (order-totals.js): each at its quoted unit price (fils), with
 * the web unit price as the list price when the quote is lower (the tax invoice shows the discount).
 */
const acceptedOrderLines = (quote) =>
  quote.lines.map((line) => {
    const unit = Math.round(Number(line.quoted_unit_price) * 100);
    const web = Math.round(Number(line.web_unit_price) * 100);
    return { product: line.product, title: line.title, part_number: line.part_number || null, unit, list: unit < web ? web : null, quantity: line.quantity };
  });

/** The accepted order's `company`: the quote's company and TRN at the shipping address, only with a TRN. */
const acceptedOrderCompany = (quote, address) =>
  quote.trn
    ? { legal_name: quote.company, trn: quote.trn, emirate: address.emirate, area: address.area, street: address.street, building: address.building }
    : null;

module.exports = {
  QUOTE_LIMITS,
  QUOTE_STORED_STATUSES,
  QUOTE_NUMBER_PREFIX,
  InvalidInput,
  QuoteConflict,
  quoteNumber,
  dubaiDate,
  isIsoDate,
  addDays,
  storedDate,
  quoteStatus,
  acceptRefusal,
  quotedPriceFils,
  isValidityDate,
  acceptIdempotency,
  parseQuoteBody,
  parseAcceptBody,
  parseQuoteAnswer,
  quoteLineRefusal,
  acceptedOrderLines,
  acceptedOrderCompany,
};
