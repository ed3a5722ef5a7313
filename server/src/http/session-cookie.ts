import type { CookieOptions, Request, Response } from "express";

// The shopper's session as a cookie, for what runs without JavaScript (a form posted to a storefront action) and
// for server-rendered account data. It holds the same JWT the API returns in AuthPayload.token: HttpOnly (no
// script reads it), SameSite=Lax (a cross-site form post does not carry it), Secure when the shop is served over
// https. The gateway sets it whenever it signs a shopper in (login, register, resetPassword) and clears it on
// logout, through /graphql and in-process alike, so the browser client and the forms always agree.

export const SESSION_COOKIE = "session";
/** Strapi's JWTs last 30 days; the cookie never outlives its token. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure, path: "/" };
}

/** The session token a request carries in its cookie (cookie-parser has run), if any. */
export function sessionFromCookie(req: Pick<Request, "cookies"> | undefined): string | undefined {
  const value = (req?.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
  return typeof value === "string" && value !== "" ? value : undefined;
}

export interface SessionCookie {
  /** Remembers `token` for this browser (Set-Cookie on the response). */
  start(token: string): void;
  /** Forgets it. */
  end(): void;
}

export function sessionCookie(res: Response | undefined, secure: boolean): SessionCookie {
  const options = sessionCookieOptions(secure);
  return {
    start: (token) => void res?.cookie(SESSION_COOKIE, token, { ...options, maxAge: MAX_AGE_MS }),
    end: () => void res?.clearCookie(SESSION_COOKIE, options),
  };
}
