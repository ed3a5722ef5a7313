import type { DocumentNode } from "graphql";
import { getBrowserClient } from "./browser-client";

/**
 * A route's clientAction: runs its server action (the one write path), then asks the gateway again for the
 * queries the page shows from the browser's Apollo cache, so they reflect what the action changed. React Router
 * revalidates loaders after an action, but those fill the server's cache, not this one. Runs whether the action
 * answered or redirected (a redirect arrives as a thrown Response); a failed refetch leaves the cache as it was
 * and the page's own query says so.
 */
export async function refetchAfterAction<T>(serverAction: () => Promise<T>, queries: readonly DocumentNode[]): Promise<T> {
  try {
    return await serverAction();
  } finally {
    try {
      await getBrowserClient().refetchQueries({ include: [...queries] });
    } catch {
      // The page's own query shows the failure.
    }
  }
}
