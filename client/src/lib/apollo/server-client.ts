import { ApolloClient } from "@apollo/client";
import { createCache } from "./cache";
import { inProcessLink, type InProcessExecute } from "./in-process-link";

/**
 * A new client for every server request: a shared one would mix shoppers' data. Its cache lives for one render,
 * so it does not memoise reads (`resultCaching`): the dependency tracking that makes repeated reads cheap in a
 * long-lived browser cache cost more than it saved here (measured with `npm run bench:render`).
 */
export function createServerClient(execute: InProcessExecute): ApolloClient {
  return new ApolloClient({ ssrMode: true, cache: createCache({ resultCaching: false }), link: inProcessLink(execute) });
}
