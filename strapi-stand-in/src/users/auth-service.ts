// users-permissions' local provider: login, registration and password reset against the users table.
import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";
import type { Db } from "../db/open.js";
import { badRequest, internal } from "../http/http-error.js";
import { parseChangePasswordBody, parseProfileBody } from "../extension-rules.js";
import { authError, looksHashed, parseForgotBody, parseLoginBody, parseRegisterBody, parseResetBody } from "./auth-input.js";
import { issueJwt, revocationStamp } from "./jwt.js";
import { userJson } from "./user-json.js";
import * as users from "./user-repo.js";

export const BCRYPT_COST = 10;
const DEFAULT_ROLE_TYPE = "authenticated";

export interface AuthResult {
  jwt: string;
  user: Record<string, unknown>;
}

const invalid = () => authError("Auth.form.error.invalid", "Identifier or password invalid.");

/**
 * A bcrypt hash of a random password nobody knows, at BCRYPT_COST: an unknown identifier is compared against it,
 * so it costs the same time as a wrong password for a real account and the answer time tells nobody who has one.
 */
const DUMMY_HASH = "$2b$10$ZTNtEwiOqEeFQSLdgdWnQOrB9ANizXU6aDvXeqc9/Dc.vmWe5HtGa";

/** The password check every sign-in-like request pays in full, whether the account exists or not. */
async function passwordMatches(user: users.UserRow | undefined, password: string): Promise<boolean> {
  const matches = await bcrypt.compare(password, user?.password ?? DUMMY_HASH);
  return matches && user?.password != null;
}

export async function login(db: Db, secret: string, body: unknown): Promise<AuthResult> {
  const input = parseLoginBody(body);
  const user = input.by === "email" ? users.findUserByEmail(db, input.identifier) : users.findUserByUsername(db, input.identifier);
  // The password first: "blocked" or "no local password" is only told to someone who knows the password.
  if (!(await passwordMatches(user, input.password)) || !user) {
    if (user && !user.password) {
      throw authError("Auth.form.error.password.local", "This user never set a local password, please login with the provider used during account creation.");
    }
    throw invalid();
  }
  if (user.blocked === 1) throw authError("Auth.form.error.blocked", "Your account has been blocked by an administrator");
  return resultFor(db, secret, user);
}

export async function register(db: Db, secret: string, body: unknown): Promise<AuthResult> {
  const input = parseRegisterBody(body);
  const role = users.findRoleByType(db, DEFAULT_ROLE_TYPE);
  if (!role) throw internal("the authenticated role is missing: re-seed the database");
  // An address someone already signs in with (as e-mail, or as a username from before this rule) is taken.
  if (users.findUserByEmail(db, input.email) || users.findUserByUsername(db, input.email)) {
    throw authError("Auth.form.error.email.taken", "Email is already taken.");
  }
  if (users.findUserByUsername(db, input.username) || users.findUserByEmail(db, input.username)) {
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
  // Whoever held the account before the reset (a thief with a token) is signed out.
  const id = users.replacePasswordWithCode(db, input.code, hash, new Date().toISOString(), revocationStamp());
  const user = id === undefined ? undefined : users.findUserById(db, id);
  if (!user) throw authError("Auth.form.error.code.provide", "Incorrect code provided.");
  return resultFor(db, secret, user);
}

export function publicUser(db: Db, user: users.UserRow): Record<string, unknown> {
  return userJson(user, user.role === null ? undefined : users.findRole(db, user.role));
}

function resultFor(db: Db, secret: string, user: users.UserRow): AuthResult {
  return { jwt: issueJwt(user.id, secret, user.tokens_valid_after), user: publicUser(db, user) };
}

const wrongCurrentPassword = () => authError("Auth.form.error.invalid", "The provided current password is invalid.");

/**
 * `PUT /users/me` (and `PUT /users/:id` for one's own id): the shop's extension of users-permissions. A new e-mail
 * address needs the current password (`currentPassword`): a stolen token alone must not move the account (and
 * its password resets) to another address. A username that was the old address follows the new one, so the old
 * address is free for its next owner.
 */
export async function updateOwnProfile(db: Db, user: users.UserRow, body: unknown): Promise<Record<string, unknown>> {
  const parsed = parseProfileBody(body);
  // Role, blocked, confirmed, provider, the password and the tokens are not a user's to write.
  if (parsed.refused !== undefined) throw badRequest(`'${parsed.refused}' cannot be changed here`);
  const { changes, currentPassword } = parsed;
  const emailChanges = changes.email !== undefined && changes.email !== user.email.toLowerCase();
  if (emailChanges) {
    if (currentPassword === undefined) throw authError("Auth.form.error.password.provide", "Please provide your current password.");
    if (!(await passwordMatches(user, currentPassword))) throw wrongCurrentPassword();
    const other = users.findUserByEmail(db, changes.email as string) ?? users.findUserByUsername(db, changes.email as string);
    if (other && other.id !== user.id) throw authError("Auth.form.error.email.taken", "Email is already taken.");
  } else delete changes.email;
  const { company, ...texts } = changes;
  const columns: Record<string, string | null> = { ...texts };
  if (company !== undefined) columns.company = company === null ? null : JSON.stringify(company);
  if (emailChanges && user.username.toLowerCase() === user.email.toLowerCase()) columns.username = changes.email as string;
  try {
    users.updateProfile(db, user.id, columns, new Date().toISOString());
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
  const input = parseChangePasswordBody(body, looksHashed);
  if (input.problem) throw authError(input.problem.id, input.problem.message);
  if (!(await passwordMatches(user, input.currentPassword))) throw wrongCurrentPassword();
  // Every other session ends; the answer carries a fresh token for this one.
  users.setPassword(db, user.id, await bcrypt.hash(input.password, BCRYPT_COST), new Date().toISOString(), revocationStamp());
  const updated = users.findUserById(db, user.id);
  if (!updated) throw internal(`user ${user.id} vanished after update`);
  return resultFor(db, secret, updated);
}

/** `POST /auth/sign-out-everywhere` (the shop's extension): every token issued so far, this one included, is refused. */
export function signOutEverywhere(db: Db, user: users.UserRow): { ok: true } {
  users.revokeTokens(db, user.id, revocationStamp());
  return { ok: true };
}
