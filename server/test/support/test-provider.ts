import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";

// A stand-in Accredited Service Provider for the e-invoice tests: a real HTTP server on a random port that answers
// each POST with the next scripted status (201 once the script is spent) and files each document once per
// Idempotency-Key, answering 409 to a key it already filed, as a provider deduplicating on the invoice number.

type Step = number | { status: number; body?: string; delayMs?: number };

/** A provider that answers each POST with the next scripted status and files each accepted document once per key. */
export class TestProvider {
  server!: Server;
  url = "";
  requests: { key: string | undefined; auth: string | undefined; type: string | undefined; body: string }[] = [];
  filed = new Map<string, string>();
  script: Step[] = [];
  /** While set, every POST waits for it before it is filed or answered (a provider that hangs). */
  hold: Promise<void> | null = null;

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/documents`;
    return this;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let body = "";
    for await (const chunk of req) body += chunk;
    const key = req.headers["idempotency-key"] as string | undefined;
    if (this.hold) await this.hold;
    this.requests.push({ key, auth: req.headers.authorization, type: req.headers["content-type"], body });
    const next = this.script.shift() ?? 201;
    const step = typeof next === "number" ? { status: next, body: "" } : next;
    if (step.status === 201 && key) {
      if (this.filed.has(key)) return void res.writeHead(409, { "content-type": "application/json" }).end('{"error":"duplicate"}');
      this.filed.set(key, body);
    }
    if (step.delayMs) await new Promise((r) => setTimeout(r, step.delayMs));
    if (!res.destroyed) res.writeHead(step.status, { "content-type": "application/json" }).end(step.body || "{}");
  }

  async close() {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}
