import jwt from "jsonwebtoken";
import { unauthorized } from "../http/http-error.js";

/**
 * users-permissions' default: HS256, payload {id, iat, exp}, valid for 30 days. `notBefore` (unix seconds) is the
 * user's `tokens_valid_after`: a token issued in the same second as a password change must still be newer than
 * it, so its iat is moved up to that second (at most one second ahead of the clock).
 */
export function issueJwt(userId: number, secret: string, notBefore = 0): string {
  const iat = Math.max(Math.floor(Date.now() / 1000), notBefore);
  return jwt.sign({ id: userId, iat }, secret, { algorithm: "HS256", expiresIn: "30d" });
}

export interface JwtClaims {
  id: unknown;
  /** Unix seconds; 0 when the token has none (then it predates any revocation). */
  iat: number;
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
  const iat = typeof payload === "object" && typeof payload.iat === "number" ? payload.iat : 0;
  return { id, iat };
}

/** The second from which a revocation made now lets tokens through: every token issued up to now is older. */
export const revocationSecond = (): number => Math.floor(Date.now() / 1000) + 1;
