/**
 * Where to send a shopper after signing in: the `redirectTo` they came with, but only a path on this site. An
 * attacker's link such as /account/login?redirectTo=https://evil.example (or //evil.example, /\evil.example,
 * /..//evil.example, /%2e%2e//evil.example, javascript:...) must not turn the shop's sign-in page into a
 * springboard, so anything that is not a plain same-origin path falls back to the account page. The check runs on
 * the NORMALISED result: the URL parser turns "/..//evil.example" into the path "//evil.example", which a browser
 * (and React Router's navigate) reads as another host. The sign-in and reset pages themselves are not destinations.
 */
export const AFTER_SIGN_IN = "/account/user-information";

const BASE = "http://x.invalid";
const NOT_DESTINATIONS = ["/account/login", "/account/reset-password"];

/** A path the browser resolves against this site's origin: one leading slash, no backslash or control character. */
const isPlainPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !/[\\\u0000-\u001f\u007f]/.test(path);

export function safeRedirect(raw: string | null | undefined, fallback = AFTER_SIGN_IN): string {
  if (!raw || raw.length > 2000 || !isPlainPath(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const result = url.pathname + url.search + url.hash;
  // Normalising may have produced "//host" or "/\host" from an innocent-looking input: check what is returned.
  if (!isPlainPath(result)) return fallback;
  try {
    if (new URL(result, BASE).origin !== BASE) return fallback;
  } catch {
    return fallback;
  }
  if (NOT_DESTINATIONS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return result;
}

/** The sign-in link for a page that needs a session, coming back to it afterwards. */
export function signInHref(returnTo: string): string {
  const back = safeRedirect(returnTo, "");
  return back ? `/account/login?redirectTo=${encodeURIComponent(back)}` : "/account/login";
}
