// Validation of the users-permissions request bodies, in Strapi 3.6's order and with its message ids, so the
// gateway sees the same first error for the same bad input. Pure: no database, no hashing.
import { authMessages, badRequest, HttpError } from "../http/http-error.js";
// users-permissions' e-mail pattern, which the extension keeps verbatim for its own routes.
import { isEmail, normalizeUaePhone } from "../extension-rules.js";

export interface LoginInput {
  identifier: string;
  password: string;
  /** Strapi looks an e-mail identifier up lowercased, a username as typed. */
  by: "email" | "username";
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
}

export const authError = (id: string, message: string): HttpError => badRequest(message, authMessages(id, message));

const text = (body: Record<string, unknown>, key: string): string | undefined => {
  const value = body[key];
  return typeof value === "string" && value !== "" ? value : undefined;
};

export function asBody(body: unknown): Record<string, unknown> {
  return body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function parseLoginBody(raw: unknown): LoginInput {
  const body = asBody(raw);
  const identifier = text(body, "identifier");
  if (!identifier) throw authError("Auth.form.error.email.provide", "Please provide your username or your e-mail.");
  const password = text(body, "password");
  if (!password) throw authError("Auth.form.error.password.provide", "Please provide your password.");
  return isEmail(identifier) ? { identifier: identifier.toLowerCase(), password, by: "email" } : { identifier, password, by: "username" };
}

/** Strapi refuses passwords that look like bcrypt hashes (more than three `$`). */
export const looksHashed = (password: string) => password.split("$").length - 1 > 3;

export function parseRegisterBody(raw: unknown): RegisterInput {
  const body = asBody(raw);
  const password = text(body, "password");
  if (!password) throw authError("Auth.form.error.password.provide", "Please provide your password.");
  const email = text(body, "email");
  if (!email) throw authError("Auth.form.error.email.provide", "Please provide your email.");
  if (looksHashed(password)) {
    throw authError("Auth.form.error.password.format", "Your password cannot contain more than three times the symbol `$`.");
  }
  if (!isEmail(email)) throw authError("Auth.form.error.email.format", "Please provide valid email address.");
  // Stock Strapi leaves a missing username to the database; the stand-in says so plainly instead.
  const username = text(body, "username");
  if (!username) throw authError("Auth.form.error.username.provide", "Please provide your username.");
  if (username.length > 50) throw authError("Auth.form.error.username.length", "Your username must be at most 50 characters.");
  // A username is also a sign-in identifier: one that looks like someone else's e-mail would let its holder take
  // that address's place ("Username already taken" for the address's real owner).
  if (username.includes("@") && username.toLowerCase() !== email.toLowerCase()) {
    throw authError("Auth.form.error.username.format", "Your username cannot be an e-mail address other than your own.");
  }
  if (email.length > 254) throw authError("Auth.form.error.email.format", "Please provide valid email address.");
  const first_name = optionalText(body, "first_name");
  const last_name = optionalText(body, "last_name");
  for (const name of [first_name, last_name]) {
    if (name !== null && name.length > 50) throw authError("Auth.form.error.name.length", "Names must be at most 50 characters.");
  }
  const phoneText = optionalText(body, "phone");
  const phone = phoneText === null ? null : normalizeUaePhone(phoneText);
  if (phoneText !== null && phone === null) throw authError("Auth.form.error.phone.format", "Please provide a valid UAE phone number.");
  return { username, email: email.toLowerCase(), password, first_name, last_name, phone };
}

function optionalText(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || value.length > 200) throw badRequest(`Invalid value for '${key}'`);
  return value;
}

export interface ResetInput {
  code: string;
  password: string;
}

export function parseResetBody(raw: unknown): ResetInput {
  const body = asBody(raw);
  const code = text(body, "code");
  const password = text(body, "password");
  const confirmation = text(body, "passwordConfirmation");
  if (!code || !password || !confirmation) {
    throw authError("Auth.form.error.params.provide", "Incorrect params provided.");
  }
  if (password !== confirmation) throw authError("Auth.form.error.password.matching", "Passwords do not match.");
  return { code, password };
}

export function parseForgotBody(raw: unknown): string {
  const email = text(asBody(raw), "email");
  if (!email || !isEmail(email)) throw authError("Auth.form.error.email.format", "Please provide valid email address.");
  return email.toLowerCase();
}
