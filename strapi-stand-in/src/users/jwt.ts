import jwt from "jsonwebtoken";
import { unauthorized } from "../http/http-error.js";

/**
 * users-permissions' default: HS256, payload {id, iat, exp}, valid for 30 days, plus the shop extension's `ts`:
 * the issue time in unix milliseconds (strapi/extensions/users-permissions/services/Jwt.js), which revocation is
 * judged by. `notBefore` is the user's `tokens_valid_after`: a token issued right after a password change must be
 * newer than it, so its `ts` is moved up to it (a millisecond or two ahead of the clock at most).
 */
export function issueJwt(userId: number, secret: string, notBefore = 0): string {
  return jwt.sign({ id: userId, ts: Math.max(Date.now(), notBefore) }, secret, { algorithm: "HS256", expiresIn: "30d" });
}

export interface JwtClaims {
  id: unknown;
  /** Unix milliseconds: `ts`, or `iat` (seconds) for a token without it; 0 when it has neither. */
  issuedAt: number;
}

/**
 * The token's user id and issue time. Only HS256 is accepted, so `alg: none` and tokens signed with another key
 * or algorithm are all "Invalid token." (sample 52), whatever their claims say.
 */
export function verifyJwt(token: string, secret: string): JwtClaims {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, { algorithms: ["HS256"] });
  } catch {
    throw unauthorized("Invalid token.");
  }
  const id = typeof payload === "object" ? payload.id : undefined;
  if (id === undefined) throw unauthorized("Invalid token: Token did not contain required fields");
  const claims = typeof payload === "object" ? payload : {};
  const issuedAt = Number.isFinite(claims.ts) ? (claims.ts as number) : typeof claims.iat === "number" ? claims.iat * 1000 : 0;
  return { id, issuedAt };
}

/**
 * The unix milliseconds a revocation made now passes to the repository, which stores
 * `MAX(tokens_valid_after + 1, this)`: later than the clock and than every `ts` issued so far (a `ts` is never
 * ahead of `tokens_valid_after`), so even a token issued in the same millisecond is refused.
 */
export const revocationStamp = (): number => Date.now() + 1;
