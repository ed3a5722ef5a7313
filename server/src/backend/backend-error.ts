import { GraphQLError } from "graphql";
import { isAxiosError } from "axios";
import { formatPrice } from "@proav/shop-rules";
import type { FieldErrorCode } from "../errors/field-error-code.js";
import { unauthenticated, userInputError, type FieldIssue } from "../errors/user-input.js";
import { isCircuitOpenError } from "./circuit-breaker.js";
import { retryAfterSeconds } from "./retry-after.js";

// The one place where a failed backend call becomes a GraphQL error with a stable `extensions.code`.
// Messages never carry the backend URL or its raw body: clients see a code and a sentence.

export type BackendErrorCode = "BACKEND_UNAVAILABLE" | "BACKEND_TIMEOUT" | "NOT_FOUND" | "BAD_USER_INPUT";

export function backendError(code: BackendErrorCode, message: string, status?: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(status ? { backendStatus: status } : {}) } });
}

/**
 * Maps an axios failure (network, timeout, or a non-2xx answer in either Strapi form) to a coded GraphQLError.
 * `shopper` is given for calls made on a shopper's behalf (account, address book, orders): their 400s name the
 * fields at fault, and 401/403/429 and a missing route have their own codes.
 */
export function errorFromResponse(error: unknown, what: string, shopper?: { signedIn: boolean }): GraphQLError {
  if (error instanceof GraphQLError) return error;
  const mapped = shopper ? shopperError(error, what, shopper.signedIn) : undefined;
  if (mapped) return mapped;
  // The circuit is open: recent calls failed, so this one was not even sent.
  if (isCircuitOpenError(error)) {
    return backendError("BACKEND_UNAVAILABLE", `The catalogue service is temporarily unavailable (${what}).`);
  }
  if (isAxiosError(error)) {
    if (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT") {
      return backendError("BACKEND_TIMEOUT", `The catalogue service took too long to answer (${what}).`);
    }
    const status = error.response?.status;
    if (status === undefined) {
      return backendError("BACKEND_UNAVAILABLE", `The catalogue service is unreachable (${what}).`);
    }
    // A real Strapi answers 404 with a plain-text "Not Found"; the stand-in with the same. Either way: not found.
    if (status === 404) return backendError("NOT_FOUND", `Not found (${what}).`, status);
    if (status === 400) return backendError("BAD_USER_INPUT", `The catalogue service rejected the request (${what}).`, status);
    return backendError("BACKEND_UNAVAILABLE", `The catalogue service failed (${what}).`, status);
  }
  return backendError("BACKEND_UNAVAILABLE", `The catalogue service failed (${what}).`);
}

/**
 * The backend's own rate limit (Strapi's, per route and shopper address): the same answer as the gateway's limits
 * (guards/attempt-limiter.ts), HTTP 429 with Retry-After and `retryAfterSeconds`, so the shopper is told the wait.
 */
function rateLimited(seconds: number): GraphQLError {
  return new GraphQLError(`Too many attempts. Please try again in ${seconds} seconds.`, {
    extensions: { code: "RATE_LIMITED", retryAfterSeconds: seconds, http: { status: 429, headers: new Map([["Retry-After", String(seconds)]]) } },
  });
}

/** The rules of calls made for a shopper (account, address book, orders), who may or may not be signed in. */
function shopperError(error: unknown, what: string, signedIn: boolean): GraphQLError | undefined {
  const status = isAxiosError(error) ? error.response?.status : undefined;
  if (status === 401) return unauthenticated("Your session has expired or is not valid. Please sign in again.");
  // The public role may not use the route: the request needed a token.
  if (status === 403 && !signedIn) return unauthenticated();
  if (status === 403) return new GraphQLError(`Not allowed (${what}).`, { extensions: { code: "FORBIDDEN" } });
  if (status === 429 && isAxiosError(error)) return rateLimited(retryAfterSeconds(error.response?.headers?.["retry-after"]));
  if (status === 400 && isAxiosError(error)) return userInputError(badRequestFields(error.response?.data));
  if (isAxiosError(error) && isMissingCapability(status, error.config?.url)) {
    return new GraphQLError(`This shop's backend does not offer this (${what}).`, { extensions: { code: "FEATURE_UNAVAILABLE", backendStatus: status } });
  }
  return undefined;
}

