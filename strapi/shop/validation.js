"use strict";

// Input rules the shop's extension checks itself: the hosted Strapi is reachable directly, so it never trusts the
// gateway's checks. The stand-in (strapi-stand-in/src/extension-rules.ts) loads this very file, so both backends
// answer the same 400 for the same body; strapi-stand-in/test/strapi-shop-rules.test.ts holds the values that the
// gateway also checks against @proav/shop-rules.

const { ORDER_LIMITS, FIELD_LIMITS, EMIRATES, SHOP_LOCALES } = require("./shop-rules");
const { COMPANY_LIMITS, isTrn, normalizeTrn } = require("./company");

const PAYMENT_METHODS = ["cash_on_delivery", "bank_transfer"];
// The languages an order can be placed in (its e-mails and invoice are written in it); English when not given.
const ORDER_LOCALES = SHOP_LOCALES;
const TEXT_MAX = FIELD_LIMITS.address;
const NAME_MAX = FIELD_LIMITS.name;
const EMAIL_MAX = FIELD_LIMITS.email;
const PHONE_MAX = FIELD_LIMITS.phone;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
// users-permissions' own pattern, verbatim: an address it would refuse at registration (or in a reset request)
// must not become an account's or an order's e-mail through the shop's routes.
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
const isEmail = (text) => typeof text === "string" && EMAIL.test(text);

/** `+971501234567`, or null when the text is not a UAE number (mobile 5x or a landline area code, 7 digits). */
function normalizeUaePhone(text) {
  if (typeof text !== "string" || text.length > PHONE_MAX) return null;
  let digits = text.replace(/[\s\-().]/g, "");
  if (digits.startsWith("+971")) digits = digits.slice(4);
  else if (digits.startsWith("00971")) digits = digits.slice(5);
  else if (!digits.startsWith("0")) return null;
  digits = digits.replace(/^0/, "");
  return /^(5\d{8}|[234679]\d{7})$/.test(digits) ? `+971${digits}` : null;
}

const asBody = (body) => (body !== null && typeof body === "object" && !Array.isArray(body) ? body : {});

/** Collects every problem, then answers Strapi's content-type validation 400 (`data.errors` keyed by path). */
class FieldErrors {
  constructor() {
    this.errors = {};
  }
  add(path, message) {
    (this.errors[path] = this.errors[path] || []).push(message);
  }
  get empty() {
    return Object.keys(this.errors).length === 0;
  }
  text(body, key, max, path = key) {
    const value = body[key];
    if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
      this.add(path, `${key} must be provided`);
      return undefined;
    }
    if (typeof value !== "string") {
      this.add(path, `${key} must be a string`);
      return undefined;
    }
    const trimmed = value.trim();
    if (trimmed.length > max) {
      this.add(path, `${key} must be at most ${max} characters`);
      return undefined;
    }
    return trimmed;
  }
}

class InvalidInput extends Error {
  constructor(errors) {
    super("ValidationError");
    this.errors = errors;
  }
}

function throwIfAny(errors) {
  if (!errors.empty) throw new InvalidInput(errors.errors);
}

function readAddressFields(raw, errors, prefix = "") {
  const body = asBody(raw);
  const name = errors.text(body, "name", TEXT_MAX, `${prefix}name`);
  const phoneText = errors.text(body, "phone", PHONE_MAX, `${prefix}phone`);
  const phone = phoneText === undefined ? undefined : normalizeUaePhone(phoneText);
  if (phoneText !== undefined && phone === null) errors.add(`${prefix}phone`, "phone must be a UAE phone number");
  const emirate = body.emirate;
  const validEmirate = typeof emirate === "string" && EMIRATES.includes(emirate);
  if (!validEmirate) errors.add(`${prefix}emirate`, `emirate must be one of ${EMIRATES.join(", ")}`);
  const area = errors.text(body, "area", TEXT_MAX, `${prefix}area`);
  const street = errors.text(body, "street", TEXT_MAX, `${prefix}street`);
  const building = errors.text(body, "building", TEXT_MAX, `${prefix}building`);
  if (!name || !phone || !validEmirate || !area || !street || !building) return undefined;
  return { name, phone, emirate, area, street, building };
}

