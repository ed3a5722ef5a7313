import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { createCache } from "./cache";
import { APOLLO_STATE_KEY } from "./state-transfer";
import { clearSession, readToken, subscribeSession } from "../auth/session-storage";
import { rejectsToken } from "../auth/session-errors";
import { afterPageHydrated } from "../hydration/page-hydrated";

declare global {
  interface Window {
    [APOLLO_STATE_KEY]?: Record<string, unknown>;
  }
}

let client: ApolloClient | undefined;

// The shopper's JWT (localStorage `jwt`) rides on every gateway request as `Authorization: Bearer`; the gateway
// forwards it and the backend verifies it. The token is read per request, so signing in or out takes effect at
// once. The token sent is remembered in the operation's context to tell "this session was refused" from a
// refusal of a token that has since been replaced.
const authLink = new SetContextLink((prev) => {
  const token = readToken();
  return token ? { sentToken: token, headers: { ...prev.headers, authorization: `Bearer ${token}` } } : { sentToken: null };
});

// A token the gateway refuses (expired, forged, account gone) signs the shopper out cleanly: the session is
// cleared, and the notifications show "session ended" with a sign-in link; account screens fall back to their
// signed-out state.
const rejectedSessionLink = new ErrorLink(({ error, operation }) => {
  if (!CombinedGraphQLErrors.is(error)) return;
  const sent = operation.getContext().sentToken as string | null | undefined;
  if (sent && sent === readToken() && rejectsToken(operation.operationName, error.errors)) clearSession("expired");
});

/** The browser's one client, its cache restored from the server's before hydration (no refetch on load). */
export function getBrowserClient(): ApolloClient {
  if (!client) {
    const cache = createCache();
    const state = window[APOLLO_STATE_KEY];
    if (state) cache.restore(state as never);
    const created = new ApolloClient({
      cache,
      // The page's language (its URL made <html lang>) decides the language of its data, not the browser's.
      link: ApolloLink.from([rejectedSessionLink, authLink, new HttpLink({ uri: "/graphql", headers: { "accept-language": document.documentElement.lang } })]),
    });
    // One shopper's orders and addresses must never be shown to the next: a new or ended session (here or in
    // another tab) empties the cache. Catalogue data is refetched as needed.
    let token = readToken();
    subscribeSession(() => {
      const now = readToken();
      if (now === token) return;
      token = now;
      // Not while the page is still hydrating from this cache (a refused token found during load).
      afterPageHydrated(() => void created.clearStore());
    });
    client = created;
  }
  return client;
}
