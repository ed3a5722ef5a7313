// The body of `PUT /users/:id` (the caller's own record) and `POST /auth/change-password`. Only profile fields
// can be changed this way: role, blocked, confirmed, provider and the tokens are not writable by a user, and the
// password has its own route, which asks for the current one.
import { authError, asBody } from "./auth-input.js";
import { isEmail } from "./email.js";
import { FieldErrors } from "../validation/field-errors.js";
import { normalizeUaePhone } from "../validation/uae-phone.js";
import { badRequest } from "../http/http-error.js";

export const NAME_MAX = 50;
export const EMAIL_MAX = 254;

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  email?: string;
  /** null removes the phone number. */
  phone?: string | null;
  /** Required (and checked) when `email` changes. Never stored. */
  currentPassword?: string;
}

const WRITABLE = new Set(["first_name", "last_name", "email", "phone", "currentPassword"]);

export function parseProfileBody(raw: unknown): ProfileChanges {
  const body = asBody(raw);
  for (const key of Object.keys(body)) {
    if (!WRITABLE.has(key)) throw badRequest(`'${key}' cannot be changed here`);
  }
  const errors = new FieldErrors();
  const changes: ProfileChanges = {};
  for (const key of ["first_name", "last_name"] as const) {
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
    const phone = typeof body.phone === "string" ? normalizeUaePhone(body.phone) : null;
    if (phone === null) errors.add("phone", "phone must be a UAE phone number");
    else changes.phone = phone;
  }
  if (typeof body.currentPassword === "string" && body.currentPassword !== "") changes.currentPassword = body.currentPassword;
  errors.throwIfAny();
  return changes;
}

export interface ChangePasswordInput {
  currentPassword: string;
  password: string;
}

/** Strapi v4's shape (`currentPassword`, `password`, `passwordConfirmation`); v3 has no such route. */
export function parseChangePasswordBody(raw: unknown): ChangePasswordInput {
  const body = asBody(raw);
  const { currentPassword, password, passwordConfirmation } = body;
  if (typeof currentPassword !== "string" || typeof password !== "string" || typeof passwordConfirmation !== "string" || !currentPassword || !password) {
    throw authError("Auth.form.error.params.provide", "Incorrect params provided.");
  }
  if (password !== passwordConfirmation) throw authError("Auth.form.error.password.matching", "Passwords do not match.");
  if (password === currentPassword) {
    throw authError("Auth.form.error.password.same", "Your new password must be different than your current password.");
  }
  return { currentPassword, password };
}
