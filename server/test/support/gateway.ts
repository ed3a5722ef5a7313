import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DestinationStream } from "pino";
import type { AddressInfo } from "node:net";
import { loadConfig } from "../../src/config.js";
import { createLogger } from "../../src/logger.js";
import { createApp } from "../../src/app.js";

export const PUBLIC_ORIGIN = "http://shop.test";

/** The real gateway, in process, on a random port, against the given backend. */
export async function startGateway(
  backendUrl: string,
  env: Record<string, string> = {},
  opts: { log?: DestinationStream; host?: string; waitForSearch?: boolean } = {},
) {
  const einvoiceOutbox = mkdtempSync(join(tmpdir(), "shop-gateway-test-einvoice-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    BACKEND_URL: backendUrl,
    PUBLIC_ORIGIN,
    STOREFRONT: "none",
    LOG_LEVEL: "silent",
    // Without SMTP_URL, e-mail goes to an outbox: a temporary one, never the repository's var/outbox.
    MAIL_OUTBOX_DIR: join(tmpdir(), "shop-gateway-test-outbox"),
    // PINT AE documents of company orders likewise, one folder per gateway: each test backend numbers invoices
    // from the same start, and a number is one document (modules/einvoicing).
    EINVOICE_OUTBOX_DIR: einvoiceOutbox,
    ...env,
  });
  const gateway = await createApp(config, createLogger(config, opts.log));
  // Queries start once the search index is built (or its first build failed: search then uses the backend).
  if (opts.waitForSearch !== false) await gateway.search?.firstAttempt();
  const server = gateway.app.listen(0, opts.host ?? "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    search: gateway.search,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.close();
      rmSync(einvoiceOutbox, { recursive: true, force: true });
    },
  };
}

export interface GraphQLResponse<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

export async function graphql<T = Record<string, any>>(url: string, query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as GraphQLResponse<T>;
}
