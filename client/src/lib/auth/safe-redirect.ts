/**
 * Where to send a shopper after signing in: the `redirectTo` they came with, but only a path on this site. An
 * attacker's link such as /account/login?redirectTo=https://evil.example (or //evil.example, /\evil.example,
 * javascript:...) must not turn the shop's sign-in page into a springboard, so anything that is not a plain
 * same-origin path falls back to the account page. The sign-in and reset pages themselves are not destinations.
 */
export const AFTER_SIGN_IN = "/account/user-information";

const BASE = "https://shop.invalid";
const NOT_DESTINATIONS = ["/account/login", "/account/reset-password"];

export function safeRedirect(raw: string | null | undefined, fallback = AFTER_SIGN_IN): string {
  if (!raw || raw.length > 2000) return fallback;
  // Only a single leading slash; browsers treat "//" and "/\" as another host, and control characters or
  // backslashes anywhere are never in a link this shop makes.
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (NOT_DESTINATIONS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The sign-in link for a page that needs a session, coming back to it afterwards. */
export function signInHref(returnTo: string): string {
  const back = safeRedirect(returnTo, "");
  return back ? `/account/login?redirectTo=${encodeURIComponent(back)}` : "/account/login";
}
