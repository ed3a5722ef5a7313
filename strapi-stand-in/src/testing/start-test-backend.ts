// For tests in any package: a stand-in on a random 127.0.0.1 port, over a private copy of the seeded template,
// so tests may register users or reset passwords without seeing each other's writes.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBackend } from "../server.js";
import type { OrderRateLimits } from "../routes/orders-routes.js";
import type { Logger } from "../http/request-log.js";
import { ensureTestTemplate, TEMPLATE_DB_ENV, TEMPLATE_UPLOADS_ENV } from "./test-template.js";
import { startStrapi, STRAPI_PROJECT_ENV } from "./start-strapi.js";

/** Fixed so tests can sign their own tokens (expired, tampered) with `jsonwebtoken`. */
export const TEST_JWT_SECRET = "shop-backend-test-secret-0123456789";

export interface TestBackend {
  /** e.g. `http://127.0.0.1:41234`, no trailing slash. */
  url: string;
  /** The private database copy (deleted on close). */
  dbPath: string;
  uploadsDir: string;
  jwtSecret: string;
  close(): Promise<void>;
}

/** The admin token of every test backend (the admin product routes). */
export const TEST_ADMIN_TOKEN = "shop-backend-test-admin-token-0123";

/** `smtpUrl`: where reset e-mails go; without it, .eml files in `outboxDir` (default: the private temp folder). */
export async function startTestBackend(
  opts: {
    smtpUrl?: string;
    outboxDir?: string;
    rateLimits?: OrderRateLimits;
    webhooks?: { urls: string[]; headers: Record<string, string> };
    /** Cash on delivery up to this total, in whole AED (COD_MAX_AED; the extension's SHOP_COD_MAX_AED). */
    cashOnDeliveryMaxAed?: number;
    /** Where the stand-in's log lines go (default: nowhere); `jsonLogger` from ../log.ts writes the real format. */
    log?: Logger;
  } = {},
): Promise<TestBackend> {
  // `npm run test:strapi`: the same tests against a real Strapi 3.6.11 with the shop's extension.
  const strapiProject = process.env[STRAPI_PROJECT_ENV];
  if (strapiProject) {
    // Strapi's auth rate limit (5 a minute per address) would trip on the tests themselves, which all come from
    // 127.0.0.1; the limit has its own test (strapi-extension.test.ts).
    const smtp = opts.smtpUrl ? new URL(opts.smtpUrl) : undefined;
    const strapi = await startStrapi(strapiProject, TEST_JWT_SECRET, {
      AUTH_RATE_LIMIT_MAX: "1000",
      ...(smtp ? { SMTP_HOST: smtp.hostname, SMTP_PORT: smtp.port, SMTP_IGNORE_TLS: "true" } : {}),
      ...(opts.cashOnDeliveryMaxAed === undefined ? {} : { SHOP_COD_MAX_AED: String(opts.cashOnDeliveryMaxAed) }),
    });
    return { url: strapi.url, dbPath: strapi.dbPath, uploadsDir: "", jwtSecret: TEST_JWT_SECRET, close: strapi.close };
  }
  const template = await templatePaths();
  const dir = mkdtempSync(join(tmpdir(), "shop-backend-test-"));
  const dbPath = join(dir, "shop.db");
  copyFileSync(template.dbPath, dbPath);
  try {
    const running = await startBackend({
      port: 0,
      host: "127.0.0.1",
      dbPath,
      uploadsDir: template.uploadsDir,
      jwtSecret: TEST_JWT_SECRET,
      mail: { smtpUrl: opts.smtpUrl, from: "ProAV Shop <shop@example.test>", outboxDir: opts.outboxDir ?? join(dir, "outbox") },
      rateLimits: opts.rateLimits,
      cashOnDeliveryMaxAed: opts.cashOnDeliveryMaxAed,
      adminToken: TEST_ADMIN_TOKEN,
      webhooks: opts.webhooks,
      log: opts.log,
    });
    return {
      url: running.url,
      dbPath,
      uploadsDir: template.uploadsDir,
      jwtSecret: TEST_JWT_SECRET,
      async close() {
        await running.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/** The globalSetup's template when it ran (scripts/test-setup/seed-template.ts), else build or reuse the default. */
async function templatePaths(): Promise<{ dbPath: string; uploadsDir: string }> {
  const dbPath = process.env[TEMPLATE_DB_ENV];
  const uploadsDir = process.env[TEMPLATE_UPLOADS_ENV];
  if (dbPath && uploadsDir) return { dbPath, uploadsDir };
  return ensureTestTemplate();
}
