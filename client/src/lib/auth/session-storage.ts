/**
 * The signed-in shopper's session as the storefront keeps it: the JWT in localStorage under `jwt`, and the first and
 * last name cached beside it (so the header can greet without a request). Only the browser has it; the server
 * renders account UI in its neutral "unknown" state and the browser fills it in after hydration.
 */
import { recordSignOut, type SignOutReason } from "./sign-out-notice";

export const SESSION_KEYS = { token: "jwt", user: "user" } as const;

export interface SessionUser {
  firstName: string;
  lastName: string;
}

export type Session =
  | { status: "unknown" } // server render and the first browser render (before localStorage is read)
  | { status: "signed-out" }
  | { status: "signed-in"; token: string; user: SessionUser | null };

export const UNKNOWN_SESSION: Session = { status: "unknown" };
const SIGNED_OUT: Session = { status: "signed-out" };

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && "firstName" in value && "lastName" in value) {
      const { firstName, lastName } = value as Record<string, unknown>;
      if (typeof firstName === "string" && typeof lastName === "string") return { firstName, lastName };
    }
  } catch {
    // A hand-edited or foreign value: treat it as no cached name rather than failing.
  }
  return null;
}

/** Reads localStorage; storage can throw (privacy modes), which counts as signed out. */
export function readSession(): Session {
  try {
    const token = localStorage.getItem(SESSION_KEYS.token);
    if (!token) return SIGNED_OUT;
    return { status: "signed-in", token, user: parseUser(localStorage.getItem(SESSION_KEYS.user)) };
  } catch {
    return SIGNED_OUT;
  }
}

export function readToken(): string | null {
  const session = readSession();
  return session.status === "signed-in" ? session.token : null;
}

const listeners = new Set<() => void>();
let cached: Session | null = null;

function notify() {
  cached = null;
  for (const listener of listeners) listener();
}

export function saveSession(token: string, user: SessionUser) {
  localStorage.setItem(SESSION_KEYS.token, token);
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ firstName: user.firstName, lastName: user.lastName }));
  notify();
}

/** Refreshes the cached names (after a profile edit) without touching the token. */
export function updateSessionUser(user: SessionUser) {
  if (!readToken()) return;
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ firstName: user.firstName, lastName: user.lastName }));
  notify();
}

/**
 * Signs the shopper out in this browser only: the server's `session` cookie is ended by the /account/logout
 * action (app/routes/account-logout.tsx), which calls this once the server has answered. `reason` decides the
 * notice shown next: "logout" is the shopper's own choice ('Good bye!'), "expired" a token the gateway refused.
 * No notice when there was no session to end.
 */
export function clearSession(reason: SignOutReason = "logout") {
  const hadToken = readToken() !== null;
  try {
    localStorage.removeItem(SESSION_KEYS.token);
    localStorage.removeItem(SESSION_KEYS.user);
  } finally {
    if (hadToken) recordSignOut(reason);
    notify();
  }
}

/** For useSyncExternalStore: a stable snapshot until the session changes here or in another tab. */
export function sessionSnapshot(): Session {
  cached ??= readSession();
  return cached;
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEYS.token || event.key === SESSION_KEYS.user) notify();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
