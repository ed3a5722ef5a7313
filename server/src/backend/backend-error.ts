import { GraphQLError } from "graphql";
import { isAxiosError } from "axios";
import { isCircuitOpenError } from "./circuit-breaker.js";

// The one place where a failed backend call becomes a GraphQL error with a stable `extensions.code`.
// Messages never carry the backend URL or its raw body: clients see a code and a sentence.

export type BackendErrorCode = "BACKEND_UNAVAILABLE" | "BACKEND_TIMEOUT" | "NOT_FOUND" | "BAD_USER_INPUT";

export function backendError(code: BackendErrorCode, message: string, status?: number): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(status ? { backendStatus: status } : {}) } });
}

/** Maps an axios failure (network, timeout, or a non-2xx answer in either Strapi form) to a coded GraphQLError. */
export function errorFromResponse(error: unknown, what: string): GraphQLError {
  if (error instanceof GraphQLError) return error;
  // The circuit is open: recent calls failed, so this one was not even sent.
  if (isCircuitOpenError(error)) {
    return backendError("BACKEND_UNAVAILABLE", `The catalogue service is temporarily unavailable (${what}).`);
  }
  if (isAxiosError(error)) {
    if (error.code === "ECONNABORTED" || error.code === "ETIMEDOUT") {
      return backendError("BACKEND_TIMEOUT", `The catalogue service took too long to answer (${what}).`);
    }
    const status = error.response?.status;
    if (status === undefined) {
      return backendError("BACKEND_UNAVAILABLE", `The catalogue service is unreachable (${what}).`);
    }
    // A real Strapi answers 404 with a plain-text "Not Found"; the stand-in with the same. Either way: not found.
    if (status === 404) return backendError("NOT_FOUND", `Not found (${what}).`, status);
    if (status === 400) return backendError("BAD_USER_INPUT", `The catalogue service rejected the request (${what}).`, status);
    return backendError("BACKEND_UNAVAILABLE", `The catalogue service failed (${what}).`, status);
  }
  return backendError("BACKEND_UNAVAILABLE", `The catalogue service failed (${what}).`);
}
