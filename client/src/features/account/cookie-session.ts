import { readToken } from "../../lib/auth/session-storage";

/** What an account route's loader tells its page: whether the request carried the gateway's `session` cookie. */
export interface CookieSessionData {
  cookieSession: boolean;
}

/**
 * The clientLoader of an account route. A browser holding the token knows it is signed in: nothing to ask. One
 * without it may still hold the server's HttpOnly `session` cookie (the shopper signed in with a form that posted
 * before this page's JavaScript ran, or without it), which only the server can see: ask the route's server
 * loader, so the page shows the account and its Logout instead of "Please sign in" while the cookie still opens
 * the account to whoever uses this browser next.
 */
export function cookieSessionClientLoader<T extends CookieSessionData>(serverLoader: () => Promise<T>): Promise<T> | CookieSessionData {
  return readToken() ? { cookieSession: false } : serverLoader();
}
