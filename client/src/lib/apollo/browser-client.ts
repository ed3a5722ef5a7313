import { ApolloClient, HttpLink } from "@apollo/client";
import { createCache } from "./cache";
import { APOLLO_STATE_KEY } from "./state-transfer";

declare global {
  interface Window {
    [APOLLO_STATE_KEY]?: Record<string, unknown>;
  }
}

let client: ApolloClient | undefined;

/** The browser's one client, its cache restored from the server's before hydration (no refetch on load). */
export function getBrowserClient(): ApolloClient {
  if (!client) {
    const cache = createCache();
    const state = window[APOLLO_STATE_KEY];
    if (state) cache.restore(state as never);
    client = new ApolloClient({ cache, link: new HttpLink({ uri: "/graphql" }) });
  }
  return client;
}
