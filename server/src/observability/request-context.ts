import { AsyncLocalStorage } from "node:async_hooks";

// What every log line of one request carries, held for everything the request starts (resolvers, DataLoader
// batches, SSR, backend calls): the logger's mixin copies these fields into each line, the backend client sends
// the id on. Fields beyond reqId are optional labels (a client name, say): keep them few and short.

export interface RequestScope {
  reqId: string;
  [label: string]: string | undefined;
}

const scope = new AsyncLocalStorage<RequestScope>();

/** Runs `next` (and everything it starts) as part of the request described by `fields`. */
export function inRequest(fields: RequestScope, next: () => void): void {
  scope.run(fields, next);
}

/** The request the current code runs for; undefined outside one (start-up, the periodic re-sync). */
export function currentRequest(): RequestScope | undefined {
  return scope.getStore();
}
