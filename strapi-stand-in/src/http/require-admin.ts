// The stand-in's admin routes (products, orders) stand for what the shop does in Strapi's admin panel. They are
// guarded by a token from the stand-in's configuration (BACKEND_ADMIN_TOKEN); without one configured, they don't exist.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Request } from "express";
import { forbidden } from "./http-error.js";

const digest = (s: string) => createHash("sha256").update(s).digest();

/** Throws 403 unless the request carries the admin token as a bearer token (compared in constant time). */
export function requireAdmin(req: Request, token: string): void {
  const header = req.headers.authorization ?? "";
  const given = /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] ?? "";
  // Without the admin's token the caller is the public role, which Strapi refuses writes with 403 (sample 48).
  if (!timingSafeEqual(digest(given), digest(token))) throw forbidden();
}
