import { createHash, timingSafeEqual } from "node:crypto";

// `Authorization: Bearer <secret>` checked against a configured secret (the Strapi webhook's, the metrics token),
// in constant time whatever the lengths: both sides are hashed to 32 bytes first.

const digest = (text: string) => createHash("sha256").update(text).digest();

export function bearerMatches(header: string | undefined, secret: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(secret)) && given.length > 0;
}
