import type { GraphQLFormattedError } from "graphql";

// In production a client sees only what it can act on. Coded errors (BAD_USER_INPUT, NOT_FOUND,
// BACKEND_UNAVAILABLE, GRAPHQL_VALIDATION_FAILED, ...) were written for clients and keep their message. An uncoded
// error is a bug or a library's message (which may name an internal host, a file or a query), so it becomes one
// generic sentence, and the original goes to the log instead. While developing, everything passes through.

export const GENERIC_MESSAGE = "Internal server error";

// graphql-js ends a message with its suggestions: ` Did you mean "title"?`, `... the enum value "NEWEST"?`,
// `... to use an inline fragment on "Product"?`. They let anyone map a schema with introspection turned off.
const SUGGESTIONS = / ?Did you mean .+\?$/s;

export interface FormatErrorOptions {
  /** NODE_ENV=production: hide internal messages and schema suggestions. */
  production: boolean;
  /** Receives each error whose message was hidden, so operators can still see it. */
  onHidden?: (error: unknown) => void;
}

// Apollo Server answers a bad automatic-persisted-query request with 400 but no code, which would read as our own
// bug ("Internal server error", logged at error level). They are the client's mistakes: give them their codes.
const APQ_ERRORS: Record<string, string> = {
  "provided sha does not match query": "PERSISTED_QUERY_HASH_MISMATCH",
  "Unsupported persisted query version": "PERSISTED_QUERY_VERSION_UNSUPPORTED",
};

export function createFormatError({ production, onHidden }: FormatErrorOptions) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const apqCode = APQ_ERRORS[formatted.message];
    if (apqCode && (formatted.extensions?.code === undefined || formatted.extensions.code === "INTERNAL_SERVER_ERROR")) {
      const { stacktrace: _hidden, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions: production ? { code: apqCode } : { ...extensions, code: apqCode } };
    }
    if (!production) return formatted;
    const code = formatted.extensions?.code;
    if (typeof code !== "string" || code === "INTERNAL_SERVER_ERROR") {
      onHidden?.(error);
      return {
        message: GENERIC_MESSAGE,
        ...(formatted.locations && { locations: formatted.locations }),
        ...(formatted.path && { path: formatted.path }),
        extensions: { code: "INTERNAL_SERVER_ERROR" },
      };
    }
    return { ...formatted, message: formatted.message.replace(SUGGESTIONS, "") };
  };
}
