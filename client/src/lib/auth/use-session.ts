import { useSyncExternalStore } from "react";
import { sessionSnapshot, subscribeSession, UNKNOWN_SESSION, type Session } from "./session-storage";

/**
 * The shopper's session. "unknown" on the server and during hydration (the token lives in localStorage, which
 * the server cannot see), so hydration always matches; React then re-renders with the real state. Render a
 * neutral placeholder for "unknown", never the signed-out UI, to avoid a flash for signed-in shoppers.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, sessionSnapshot, () => UNKNOWN_SESSION);
}
