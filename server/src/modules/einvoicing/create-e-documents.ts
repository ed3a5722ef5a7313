import type { Logger } from "pino";
import type { SellerDetails } from "../shop/index.js";
import { AspTransmitter } from "./asp-transmitter.js";
import { documentSellerFrom } from "./document-seller.js";
import { EDocuments } from "./e-documents.js";
import type { EInvoiceConfig } from "./einvoice-config.js";
import type { EDocumentRecord } from "./edocument-record.js";
import { FileStatusStore } from "./file-status-store.js";
import { OutboxTransmitter } from "./outbox-transmitter.js";
import { RedisStatusStore, type RedisCommands } from "./redis-status-store.js";

// The app's one EDocuments: statuses in Redis when the gateway has it (a fleet sees one status), else in files
// beside the XML in the outbox; documents POSTed to the provider when one is configured, else kept in the outbox.

export interface EDocumentsDeps {
  config: EInvoiceConfig;
  seller: SellerDetails;
  /** The gateway's Redis connection (REDIS_URL), shared with its caches; undefined = statuses in files. */
  redis: object | undefined;
  logger: Logger;
  /** Every status a document takes (tests). */
  onStatus?: (record: EDocumentRecord) => void;
}

export function createEDocuments(deps: EDocumentsDeps): EDocuments {
  const { config, logger } = deps;
  const store = deps.redis ? new RedisStatusStore(deps.redis as RedisCommands, config.outboxDir) : new FileStatusStore(config.outboxDir);
  const transmitter = config.asp ? new AspTransmitter({ ...config.asp, timeoutMs: config.timeoutMs }) : new OutboxTransmitter(logger);
  logger.info(
    { outboxDir: config.outboxDir, provider: config.asp ? new URL(config.asp.url).host : null, statuses: deps.redis ? "redis" : "files" },
    config.asp ? "e-invoices go to the Accredited Service Provider" : "e-invoices go to the outbox folder (EINVOICE_ASP_URL is not set)",
  );
  return new EDocuments({
    store,
    transmitter,
    shop: documentSellerFrom(deps.seller),
    logger,
    retry: { attempts: config.retryAttempts, delayMs: config.retryDelayMs },
    buyersOnNetwork: config.buyersOnNetwork,
    claimMs: config.timeoutMs * 2,
    ...(deps.onStatus ? { onStatus: deps.onStatus } : {}),
  });
}
