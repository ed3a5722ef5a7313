import { ApolloClient } from "@apollo/client";
import { createCache } from "./cache";
import { inProcessLink, type InProcessExecute } from "./in-process-link";

/** A new client for every server request: a shared one would mix shoppers' data. */
export function createServerClient(execute: InProcessExecute): ApolloClient {
  return new ApolloClient({ ssrMode: true, cache: createCache(), link: inProcessLink(execute) });
}
