// Boots the stand-in on a port: used by the process entry and by other packages' tests (port 0 = random).
import { existsSync, statSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createBackendApp } from "./app.js";
import { DEV_JWT_SECRET } from "./config.js";
import { openDatabase } from "./db/open.js";
import type { Logger } from "./http/request-log.js";
import type { OrderRateLimits } from "./routes/orders-routes.js";
import { seedDatabase } from "./seed/seed.js";
import type { MailSettings } from "./users/reset-mail.js";

export interface StartBackendOptions {
  /** 0 picks a free port. Default 1337, as Strapi. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  dbPath: string;
  uploadsDir: string;
  jwtSecret?: string;
  /** Create and seed the database (and images) when the file is missing or empty. */
  seedIfMissing?: boolean;
  log?: Logger;
  /** Storefront page of the password-reset link. */
  resetUrl?: string;
  /** The reset e-mail's transport (SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR). */
  mail?: MailSettings;
  rateLimits?: OrderRateLimits;
  /** Cash on delivery up to this total, in whole AED (COD_MAX_AED). */
  cashOnDeliveryMaxAed?: number;
  adminToken?: string | undefined;
  webhooks?: { urls: string[]; headers: Record<string, string> };
}

export interface RunningBackend {
  url: string;
  port: number;
  /**
   * Stops listening and closes every connection, keep-alive ones included. `graceMs` lets in-flight requests
   * finish first (the process entry uses it on SIGTERM); tests want the default, an immediate close.
   */
  close(opts?: { graceMs?: number }): Promise<void>;
}

export function databaseMissing(dbPath: string): boolean {
  return !existsSync(dbPath) || statSync(dbPath).size === 0;
}

export async function startBackend(opts: StartBackendOptions): Promise<RunningBackend> {
  if (opts.seedIfMissing && databaseMissing(opts.dbPath)) {
    await seedDatabase({ dbPath: opts.dbPath, uploadsDir: opts.uploadsDir, log: (msg) => opts.log?.(msg) });
  }
  const db = openDatabase(opts.dbPath);
  const app = createBackendApp({
    db,
    uploadsDir: opts.uploadsDir,
    jwtSecret: opts.jwtSecret ?? DEV_JWT_SECRET,
    log: opts.log,
    resetUrl: opts.resetUrl,
    mail: opts.mail,
    rateLimits: opts.rateLimits,
    cashOnDeliveryMaxAed: opts.cashOnDeliveryMaxAed,
    adminToken: opts.adminToken,
    webhooks: opts.webhooks,
  });
  const host = opts.host ?? "127.0.0.1";
  const server = app.listen(opts.port ?? 1337, host);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("listening", resolve);
      server.once("error", reject);
    });
  } catch (err) {
    db.close();
    throw err;
  }
  const { port } = server.address() as AddressInfo;
  const urlHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost}:${port}`,
    port,
    close({ graceMs = 0 } = {}) {
      closing ??= new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(force);
          db.close();
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
