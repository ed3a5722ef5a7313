import { randomUUID } from "node:crypto";

// A request id is copied into every log line and sent to the backend, so one taken from a client must be a
// short plain token: no spaces, quotes or control characters to forge a log field, no kilobytes per line.
// A load balancer's (nginx's $request_id: 32 hex; a UUID; a trace id) passes; anything else is replaced.
const SANE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

export function acceptRequestId(header: string | string[] | undefined): string {
  return typeof header === "string" && SANE_ID.test(header) ? header : randomUUID();
}
