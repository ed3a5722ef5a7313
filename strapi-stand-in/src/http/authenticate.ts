// users-permissions' policy: a request that carries an Authorization header is authenticated before any route
// runs, and a bad header fails the request with 401 even on public routes (as the hosted backend does).
import type { RequestHandler, Response } from "express";
import type { Db } from "../db/open.js";
import { verifyJwt } from "../users/jwt.js";
import { findUserById, type UserRow } from "../users/user-repo.js";
import { unauthorized } from "./http-error.js";

export function authenticate(db: Db, secret: string): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const parts = header.trim().split(/\s+/);
    const token = parts[1];
    if (parts.length !== 2 || parts[0]?.toLowerCase() !== "bearer" || !token) {
      throw unauthorized("Invalid authorization header format. Format is Authorization: Bearer [token]");
    }
    const { id, issuedAt } = verifyJwt(token, secret);
    const user = typeof id === "number" && Number.isSafeInteger(id) ? findUserById(db, id) : undefined;
    if (!user) throw unauthorized("User Not Found");
    if (user.blocked === 1) throw unauthorized("Your account has been blocked by an administrator");
    // Issued before the latest password change, reset or "sign out everywhere": that session has ended.
    if (issuedAt < user.tokens_valid_after) throw unauthorized("Invalid token.");
    res.locals.user = user;
    next();
  };
}

export function currentUser(res: Response): UserRow | undefined {
  return res.locals.user as UserRow | undefined;
}
