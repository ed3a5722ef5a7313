// users-permissions' local provider: login, registration and password reset against the users table.
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Db } from "../db/open.js";
import { badRequest, internal } from "../http/http-error.js";
import { parseChangePasswordBody, parseProfileBody } from "./profile-input.js";
import { authError, parseForgotBody, parseLoginBody, parseRegisterBody, parseResetBody } from "./auth-input.js";
import { issueJwt } from "./jwt.js";
import { userJson } from "./user-json.js";
import * as users from "./user-repo.js";

export const BCRYPT_COST = 10;
const DEFAULT_ROLE_TYPE = "authenticated";

export interface AuthResult {
  jwt: string;
  user: Record<string, unknown>;
}

const invalid = () => authError("Auth.form.error.invalid", "Identifier or password invalid.");

export async function login(db: Db, secret: string, body: unknown): Promise<AuthResult> {
  const input = parseLoginBody(body);
  const user =
    input.by === "email" ? users.findUserByEmail(db, input.identifier) : users.findUserByUsername(db, input.identifier);
  if (!user) throw invalid();
  if (user.blocked === 1) throw authError("Auth.form.error.blocked", "Your account has been blocked by an administrator");
  if (!user.password) {
    throw authError(
      "Auth.form.error.password.local",
      "This user never set a local password, please login with the provider used during account creation.",
    );
  }
  if (!(await bcrypt.compare(input.password, user.password))) throw invalid();
  return resultFor(db, secret, user);
}

export async function register(db: Db, secret: string, body: unknown): Promise<AuthResult> {
  const input = parseRegisterBody(body);
  const role = users.findRoleByType(db, DEFAULT_ROLE_TYPE);
  if (!role) throw internal("the authenticated role is missing: re-seed the database");
  if (users.findUserByEmail(db, input.email)) throw authError("Auth.form.error.email.taken", "Email is already taken.");
  if (users.findUserByUsername(db, input.username)) {
    throw authError("Auth.form.error.username.taken", "Username already taken");
  }
  const password = await bcrypt.hash(input.password, BCRYPT_COST);
  // Re-checked by the UNIQUE constraints: two concurrent registrations can both pass the look-ups above.
  let id: number;
  try {
    id = users.insertUser(db, { ...input, password, role: role.id, created_at: new Date().toISOString() });
  } catch (err) {
    if (err instanceof Error && err.message.includes("users.username")) {
      throw authError("Auth.form.error.username.taken", "Username already taken");
    }
    if (err instanceof Error && err.message.includes("users.email")) {
      throw authError("Auth.form.error.email.taken", "Email is already taken.");
    }
    throw err;
  }
  const user = users.findUserById(db, id);
  if (!user) throw internal(`user ${id} vanished after insert`);
  return resultFor(db, secret, user);
}

/**
 * Mails a reset code, then stores it, as users-permissions does: a mail that fails leaves the old code (if any)
 * valid and answers 400 with the provider's error (`ctx.badRequest(null, err)`), never `{ ok: true }`.
 */
export async function forgotPassword(db: Db, body: unknown, send: (email: string, code: string) => Promise<void>) {
  const email = parseForgotBody(body);
  const user = users.findUserByEmail(db, email);
  if (!user) throw authError("Auth.form.error.user.not-exist", "This email does not exist.");
  if (user.blocked === 1) throw authError("Auth.form.error.user.blocked", "This user is disabled.");
  const code = randomBytes(64).toString("hex");
  try {
    await send(email, code);
  } catch (err) {
    const { code: errorCode, command, responseCode } = err as { code?: string; command?: string; responseCode?: number };
    throw badRequest("Bad Request", { code: errorCode, command, responseCode });
  }
  users.setResetToken(db, user.id, code, new Date().toISOString());
  return { ok: true };
}

export async function resetPassword(db: Db, secret: string, body: unknown): Promise<AuthResult> {
  const input = parseResetBody(body);
  const hash = await bcrypt.hash(input.password, BCRYPT_COST);
  const id = users.replacePasswordWithCode(db, input.code, hash, new Date().toISOString());
  const user = id === undefined ? undefined : users.findUserById(db, id);
  if (!user) throw authError("Auth.form.error.code.provide", "Incorrect code provided.");
  return resultFor(db, secret, user);
}

export function publicUser(db: Db, user: users.UserRow): Record<string, unknown> {
  return userJson(user, user.role === null ? undefined : users.findRole(db, user.role));
}

function resultFor(db: Db, secret: string, user: users.UserRow): AuthResult {
  return { jwt: issueJwt(user.id, secret), user: publicUser(db, user) };
}

/** `PUT /users/:id` for the caller's own record. */
export function updateOwnProfile(db: Db, user: users.UserRow, body: unknown): Record<string, unknown> {
  const changes = parseProfileBody(body);
  if (changes.email !== undefined && changes.email !== user.email) {
    const other = users.findUserByEmail(db, changes.email);
    if (other && other.id !== user.id) throw authError("Auth.form.error.email.taken", "Email is already taken.");
  }
  try {
    users.updateProfile(db, user.id, changes as Record<string, string | null>, new Date().toISOString());
  } catch (err) {
    if (err instanceof Error && err.message.includes("users.email")) throw authError("Auth.form.error.email.taken", "Email is already taken.");
    throw err;
  }
  const updated = users.findUserById(db, user.id);
  if (!updated) throw internal(`user ${user.id} vanished after update`);
  return publicUser(db, updated);
}

/** `POST /auth/change-password`: the current password must match; answers a fresh `{ jwt, user }`. */
export async function changePassword(db: Db, secret: string, user: users.UserRow, body: unknown): Promise<AuthResult> {
  const input = parseChangePasswordBody(body);
  if (!user.password || !(await bcrypt.compare(input.currentPassword, user.password))) {
    throw authError("Auth.form.error.invalid", "The provided current password is invalid.");
  }
  users.setPassword(db, user.id, await bcrypt.hash(input.password, BCRYPT_COST), new Date().toISOString());
  const updated = users.findUserById(db, user.id);
  if (!updated) throw internal(`user ${user.id} vanished after update`);
  return resultFor(db, secret, updated);
}
