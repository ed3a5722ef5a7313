import { isAxiosError, type AxiosInstance } from "axios";
import type { Logger } from "pino";
import { currentRequest } from "../observability/request-context.js";
import { isMissingCapability } from "./backend-error.js";
import { isCircuitOpenError } from "./circuit-breaker.js";

// Every failed backend call is logged with the backend route and the status, and (through the logger's request
// scope) the id of the shopper request that made it. Faults are warnings: no answer, a 5xx, a route the backend
// lacks (404/405), a permission it refuses (403). Answers that are the backend doing its job (a refused sign-in
// or form, an expired session, an unknown order or product, its rate limit) are info: a shop runs on them.
// A call the open circuit did not even send is debug: the circuit's opening was the warning, once.

/** Sends the current request's id to the backend (X-Request-Id), so its log lines can be matched to ours. */
export function sendRequestId(http: AxiosInstance): void {
  http.interceptors.request.use((config) => {
    const reqId = currentRequest()?.reqId;
    if (reqId) config.headers.set("X-Request-Id", reqId);
    return config;
  });
}

/** A failed call that is an expected answer rather than a fault of the backend or of its set-up. */
export function isExpectedAnswer(status: number | undefined, url: string | undefined): boolean {
  if (status === undefined) return false;
  if (status === 404) return !isMissingCapability(status, url);
  return status === 400 || status === 401 || status === 409 || status === 422 || status === 429;
}

export function logBackendFailures(http: AxiosInstance, logger: Logger): void {
  http.interceptors.response.use(undefined, (error: unknown) => {
    const config = isAxiosError(error) ? error.config : undefined;
    const status = isAxiosError(error) ? error.response?.status : undefined;
    const line = {
      route: `${(config?.method ?? "get").toUpperCase()} ${config?.url ?? "?"}`,
      status: status ?? null,
      code: isAxiosError(error) ? error.code : undefined,
    };
    if (isCircuitOpenError(error)) logger.debug(line, "backend call not sent: circuit open");
    else if (isExpectedAnswer(status, config?.url)) logger.info(line, "backend call refused");
    else logger.warn(line, "backend call failed");
    return Promise.reject(error);
  });
}
