import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False in the server's HTML and during hydration, true once React runs this page (then it never changes). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