/**
 * A company buyer (`company` of an order or of the account): `{ legal_name, trn, emirate, area, street,
 * building }` with the TRN as its 15 digits, or undefined after adding each problem under `prefix`.
 */
function readCompany(raw, errors, prefix) {
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    errors.add(prefix.slice(0, -1), `${prefix.slice(0, -1)} must be an object`);
    return undefined;
  }
  const legalName = errors.text(raw, "legal_name", COMPANY_LIMITS.legalName, `${prefix}legal_name`);
  const trnText = errors.text(raw, "trn", COMPANY_LIMITS.addressText, `${prefix}trn`);
  const trnValid = trnText !== undefined && isTrn(trnText);
  if (trnText !== undefined && !trnValid) errors.add(`${prefix}trn`, `trn must be ${COMPANY_LIMITS.trnDigits} digits`);
  const emirate = raw.emirate;
  const validEmirate = typeof emirate === "string" && EMIRATES.includes(emirate);
  if (!validEmirate) errors.add(`${prefix}emirate`, `emirate must be one of ${EMIRATES.join(", ")}`);
  const area = errors.text(raw, "area", COMPANY_LIMITS.addressText, `${prefix}area`);
  const street = errors.text(raw, "street", COMPANY_LIMITS.addressText, `${prefix}street`);
  const building = errors.text(raw, "building", COMPANY_LIMITS.addressText, `${prefix}building`);
  if (!legalName || !trnValid || !validEmirate || !area || !street || !building) return undefined;
  return { legal_name: legalName, trn: normalizeTrn(trnText), emirate, area, street, building };
}

/** An order's optional `company`: null when not given. */
const readOptionalCompany = (raw, errors) => (raw === undefined || raw === null ? null : readCompany(raw, errors, "company."));

/** An order's optional purchase-order number, trimmed: null when not given or empty. */
function readPoNumber(raw, errors) {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== "string") return errors.add("po_number", "po_number must be a string");
  const trimmed = raw.trim();
  if (trimmed.length > COMPANY_LIMITS.poNumber) return errors.add("po_number", `po_number must be at most ${COMPANY_LIMITS.poNumber} characters`);
  return trimmed === "" ? null : trimmed;
}

function parseAddressBody(raw) {
  const errors = new FieldErrors();
  const fields = readAddressFields(raw, errors);
  const isDefault = asBody(raw).is_default;
  if (isDefault !== undefined && isDefault !== null && typeof isDefault !== "boolean") {
    errors.add("is_default", "is_default must be a boolean");
  }
  throwIfAny(errors);
  return { ...fields, is_default: isDefault === true };
}

function readLines(raw, errors) {
  if (!Array.isArray(raw) || raw.length === 0) return errors.add("lines", "lines must be a non-empty array");
  if (raw.length > ORDER_LIMITS.lines) return errors.add("lines", `an order has at most ${ORDER_LIMITS.lines} lines`);
  const seen = new Set();
  return raw.map((entry, i) => {
    const { product, quantity } = asBody(entry);
    if (!Number.isSafeInteger(product) || product < 1) errors.add(`lines.${i}.product`, "product must be a product id");
    else if (seen.has(product)) errors.add(`lines.${i}.product`, "product appears on more than one line");
    else seen.add(product);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_LIMITS.quantity) {
      errors.add(`lines.${i}.quantity`, `quantity must be a whole number from 1 to ${ORDER_LIMITS.quantity}`);
    }
    return { product, quantity };
  });
}