// Account, address and order calls: the gateway validates input before calling, so a 400 there is usually a
// rule only the backend can check (an e-mail already taken, a product that went inactive a moment ago); it still
// becomes the same BAD_USER_INPUT shape, with the backend's field names mapped to the schema's paths.

/**
 * users-permissions message ids (`message[0].messages[0].id`) to a field and code, and the shop's own words where
 * the backend's would confuse a shopper or say more than the shop wants to.
 */
const AUTH_IDS: Record<string, { path: string[]; code: FieldErrorCode; message?: string }> = {
  "Auth.form.error.invalid": {
    path: [],
    code: "INVALID_CREDENTIALS",
    message: "The e-mail address (or username) and password do not match. Check them and try again.",
  },
  "Auth.form.error.blocked": { path: [], code: "ACCOUNT_BLOCKED" },
  "Auth.form.error.user.blocked": { path: [], code: "ACCOUNT_BLOCKED" },
  // Neither confirms nor names an account (see Mutation.register).
  "Auth.form.error.email.taken": {
    path: ["input", "email"],
    code: "TAKEN",
    message: "This e-mail address can't be used for a new account. If it's yours, sign in or reset your password.",
  },
  "Auth.form.error.username.format": { path: ["input", "username"], code: "INVALID", message: "A username with @ must be your own e-mail address." },
  "Auth.form.error.password.provide": {
    path: ["input", "currentPassword"],
    code: "REQUIRED",
    message: "Enter your current password to change your e-mail address.",
  },
  "Auth.form.error.username.taken": { path: ["input", "username"], code: "TAKEN" },
  "Auth.form.error.email.format": { path: ["input", "email"], code: "INVALID" },
  "Auth.form.error.phone.format": { path: ["input", "phone"], code: "INVALID" },
  "Auth.form.error.code.provide": { path: ["input", "code"], code: "INVALID_CODE" },
  "Auth.form.error.password.format": { path: ["input", "password"], code: "INVALID" },
  "Auth.form.error.password.same": { path: ["input", "newPassword"], code: "INVALID" },
};

/** Backend field keys (`shipping_address.phone`, `lines.1.product`) to schema paths under `input`. */
const KEY_PARTS: Record<string, string> = {
  first_name: "firstName",
  last_name: "lastName",
  contact_email: "contactEmail",
  contact_phone: "contactPhone",
  contact_name: "contactName",
  needed_by: "neededBy",
  payment_method: "paymentMethod",
  idempotency_key: "idempotencyKey",
  is_default: "isDefault",
  legal_name: "legalName",
  product: "productId",
};

/** A company's fields (`company.trn`, `company.area`) sit under placeOrder's `buyer`, its address texts under `billingAddress`. */
const COMPANY_ADDRESS = new Set(["emirate", "area", "street", "building"]);

function pathOf(parts: string[]): string[] {
  const [first, ...rest] = parts;
  if (first === "shipping_address") return ["input", "shippingAddress", "address", ...rest];
  if (first === "company") return ["input", "buyer", "company", ...(COMPANY_ADDRESS.has(rest[0] ?? "") ? ["billingAddress"] : []), ...rest];
  if (first === "po_number") return ["input", "buyer", "purchaseOrderNumber"];
  return ["input", ...parts];
}

