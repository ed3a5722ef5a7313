import jwt from "jsonwebtoken";
import { unauthorized } from "../http/http-error.js";

/** users-permissions' default: HS256, payload {id, iat, exp}, valid for 30 days. */
export function issueJwt(userId: number, secret: string): string {
  return jwt.sign({ id: userId }, secret, { algorithm: "HS256", expiresIn: "30d" });
}

/**
 * The token's user id. Only HS256 is accepted, so `alg: none` and tokens signed with another key or algorithm
 * are all "Invalid token." (sample 52), whatever their claims say.
 */
export function verifyJwt(token: string, secret: string): unknown {
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, { algorithms: ["HS256"] });
  } catch {
    throw unauthorized("Invalid token.");
  }
  const id = typeof payload === "object" ? payload.id : undefined;
  if (id === undefined) throw unauthorized("Invalid token: Token did not contain required fields");
  return id;
}