/** POST /orders: only product ids and quantities are taken; prices, titles and totals come from the products. */
function parseOrderBody(raw) {
  const body = asBody(raw);
  const errors = new FieldErrors();
  const lines = readLines(body.lines, errors);
  const email = errors.text(body, "contact_email", EMAIL_MAX);
  if (email !== undefined && !isEmail(email)) errors.add("contact_email", "contact_email must be a valid email");
  const phoneText = errors.text(body, "contact_phone", PHONE_MAX);
  const phone = phoneText === undefined ? undefined : normalizeUaePhone(phoneText);
  if (phoneText !== undefined && phone === null) errors.add("contact_phone", "contact_phone must be a UAE phone number");
  const address = readAddressFields(body.shipping_address, errors, "shipping_address.");
  if (!PAYMENT_METHODS.includes(body.payment_method)) {
    errors.add("payment_method", `payment_method must be one of ${PAYMENT_METHODS.join(", ")}`);
  }
  const note = body.note;
  if (note !== undefined && note !== null && (typeof note !== "string" || note.length > ORDER_LIMITS.note)) {
    errors.add("note", `note must be a string of at most ${ORDER_LIMITS.note} characters`);
  }
  const locale = body.locale === undefined || body.locale === null ? "en" : body.locale;
  if (!ORDER_LOCALES.includes(locale)) errors.add("locale", `locale must be one of ${ORDER_LOCALES.join(", ")}`);
  if (typeof body.idempotency_key !== "string" || !IDEMPOTENCY_KEY.test(body.idempotency_key)) {
    errors.add("idempotency_key", "idempotency_key must be 8 to 100 letters, digits, '-' or '_'");
  }
  const company = readOptionalCompany(body.company, errors);
  const poNumber = readPoNumber(body.po_number, errors);
  throwIfAny(errors);
  return {
    lines,
    contact_email: email.toLowerCase(),
    contact_phone: phone,
    shipping_address: address,
    payment_method: body.payment_method,
    note: typeof note === "string" && note.trim() !== "" ? note.trim() : null,
    idempotency_key: body.idempotency_key,
    locale,
    company,
    po_number: poNumber,
  };
}

const outOfStock = (badge) => Array.isArray(badge) && badge.some((flag) => flag && flag.type === "outStock");

/**
 * Why line `id`'s product cannot be sold, as the line's 400 message, or undefined: it is missing or inactive, its
 * badges say out of stock, or it is `hidden` in the order's language (its row in that language is inactive).
 */
function lineRefusal(id, product, locale, hidden) {
  if (!product || !product.is_active) return `product ${id} is not available`;
  if (outOfStock(product.badge)) return `product ${id} is out of stock`;
  if (hidden) return `product ${id} is not available in ${locale}`;
  return undefined;
}

