import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { hasSessionCookie } from "../../lib/auth/session-cookie.server";
import { rejectsToken } from "../../lib/auth/session-errors";
import type { CookieSessionData } from "./cookie-session";

/**
 * The loader of an account screen: runs the screen's query with the request's `session` cookie (so the server
 * renders the shopper's data, and the page works without JavaScript) and tells the page whether the cookie
 * opened the account. A cookie the gateway refuses (expired, or ended by "Sign out everywhere") does not: the
 * page shows its sign-in prompt, not an account it cannot load.
 */
export async function loadWithSessionCookie(request: Request, query: () => Promise<{ error?: unknown }>): Promise<CookieSessionData> {
  if (!hasSessionCookie(request)) return { cookieSession: false };
  const result = await query().catch((error: unknown) => ({ error }));
  const refused = CombinedGraphQLErrors.is(result.error) && rejectsToken(undefined, result.error.errors);
  return { cookieSession: !refused };
}
