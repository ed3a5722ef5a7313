// Errors that become a response. Strapi 3 answers failures with Boom bodies ({statusCode, error, message}), and
// users-permissions adds a `data` copy of nested validation messages; this class carries both.

const REASONS: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  409: "Conflict",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  431: "Request Header Fields Too Large",
  500: "Internal Server Error",
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Replaces `message` in the body and is echoed as `data` (the users-permissions shape). */
    readonly details?: unknown,
    /** Sent as `data` beside the plain `message` (content-type validation: `{ errors: { field: [..] } }`). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export interface BoomBody {
  statusCode: number;
  error: string;
  message: unknown;
  data?: unknown;
}

export function reasonPhrase(status: number): string {
  return REASONS[status] ?? (status >= 500 ? "Internal Server Error" : "Bad Request");
}

/** The body Strapi sends. 5xx messages are never exposed: the detail goes to the log instead. */
export function boomBody(err: HttpError): BoomBody {
  const error = reasonPhrase(err.status);
  if (err.status >= 500) {
    return { statusCode: err.status, error, message: "An internal server error occurred" };
  }
  if (err.details !== undefined) {
    return { statusCode: err.status, error, message: err.details, data: err.details };
  }
  if (err.data !== undefined) return { statusCode: err.status, error, message: err.message, data: err.data };
  return { statusCode: err.status, error, message: err.message };
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, message, details);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = () => new HttpError(403, "Forbidden");
export const internal = (message: string) => new HttpError(500, message);

/** users-permissions' `formatError`: one message, nested twice. */
export function authMessages(id: string, message?: string): unknown {
  return [{ messages: [message === undefined ? { id } : { id, message }] }];
}
