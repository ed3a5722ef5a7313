import { mkdtempSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, startProcess, stopProcess, waitForOk } from "./processes";
import { startSmtpCatcher } from "./smtp-catcher";
import { startStrapi, STRAPI_PROJECT_ENV } from "../../../strapi-stand-in/src/testing/start-strapi";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const E2E_BACKEND_ADMIN_TOKEN = "e2e-backend-admin-token-0123456789";

// Starts the built stand-in backend (fresh database, shared generated images) and the built gateway, exactly as
// `npm start` runs them, on random free ports. Returns the teardown.
export default async function globalSetup() {
  for (const built of ["strapi-stand-in/dist/index.js", "server/dist/index.js", "client/build/server/index.js"]) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run "npm run build" before the browser tests`);
  }
  const dir = mkdtempSync(join(tmpdir(), "shop-e2e-"));
  // Both processes send real SMTP (order confirmations, contact messages, reset links) to this server.
  const smtp = await startSmtpCatcher();
  const gatewayPort = await freePort();
  const baseUrl = `http://127.0.0.1:${gatewayPort}`;
  // `npm run test:strapi`: the same journeys against a real Strapi 3.6.11 with the shop's extension, which sends
  // its reset mails to the same SMTP server.
  const strapiProject = process.env[STRAPI_PROJECT_ENV];
  const smtpAddress = new URL(smtp.url);
  const strapi = strapiProject
    ? await startStrapi(strapiProject, "e2e-strapi-jwt-secret-0123456789", {
        AUTH_RATE_LIMIT_MAX: "1000",
        SMTP_HOST: smtpAddress.hostname,
        SMTP_PORT: smtpAddress.port,
        SMTP_IGNORE_TLS: "true",
        SHOP_RESET_PASSWORD_URL: `${baseUrl}/account/reset-password`,
      })
    : undefined;
  const backendPort = await freePort();
  const backend = strapi
    ? undefined
    : startProcess(
        "strapi-stand-in/dist/index.js",
        {
          BACKEND_PORT: String(backendPort),
          BACKEND_HOST: "127.0.0.1",
          BACKEND_DB_PATH: join(dir, "shop.db"),
          BACKEND_UPLOADS_DIR: join(root, ".tmp/test-template/uploads"),
          SMTP_URL: smtp.url,
          // Every browser test orders and tracks from 127.0.0.1; the per-address limits have their own tests.
          BACKEND_RATE_LIMIT_TRACK: "1000",
          BACKEND_RATE_LIMIT_ORDERS: "1000",
          // The shop's side of an order (cancelling it issues its tax credit note): PUT /admin/orders/:id.
          BACKEND_ADMIN_TOKEN: E2E_BACKEND_ADMIN_TOKEN,
        },
        root,
      );
  const backendUrl = strapi ? strapi.url : `http://127.0.0.1:${backendPort}`;
  if (backend) await waitForOk(`${backendUrl}/products/count`, 180_000, backend);

  const gateway = startProcess(
    "server/dist/index.js",
    {
      PORT: String(gatewayPort),
      HOST: "127.0.0.1",
      BACKEND_URL: backendUrl,
      PUBLIC_ORIGIN: baseUrl,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      // Every browser test signs in from 127.0.0.1: the per-address sign-in limit (10 per 5 minutes) would trip
      // on the suite itself. The limit has its own integration tests.
      AUTH_RATE_LIMIT_POINTS: "1000",
      ORDER_RATE_LIMIT_POINTS: "1000",
      // The GraphQL explorer is off by default in production; `npm start` turns it on like this.
      GRAPHQL_EXPLORER: "true",
      // The seller's legal data (not configured by default): invoices show the TRN, bank-transfer orders the account.
      SHOP_LEGAL_NAME: "ProAV Trading LLC",
      SHOP_TRN: "100234567890003",
      SHOP_BANK_NAME: "Emirates NBD",
      SHOP_BANK_IBAN: "AE070331234567890123456",
      SMTP_URL: smtp.url,
      // The PINT AE documents in this run's own outbox, as the backend's database is this run's own: with the
      // repository's var/einvoice-outbox, a document number the fresh backend allocates again (CN-000001) was found
      // kept for an earlier run's order, refused as another order's, and the credit note had no XML to download.
      EINVOICE_OUTBOX_DIR: join(dir, "einvoice-outbox"),
      // The suite sends a few contact messages from 127.0.0.1; the rate-limit test uses its own address.
      CONTACT_RATE_LIMIT_POINTS: "20",
    },
    root,
  );
  await waitForOk(`${baseUrl}/readyz`, 60_000, gateway);
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_BACKEND_URL = backendUrl;
  // Only the stand-in has the admin routes; against a real Strapi the shop cancels in its admin panel.
  if (backend) process.env.E2E_BACKEND_ADMIN_TOKEN = E2E_BACKEND_ADMIN_TOKEN;
  // The stand-in's database, for what no route may do: a quote whose last valid day has passed (quote-pages.spec.ts).
  if (backend) process.env.E2E_BACKEND_DB_PATH = join(dir, "shop.db");

  return async () => {
    await stopProcess(gateway);
    if (backend) await stopProcess(backend);
    await strapi?.close();
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