function validationFields(data: unknown): FieldIssue[] {
  const errors = (data as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (!errors || typeof errors !== "object") return [];
  return Object.entries(errors).map(([key, messages]) => {
    const message = String((Array.isArray(messages) ? messages[0] : messages) ?? "Invalid value.");
    const parts = key.split(".").map((part) => KEY_PARTS[part] ?? part);
    const path = pathOf(parts);
    const overLimit = key === "payment_method" ? cashOnDeliveryLimitOf(message) : undefined;
    if (overLimit !== undefined) return { path, code: "OVER_LIMIT", message: cashOnDeliveryRefusal(overLimit) };
    const code: FieldErrorCode = /not available/.test(message) ? "PRODUCT_UNAVAILABLE" : /out of stock/.test(message) ? "OUT_OF_STOCK" : "INVALID";
    return { path, message, code };
  });
}

/**
 * The backend's cash-on-delivery limit, in fils, from its 400 on `payment_method` ("cash_on_delivery is available
 * for orders up to AED 5,000.00; ..."), the stand-in's and the extension's words alike. A backend configured with a
 * lower limit than the gateway's refuses orders the gateway let through: the shopper must get the same OVER_LIMIT
 * (and OVER_PAYMENT_LIMIT refusal) as for the gateway's own limit, with the limit that actually applies.
 */
function cashOnDeliveryLimitOf(message: string): number | undefined {
  const match = /^cash_on_delivery is available for orders up to AED ([\d,]+(?:\.\d{1,2})?)/.exec(message);
  if (!match) return undefined;
  const [whole, fraction = ""] = match[1]!.replace(/,/g, "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

// The gateway's own sentence for its limit (modules/orders/order-rules.ts), English as the API's messages are.
const cashOnDeliveryRefusal = (maxFils: number) => `Cash on delivery is available for orders up to ${formatPrice(maxFils, "en")}. Please choose bank transfer.`;

/** users-permissions' message id of a 400 body (`message[0].messages[0].id`), if it has one. */
export function firstMessageId(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  const id = Array.isArray(message) ? (message[0] as { messages?: { id?: unknown }[] })?.messages?.[0]?.id : undefined;
  return typeof id === "string" ? id : undefined;
}

function badRequestFields(body: unknown): FieldIssue[] {
  const b = body as { message?: unknown; data?: unknown } | undefined;
  if (b?.message === "ValidationError") return validationFields(b.data);
  const first = Array.isArray(b?.message) ? (b.message[0] as { messages?: { id?: string; message?: string }[] })?.messages?.[0] : undefined;
  if (first?.id) {
    const known = AUTH_IDS[first.id] ?? { path: [], code: "INVALID" as const };
    return [{ path: known.path, code: known.code, message: known.message ?? first.message ?? "Invalid input." }];
  }
  return [{ path: [], code: "INVALID", message: typeof b?.message === "string" ? b.message : "Invalid input." }];
}

/**
 * A request that may have reached the backend but whose answer never came: the connection broke after sending,
 * or the call timed out. (A refused connection or an open circuit sent nothing.)
 */
export function answerLost(error: unknown): boolean {
  if (!isAxiosError(error) || error.response) return false;
  return ["ECONNRESET", "EPIPE", "ECONNABORTED", "ETIMEDOUT"].includes(error.code ?? "") || /socket hang up/i.test(error.message);
}

export const isTimeout = (error: unknown) => isAxiosError(error) && (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT");

/** The order was sent but its outcome is unknown. Retrying is safe: the idempotency key makes it one order. */
export function orderUnconfirmed(): GraphQLError {
  return new GraphQLError(
    "Your order was sent, but the confirmation was lost on the way back, so it may have been placed. Placing it again is safe: the same checkout is never ordered twice.",
    { extensions: { code: "BACKEND_UNAVAILABLE", retrySafe: true } },
  );
}

/**
 * The backend has no such route: 405 for a path it serves with other methods, 404 for a collection or account
 * route (an item route's 404 is a missing row). A permanent gap, unlike an outage: the shopper reads that the
 * feature is unavailable, never "try again in a minute". `/orders/track` answers 404 for an unknown order too.
 */
export function isMissingCapability(status: number | undefined, url: string | undefined): boolean {
  if (status === 405) return true;
  return status === 404 && url !== undefined && !/\/\d+$/.test(url) && !url.startsWith("/orders/track");
}
