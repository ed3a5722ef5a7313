import type { OutgoingDocument, Transmission, Transmitter } from "./transmitter.js";

// POSTs a document's UBL XML to the Accredited Service Provider (EINVOICE_ASP_URL, bearer EINVOICE_ASP_TOKEN).
// Idempotent on the document number: every try carries `Idempotency-Key: <number>`, so a retry after a lost answer
// cannot file the invoice twice, and a provider that answers 409 (it has the document already) counts as accepted.
// A 4xx about the document is a rejection with the provider's reason; 5xx, 408, 429, 401/403 (credentials being
// fixed) and network failures are tried again later.

const RETRY_STATUSES = new Set([401, 403, 408, 425, 429]);
/** The longest rejection reason kept (the provider's text, shown on the account page). */
const REASON_MAX = 500;

export class AspTransmitter implements Transmitter {
  readonly name = "asp";

  constructor(private readonly options: { url: string; token: string; timeoutMs: number }) {}

  async send(document: OutgoingDocument): Promise<Transmission> {
    let response: Response;
    try {
      response = await fetch(this.options.url, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${this.options.token}`,
          "Content-Type": "application/xml; charset=utf-8",
          Accept: "application/json, text/plain",
          "Idempotency-Key": document.number,
        },
        body: document.xml,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      return { outcome: "retry", error: (error as Error).message };
    }
    const text = await response.text().catch(() => "");
    if (response.ok || response.status === 409) return { outcome: "accepted" };
    if (response.status >= 500 || RETRY_STATUSES.has(response.status)) return { outcome: "retry", error: `HTTP ${response.status}` };
    return { outcome: "rejected", reason: reasonOf(text, response.status) };
  }
}

/** The provider's words: a JSON body's `reason`, `message` or `error` (or its `errors` joined), else the text. */
export function reasonOf(body: string, status: number): string {
  let reason = body.trim();
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const list = Array.isArray(json.errors) ? json.errors.map((e) => (typeof e === "string" ? e : JSON.stringify(e))).join("; ") : null;
    const found = [json.reason, json.message, json.error, list].find((v) => typeof v === "string" && v.trim() !== "");
    if (typeof found === "string") reason = found.trim();
  } catch {
    // Not JSON: the text as it is.
  }
  return (reason || `HTTP ${status}`).slice(0, REASON_MAX);
}
