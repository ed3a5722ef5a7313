import {
  buildPintAeXml,
  documentNumber,
  hasEDocuments,
  taxDocumentFromOrder,
  type DocumentSeller,
  type OrderJson,
  type TaxDocumentKind,
} from "@proav/einvoice";
import type { Logger } from "pino";
import { retryDelayMs } from "../../mail/retry-delay.js";
import { UNFINISHED, xmlPathOf, type EDocumentModel, type EDocumentRecord, type EDocumentStatus } from "./edocument-record.js";
import type { StatusStore } from "./status-store.js";
import type { Transmitter } from "./transmitter.js";
import { orderFromWebhook } from "./order-webhook.js";

// The shop's PINT AE documents, one service per gateway process. An order placed for a company (a TRN) gets its
// invoice built, kept (PREPARED) and handed to the transmitter after the order is answered; the credit note follows
// once the backend allocated one (the shop cancelled the order), when the order is next read or placed again.
// Nothing here ever throws at an order or delays it: every failure is logged and the document waits for a retry
// (exponential backoff in this process, then the next start-up sweep).

const KINDS: readonly TaxDocumentKind[] = ["invoice", "credit-note"];

export interface EDocumentsOptions {
  store: StatusStore;
  transmitter: Transmitter;
  /** The seller and its bank as documents name them; null when the configuration cannot make a valid document. */
  shop: DocumentSeller | null;
  logger: Logger;
  retry: { attempts: number; delayMs: number };
  buyersOnNetwork: boolean;
  /** How long one instance holds the right to transmit a document (longer than one POST's timeout). */
  claimMs: number;
  /** Every status a document takes, in order (tests, metrics). */
  onStatus?: (record: EDocumentRecord) => void;
}

/** What operations read (prom-client gauges and counters, #26). */
export interface EDocumentMetrics {
  /** Documents PREPARED or SUBMITTED in the store: waiting in the outbox or for the provider. */
  outboxDepth: number;
  /** Transmissions that failed and will be (or were) tried again, since start. */
  failures: number;
  /** Documents accepted / rejected by the provider, since start. */
  accepted: number;
  rejected: number;
  /** Retries scheduled in this process right now. */
  retriesPending: number;
}

export class EDocuments {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly counts = { failures: 0, accepted: 0, rejected: 0 };
  private closed = false;

  constructor(private readonly options: EDocumentsOptions) {}

  /** After an order is placed (or read again): prepares what it lacks and sends it in the background. Never throws. */
  issue(order: OrderJson): void {
    if (!hasEDocuments(order)) return;
    for (const kind of KINDS) {
      if (documentNumber(order, kind)) void this.ensure(order, kind).catch((err) => this.failed(order, kind, err));
    }
  }

  /**
   * A Strapi webhook for the `order` model (the shop cancelled an order: its credit note is allocated): issues the
   * order's documents at once. False when the body is not a company order with everything a document needs.
   */
  receiveWebhook(body: unknown): boolean {
    const order = orderFromWebhook(body);
    if (order) this.issue(order);
    return order !== null;
  }

  /** GraphQL's `eInvoice` of the order's invoice or credit note; null for a consumer order or a document not allocated. */
  async eDocument(order: OrderJson, kind: TaxDocumentKind): Promise<EDocumentModel | null> {
    const number = hasEDocuments(order) ? documentNumber(order, kind) : null;
    if (!number) return null;
    try {
      // A document this shop never prepared (a credit note allocated by a cancel in the backend, an order placed
      // while this was down) is prepared now, on first read: the lazy path.
      const record = this.ownedBy(order, (await this.options.store.get(number)) ?? (await this.ensure(order, kind)));
      if (!record) return null;
      return { status: record.status, rejectionReason: record.rejectionReason, updatedAt: record.updatedAt, xmlPath: xmlPathOf(order.number, kind) };
    } catch (err) {
      this.failed(order, kind, err);
      return null;
    }
  }

  /** The document's XML as submitted (prepared now if it was not yet); null when the order has no such document. */
  async xml(order: OrderJson, kind: TaxDocumentKind): Promise<string | null> {
    const number = hasEDocuments(order) ? documentNumber(order, kind) : null;
    if (!number) return null;
    const record = this.ownedBy(order, (await this.options.store.get(number)) ?? (await this.ensure(order, kind)));
    return record ? this.options.store.xml(number) : null;
  }

  /** At start-up: sends again what an earlier run left PREPARED or SUBMITTED (on any instance, with Redis). */
  async sweep(): Promise<number> {
    const numbers = await this.options.store.unfinished();
    if (this.options.transmitter.name === "outbox") {
      if (numbers.length) this.options.logger.info({ waiting: numbers.length }, "e-invoices wait in the outbox (EINVOICE_ASP_URL is not set)");
      return 0;
    }
    if (numbers.length) this.options.logger.info({ documents: numbers.length }, "e-invoice sweep: sending the documents an earlier run left unfinished");
    for (const number of numbers) this.later(number, 1, 0);
    return numbers.length;
  }