/** `10000` fils as `10,000.00`. */
const aedText = (fils) => (fils / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Cash on delivery only up to the shop's limit (shop-rules.js), judged on the total priced from the products.
 * The 400 names `payment_method`, as the gateway's own refusal does.
 */
function checkPaymentLimit(paymentMethod, totalFils, maxFils) {
  if (paymentMethod !== "cash_on_delivery" || totalFils <= maxFils) return;
  const errors = new FieldErrors();
  errors.add(
    "payment_method",
    `cash_on_delivery is available for orders up to AED ${aedText(maxFils)}; this order is AED ${aedText(totalFils)}: choose bank_transfer`,
  );
  throwIfAny(errors);
}

// `/orders` and `/orders/count` take these only: no other filter may widen or probe the owner's scope.
const ORDER_LIST_KEYS = ["_start", "_limit", "_sort", "number"];
const ORDER_LIST_MAX = 100;
// An order's id and its time of placing rise together, so created_at sorts by id.
const ORDER_SORTS = new Map([
  ["id:ASC", "id:ASC"],
  ["id:DESC", "id:DESC"],
  ["created_at:ASC", "id:ASC"],
  ["created_at:DESC", "id:DESC"],
]);

/**
 * The query of GET /orders and /orders/count, parsed by qs as Strapi parses it: `{ start, limit, sort, number }`
 * (`sort` is "id:ASC" or "id:DESC"; `number` undefined when not asked), or `{ refused }` with the 400's message.
 */
function parseOrderListQuery(query) {
  const refused = Object.keys(query).find((key) => !ORDER_LIST_KEYS.includes(key));
  if (refused) return { refused: `Your filters contain a field '${refused}' that doesn't appear on your model definition nor it's relations` };
  const notWhole = ["_start", "_limit"].find((key) => query[key] !== undefined && !/^\d{1,6}$/.test(String(query[key])));
  if (notWhole) return { refused: `${notWhole} must be a whole number` };
  const sort = ORDER_SORTS.get(query._sort || "id:ASC");
  if (!sort) return { refused: "_sort must be id or created_at, ASC or DESC" };
  return {
    start: query._start === undefined ? 0 : Number(query._start),
    limit: Math.min(query._limit === undefined ? ORDER_LIST_MAX : Number(query._limit), ORDER_LIST_MAX),
    sort,
    number: typeof query.number === "string" ? query.number : undefined,
  };
}

/** GET /orders/track: the number (upper case) and the contact e-mail (lower case), trimmed; undefined without both. */
function parseTrackQuery(query) {
  const { number, email } = query;
  if (typeof number !== "string" || typeof email !== "string" || !number.trim() || !email.trim()) return undefined;
  return { number: number.trim().toUpperCase(), email: email.trim().toLowerCase() };
}

const PROFILE_FIELDS = ["first_name", "last_name", "email", "phone", "company", "currentPassword"];

/**
 * PUT /users/me: profile fields only (never role, blocked, confirmed, provider, password or tokens). `company`:
 * the company profile offered at checkout, or null to remove it.
 */
function parseProfileBody(raw) {
  const body = asBody(raw);
  const refused = Object.keys(body).find((key) => !PROFILE_FIELDS.includes(key));
  if (refused) return { refused };
  const errors = new FieldErrors();
  const changes = {};
  for (const key of ["first_name", "last_name"]) {
    if (body[key] !== undefined) {
      const value = errors.text(body, key, NAME_MAX);
      if (value !== undefined) changes[key] = value;
    }
  }
  if (body.email !== undefined) {
    const email = errors.text(body, "email", EMAIL_MAX);
    if (email !== undefined && !isEmail(email)) errors.add("email", "email must be a valid email");
    else if (email !== undefined) changes.email = email.toLowerCase();
  }
  if (body.phone === null || body.phone === "") changes.phone = null;
  else if (body.phone !== undefined) {
    const phone = normalizeUaePhone(body.phone);
    if (phone === null) errors.add("phone", "phone must be a UAE phone number");
    else changes.phone = phone;
  }
  if (body.company === null) changes.company = null;
  else if (body.company !== undefined) {
    const company = readCompany(body.company, errors, "company.");
    if (company) changes.company = company;
  }
  throwIfAny(errors);
  const currentPassword = typeof body.currentPassword === "string" && body.currentPassword !== "" ? body.currentPassword : undefined;
  return { changes, currentPassword };
}

/**
 * POST /auth/change-password, in Strapi v4's shape (`currentPassword`, `password`, `passwordConfirmation`): the
 * passwords, or the first `problem` as a users-permissions message. `isHashed` is users-permissions' own test of
 * a password that looks like a stored hash (the service's `isHashed`).
 */
function parseChangePasswordBody(raw, isHashed) {
  const { currentPassword, password, passwordConfirmation } = asBody(raw);
  const problem = (id, message) => ({ problem: { id, message } });
  if (typeof currentPassword !== "string" || currentPassword === "") {
    return problem("Auth.form.error.password.provide", "Please provide your current password.");
  }
  if (typeof password !== "string" || password.length < 6) {
    return problem("Auth.form.error.password.provide", "Please provide a new password of at least 6 characters.");
  }
  if (password !== passwordConfirmation) return problem("Auth.form.error.password.matching", "Passwords do not match.");
  if (isHashed(password)) return problem("Auth.form.error.password.format", "Your password cannot contain more than three times the symbol `$`.");
  return { currentPassword, password };
}

module.exports = {
  EMIRATES,
  PAYMENT_METHODS,
  FieldErrors,
  throwIfAny,
  readAddressFields,
  readPoNumber,
  EMAIL,
  IDEMPOTENCY_KEY,
  ORDER_LOCALES,
  InvalidInput,
  isEmail,
  asBody,
  normalizeUaePhone,
  parseAddressBody,
  parseOrderBody,
  readCompany,
  parseProfileBody,
  parseChangePasswordBody,
  lineRefusal,
  checkPaymentLimit,
  parseOrderListQuery,
  parseTrackQuery,
};
