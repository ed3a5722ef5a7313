// Strapi v3's webhooks as the hosted backend sends them: a POST of
// `{ event, created_at, model, entry }` with `X-Strapi-Event` and the operator's extra headers sent verbatim;
// unsigned, never retried, a 10 s timeout, and a failure is lost silently.

export type WebhookEvent = "entry.create" | "entry.update" | "entry.delete";

export interface WebhookConfig {
  urls: string[];
  /** Extra headers, as an operator configures them in the admin (e.g. `Authorization: Bearer <secret>`). */
  headers: Record<string, string>;
}

const TIMEOUT_MS = 10_000;

/** Sends one event to every URL; resolves when each has answered or failed (never rejects). */
export async function sendWebhook(config: WebhookConfig | undefined, event: WebhookEvent, model: string, entry: unknown): Promise<void> {
  if (!config || config.urls.length === 0) return;
  const body = JSON.stringify({ event, created_at: new Date().toISOString(), model, entry });
  await Promise.allSettled(
    config.urls.map((url) =>
      fetch(url, {
        method: "POST",
        headers: { ...config.headers, "Content-Type": "application/json", "X-Strapi-Event": event, Connection: "close" },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).then((res) => res.arrayBuffer()),
    ),
  );
}