  async metrics(): Promise<EDocumentMetrics> {
    const outboxDepth = (await this.options.store.unfinished().catch(() => [])).length;
    return { outboxDepth, ...this.counts, retriesPending: this.timers.size };
  }

  /** Stops the retries; the documents stay unfinished in the store for the next start-up sweep. */
  close(): void {
    this.closed = true;
    if (this.timers.size) this.options.logger.warn({ pending: this.timers.size }, "e-invoice retries left for the next start-up sweep");
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * The record when it is this order's. A number kept for another order means the backend's numbering started again
   * (a development database re-seeded over an old outbox): never show or serve another order's document.
   */
  private ownedBy(order: OrderJson, record: EDocumentRecord | null): EDocumentRecord | null {
    if (!record || record.orderNumber === order.number) return record;
    this.options.logger.error(
      { einvoice: record.number, order: order.number, keptFor: record.orderNumber },
      "e-invoice number already kept for another order: did the backend's numbering restart? Move the old outbox (or its Redis keys) away",
    );
    return null;
  }

  private async ensure(order: OrderJson, kind: TaxDocumentKind): Promise<EDocumentRecord | null> {
    if (!this.options.shop) return null;
    const document = taxDocumentFromOrder(order, this.options.shop, kind, { buyerOnNetwork: this.options.buyersOnNetwork });
    if (!document) return null;
    const record: EDocumentRecord = {
      number: document.number,
      kind,
      orderNumber: order.number,
      status: "PREPARED",
      rejectionReason: null,
      updatedAt: new Date().toISOString(),
      attempts: 0,
    };
    const { record: stored, created } = await this.options.store.prepare(record, buildPintAeXml(document));
    if (created) {
      this.options.onStatus?.(stored);
      this.options.logger.info({ einvoice: stored.number, kind, order: order.number }, "e-invoice prepared");
      this.later(stored.number, 1, 0);
    }
    return stored;
  }

  /** Try `attempt` of `number` after `delayMs` (0: once the current request is answered). */
  private later(number: string, attempt: number, delayMs: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.submit(number, attempt).catch((err) => this.options.logger.error({ einvoice: number, err }, "e-invoice transmission failed"));
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async submit(number: string, attempt: number): Promise<void> {
    const { store, transmitter, logger, retry } = this.options;
    if (this.closed || !(await store.claim(number, this.options.claimMs))) return;
    try {
      const record = await store.get(number);
      const xml = await store.xml(number);
      if (!record || !UNFINISHED.includes(record.status)) return;
      if (xml === null) return void logger.error({ einvoice: number }, "e-invoice has a status but no XML: left as it is");
      const outgoing = { number, kind: record.kind, orderNumber: record.orderNumber, xml, path: store.pathOf(number) };
      if (transmitter.name === "outbox") return void (await transmitter.send(outgoing));
      const submitted = await this.move(record, "SUBMITTED", null, record.attempts + 1);
      const result = await transmitter.send(outgoing);
      switch (result.outcome) {
        case "accepted":
          this.counts.accepted += 1;
          await this.move(submitted, "ACCEPTED", null);
          logger.info({ einvoice: number, attempts: submitted.attempts }, "e-invoice accepted by the provider");
          return;
        case "rejected":
          this.counts.rejected += 1;
          await this.move(submitted, "REJECTED", result.reason);
          logger.error({ einvoice: number, reason: result.reason }, "e-invoice rejected by the provider");
          return;
        case "kept":
          return;
        case "retry":
          this.counts.failures += 1;
          if (attempt >= retry.attempts) {
            logger.error({ einvoice: number, attempts: attempt, error: result.error }, "e-invoice not delivered: left SUBMITTED for the next start-up sweep");
            return;
          }
          logger.warn({ einvoice: number, attempt, error: result.error }, "e-invoice not delivered: trying again");
          this.later(number, attempt + 1, retryDelayMs(retry.delayMs, attempt + 1));
      }
    } finally {
      await store.release(number).catch(() => undefined);
    }
  }

  private async move(record: EDocumentRecord, status: EDocumentStatus, reason: string | null, attempts = record.attempts): Promise<EDocumentRecord> {
    const changed = status !== record.status;
    const next = { ...record, status, rejectionReason: reason, attempts, updatedAt: changed ? new Date().toISOString() : record.updatedAt };
    await this.options.store.update(next);
    if (changed) this.options.onStatus?.(next);
    return next;
  }

  private failed(order: OrderJson, kind: TaxDocumentKind, err: unknown): void {
    this.options.logger.error({ order: order.number, kind, err }, "e-invoice not prepared");
  }
}
