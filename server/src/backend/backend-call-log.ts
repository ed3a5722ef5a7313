import { AsyncLocalStorage } from "node:async_hooks";
import { isAxiosError, type AxiosInstance } from "axios";
import type { Logger } from "pino";

// Every failed backend call is logged at warn with the shopper request that made it, the backend route and the
// status, so an operator can see a gap (a 404 route, a 403 permission) that the shopper only sees as a sentence.
// The request id travels in an AsyncLocalStorage: resolvers, DataLoader batches and SSR all run inside it.

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `next` (and everything it starts) as part of the request with this id. */
export function withRequestId(requestId: string, next: () => void): void {
  scope.run({ requestId }, next);
}

export function logBackendFailures(http: AxiosInstance, logger: Logger): void {
  http.interceptors.response.use(undefined, (error: unknown) => {
    const config = isAxiosError(error) ? error.config : undefined;
    logger.warn(
      {
        requestId: scope.getStore()?.requestId,
        route: `${(config?.method ?? "get").toUpperCase()} ${config?.url ?? "?"}`,
        status: isAxiosError(error) ? (error.response?.status ?? null) : null,
        code: isAxiosError(error) ? error.code : undefined,
      },
      "backend call failed",
    );
    return Promise.reject(error);
  });
}
