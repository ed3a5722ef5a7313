import { prepareCached } from "../db/statements.js";
import type { Db } from "../db/open.js";

export interface UserRow {
  id: number;
  username: string;
  email: string;
  provider: string;
  password: string | null;
  reset_password_token: string | null;
  confirmation_token: string | null;
  confirmed: 0 | 1;
  blocked: 0 | 1;
  role: number | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  /** JSON of the company profile (CompanyFields), or null. */
  company: string | null;
  /** Unix milliseconds: tokens issued before this are refused (http/authenticate.ts). */
  tokens_valid_after: number;
  created_at: string;
  updated_at: string;
}

export interface RoleRow {
  id: number;
  name: string;
  description: string | null;
  type: string;
}

export interface NewUser {
  username: string;
  email: string;
  password: string;
  role: number;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  created_at: string;
}

export const findUserById = (db: Db, id: number) => prepareCached(db, "SELECT * FROM users WHERE id = ?").get(id) as UserRow | undefined;

export const findUserByEmail = (db: Db, email: string) => prepareCached(db, "SELECT * FROM users WHERE email = ?").get(email) as UserRow | undefined;

export const findUserByUsername = (db: Db, username: string) =>
  prepareCached(db, "SELECT * FROM users WHERE username = ?").get(username) as UserRow | undefined;

export const findRole = (db: Db, id: number) => prepareCached(db, "SELECT * FROM roles WHERE id = ?").get(id) as RoleRow | undefined;

export const findRoleByType = (db: Db, type: string) => prepareCached(db, "SELECT * FROM roles WHERE type = ?").get(type) as RoleRow | undefined;

export function insertUser(db: Db, user: NewUser): number {
  const result = prepareCached(
    db,
    `INSERT INTO users (username, email, provider, password, confirmed, blocked, role, first_name, last_name, phone,
       created_at, updated_at)
     VALUES (@username, @email, 'local', @password, 1, 0, @role, @first_name, @last_name, @phone, @created_at, @created_at)`,
  ).run(user);
  return Number(result.lastInsertRowid);
}

export function setResetToken(db: Db, id: number, token: string | null, now: string): void {
  prepareCached(db, "UPDATE users SET reset_password_token = ?, updated_at = ? WHERE id = ?").run(token, now, id);
}

/**
 * Sets a new password and spends the reset code in one statement, so a code works once even under races. Every
 * token issued so far stops working (`validAfter`: users/jwt.ts revocationStamp).
 */
export function replacePasswordWithCode(db: Db, code: string, hash: string, now: string, validAfter: number): number | undefined {
  const row = prepareCached(
    db,
    `UPDATE users SET password = ?, reset_password_token = NULL, tokens_valid_after = MAX(tokens_valid_after + 1, ?), updated_at = ?
     WHERE reset_password_token = ? RETURNING id`,
  ).get(hash, validAfter, now, code) as { id: number } | undefined;
  return row?.id;
}

/** Applies profile changes to one row; the UNIQUE indexes on email and username settle a race between two accounts. */
export function updateProfile(db: Db, id: number, changes: Record<string, string | null>, now: string): void {
  const columns = Object.keys(changes).filter((c) => ["first_name", "last_name", "email", "username", "phone", "company"].includes(c));
  if (columns.length === 0) return;
  const sets = columns.map((c) => `${c} = @${c}`).join(", ");
  prepareCached(db, `UPDATE users SET ${sets}, updated_at = @now WHERE id = @id`).run({ ...changes, id, now });
}

/** A new password; every token issued so far stops working (`validAfter`: users/jwt.ts revocationStamp). */
export function setPassword(db: Db, id: number, hash: string, now: string, validAfter: number): void {
  prepareCached(db, "UPDATE users SET password = ?, tokens_valid_after = MAX(tokens_valid_after + 1, ?), updated_at = ? WHERE id = ?").run(
    hash,
    validAfter,
    now,
    id,
  );
}

/** "Sign out everywhere": every token issued so far stops working (`validAfter`: users/jwt.ts revocationStamp). */
export function revokeTokens(db: Db, id: number, validAfter: number): void {
  prepareCached(db, "UPDATE users SET tokens_valid_after = MAX(tokens_valid_after + 1, ?) WHERE id = ?").run(validAfter, id);
}
