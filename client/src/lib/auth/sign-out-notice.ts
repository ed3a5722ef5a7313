/**
 * Why the shopper was signed out, kept for one page load in sessionStorage. A sign-out may be followed at once by
 * a full page load (the shopper follows a plain link, or reloads), and a notice held only in memory would vanish
 * with it; the notifications component reads this flag on start and after every sign-out.
 */
export type SignOutReason = "logout" | "expired";

const KEY = "signed-out";
const REASONS: readonly SignOutReason[] = ["logout", "expired"];

export function recordSignOut(reason: SignOutReason) {
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // Storage unavailable (privacy modes): the notice is lost, the sign-out itself still happened.
  }
}

/** The pending reason, if any, without consuming it (a reload may follow before it has been seen). */
export function pendingSignOut(): SignOutReason | null {
  try {
    const value = sessionStorage.getItem(KEY);
    return REASONS.includes(value as SignOutReason) ? (value as SignOutReason) : null;
  } catch {
    return null;
  }
}

export function forgetSignOut() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
