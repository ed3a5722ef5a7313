import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@keyv/redis";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { OrderJson } from "@proav/einvoice";
import { createEDocuments, einvoiceConfigFromEnv, type EDocumentRecord, type EDocuments } from "../src/modules/einvoicing/index.js";
import { sellerFromEnv } from "../src/modules/shop/index.js";
import { eventually } from "./support/eventually.js";
import { startRedis, type TestRedis } from "./support/redis.js";
import { TestProvider } from "./support/test-provider.js";

// Delivery of PINT AE documents to an Accredited Service Provider, against a real local HTTP provider: statuses,
// retries with backoff, idempotency on the document number, rejections, the outbox without a provider, and the
// statuses shared through a real Redis by two gateway instances.

const seller = sellerFromEnv({});

const ORDER: OrderJson = {
  number: "PAV-2026-000042",
  created_at: "2026-11-27T08:30:00.000Z",
  invoice_number: "INV-000042",
  invoiced_at: "2026-11-27T08:30:00.000Z",
  credit_note_number: null,
  credited_at: null,
  lines: [{ title: "HP Z8 Fury G5 Workstation", part_number: "HP-Z8G5-01", unit_price: 48_999, quantity: 2, list_price: null }],
  shipping: 25,
  total: 98_023,
  shipping_address: { name: "Layla Haddad", emirate: "dubai", area: "Dubai Studio City", street: "Street 7", building: "Building 7" },
  payment_method: "bank_transfer",
  company: {
    legal_name: "Falcon Post Production FZ-LLC",
    trn: "100987654300003",
    emirate: "dubai",
    area: "Dubai Studio City",
    street: "Street 7",
    building: "Building 7",
  },
  po_number: "PO-7",
  locale: "en",
};

const dirs: string[] = [];
const services: EDocuments[] = [];
afterEach(async () => {
  for (const s of services.splice(0)) s.close();
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function outbox(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "einvoice-outbox-"));
  dirs.push(dir);
  return dir;
}

function logSink() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

async function service(env: Record<string, string>, opts: { redis?: object; statuses?: EDocumentRecord[][] } = {}) {
  const { logger, lines } = logSink();
  const dir = env.EINVOICE_OUTBOX_DIR ?? (await outbox());
  const config = einvoiceConfigFromEnv({ EINVOICE_RETRY_DELAY_MS: "20", ...env, EINVOICE_OUTBOX_DIR: dir }, dir);
  const statuses: EDocumentRecord[] = [];
  opts.statuses?.push(statuses);
  const documents = createEDocuments({ config, seller, redis: opts.redis, logger, onStatus: (r) => statuses.push(r) });
  services.push(documents);
  return { documents, lines, dir, statuses };
}

const statusOf = async (documents: EDocuments, order = ORDER) => (await documents.eDocument(order, "invoice"))?.status;
/** Until the last status reported is `status` (the store's record is written just before it is reported). */
const reaches = (statuses: EDocumentRecord[], status: string) => eventually(() => statuses.at(-1)?.status === status, 5000);

describe("transmission to the provider", () => {
  let provider: TestProvider;
  beforeAll(async () => void (provider = await new TestProvider().start()));
  afterAll(async () => provider.close());
  afterEach(() => {
    provider.requests = [];
    provider.filed.clear();
    provider.script = [];
  });

  it("retries a provider that fails twice, then it is accepted: PREPARED -> SUBMITTED -> ACCEPTED, filed once", async () => {
    provider.script = [503, 503, 201];
    const { documents, statuses, lines } = await service({ EINVOICE_ASP_URL: provider.url, EINVOICE_ASP_TOKEN: "test-token-123" });
    const started = performance.now();
    documents.issue(ORDER);
    expect(performance.now() - started).toBeLessThan(50); // the order is answered before anything is sent
    await reaches(statuses, "ACCEPTED");
    expect(statuses.map((s) => s.status)).toEqual(["PREPARED", "SUBMITTED", "ACCEPTED"]);
    expect(provider.requests).toHaveLength(3);
    const xml = await documents.xml(ORDER, "invoice");
    expect(xml).toContain("<cbc:ID>INV-000042</cbc:ID>");
    for (const request of provider.requests) {
      expect(request).toMatchObject({ key: "INV-000042", auth: "Bearer test-token-123", type: "application/xml; charset=utf-8" });
      expect(request.body).toBe(xml);
    }
    expect([...provider.filed.keys()]).toEqual(["INV-000042"]);
    expect(await documents.eDocument(ORDER, "invoice")).toMatchObject({
      status: "ACCEPTED",
      rejectionReason: null,
      xmlPath: "/account/orders/PAV-2026-000042/einvoice.xml",
    });
    expect(lines.filter((l) => l.msg === "e-invoice not delivered: trying again")).toHaveLength(2);
    expect(await documents.metrics()).toMatchObject({ outboxDepth: 0, failures: 2, accepted: 1, rejected: 0 });

    // The same order again (a repeated placeOrder, a page read): nothing is sent twice.
    documents.issue(ORDER);
    await new Promise((r) => setTimeout(r, 100));
    expect(provider.requests).toHaveLength(3);
  });

  it("counts a duplicate answer (409) as accepted: a retry after a lost answer files nothing twice", async () => {
    // The provider files the document but its answer comes after our timeout; the retry hears 409.
    provider.script = [{ status: 201, body: "{}", delayMs: 600 }, 201];
    const { documents, statuses } = await service({ EINVOICE_ASP_URL: provider.url, EINVOICE_ASP_TOKEN: "test-token-123", EINVOICE_ASP_TIMEOUT_MS: "200" });
    documents.issue(ORDER);
    await reaches(statuses, "ACCEPTED");
    expect(provider.requests.map((r) => r.key)).toEqual(["INV-000042", "INV-000042"]);
    expect(provider.filed.size).toBe(1);
    expect(statuses.map((s) => s.status)).toEqual(["PREPARED", "SUBMITTED", "ACCEPTED"]);
  });

  it("keeps a rejection with the provider's reason, and sends it no more", async () => {
    provider.script = [{ status: 422, body: JSON.stringify({ reason: "ibr-149-ae: unknown buyer endpoint" }) }];
    const { documents, statuses } = await service({ EINVOICE_ASP_URL: provider.url, EINVOICE_ASP_TOKEN: "test-token-123" });
    documents.issue(ORDER);
    await reaches(statuses, "REJECTED");
    expect(await documents.eDocument(ORDER, "invoice")).toMatchObject({ status: "REJECTED", rejectionReason: "ibr-149-ae: unknown buyer endpoint" });
    expect(statuses.map((s) => s.status)).toEqual(["PREPARED", "SUBMITTED", "REJECTED"]);
    expect(await documents.sweep()).toBe(0);
    expect(provider.requests).toHaveLength(1);
  });

  it("gives up after its attempts (left SUBMITTED), and the next start-up sweep delivers it", async () => {
    provider.script = [503, 503];
    const first = await service({ EINVOICE_ASP_URL: provider.url, EINVOICE_ASP_TOKEN: "test-token-123", EINVOICE_RETRY_ATTEMPTS: "2" });
    first.documents.issue(ORDER);
    await eventually(() => first.lines.some((l) => l.msg === "e-invoice not delivered: left SUBMITTED for the next start-up sweep"));
    expect(await statusOf(first.documents)).toBe("SUBMITTED");
    first.documents.close();

    const restarted = await service({ EINVOICE_ASP_URL: provider.url, EINVOICE_ASP_TOKEN: "test-token-123", EINVOICE_OUTBOX_DIR: first.dir });
    expect(await restarted.documents.sweep()).toBe(1);
    await eventually(async () => (await statusOf(restarted.documents)) === "ACCEPTED");
    expect(provider.requests).toHaveLength(3);
    expect(provider.filed.size).toBe(1);
  });

  it("sends the credit note once the backend allocated one, on the next read of the order", async () => {
    const { documents } = await service({ EINVOICE_ASP_URL: provider.url, EINVOICE_ASP_TOKEN: "test-token-123" });
    documents.issue(ORDER);
    await eventually(async () => (await statusOf(documents)) === "ACCEPTED");
    const cancelled = { ...ORDER, credit_note_number: "CN-000009", credited_at: "2026-11-29T10:00:00.000Z" };
    const first = await documents.eDocument(cancelled, "credit-note");
    expect(first).toMatchObject({ xmlPath: "/account/orders/PAV-2026-000042/credit-note.xml" });
    expect(["PREPARED", "SUBMITTED", "ACCEPTED"]).toContain(first?.status);
    await eventually(async () => (await documents.eDocument(cancelled, "credit-note"))?.status === "ACCEPTED");
    expect([...provider.filed.keys()]).toEqual(["INV-000042", "CN-000009"]);
    expect(provider.filed.get("CN-000009")).toContain("<CreditNote xmlns=");
  });
});

describe("without a provider (the outbox)", () => {
  it("writes the XML to the outbox folder, logs its path, and keeps it PREPARED", async () => {
    const { documents, lines, dir } = await service({});
    documents.issue(ORDER);
    const logged = await eventually(() => lines.find((l) => l.msg === "e-invoice written to the outbox (EINVOICE_ASP_URL is not set)"));
    expect(logged).toMatchObject({ level: 30, einvoice: "INV-000042", path: join(dir, "INV-000042.xml") });
    const xml = await readFile(join(dir, "INV-000042.xml"), "utf8");
    expect(xml).toContain("<cbc:ID>INV-000042</cbc:ID>");
    expect(await documents.xml(ORDER, "invoice")).toBe(xml);
    expect(JSON.parse(await readFile(join(dir, "INV-000042.status.json"), "utf8"))).toMatchObject({ status: "PREPARED", orderNumber: ORDER.number });
    expect(await statusOf(documents)).toBe("PREPARED");
    expect(await documents.metrics()).toMatchObject({ outboxDepth: 1, failures: 0 });
  });

  it("makes nothing for a consumer order (no TRN)", async () => {
    const { documents, dir, lines } = await service({});
    const consumer = { ...ORDER, company: null, po_number: null };
    documents.issue(consumer);
    expect(await documents.eDocument(consumer, "invoice")).toBeNull();
    expect(await documents.xml(consumer, "invoice")).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(lines.filter((l) => String(l.msg).startsWith("e-invoice "))).toEqual([]);
    expect(await readFile(join(dir, "INV-000042.xml"), "utf8").catch(() => null)).toBeNull();
  });

  it("never shows or serves a document kept for another order under the same number (numbering restarted)", async () => {
    const { documents, lines } = await service({});
    documents.issue(ORDER);
    await eventually(() => lines.some((l) => l.msg === "e-invoice prepared"));
    const stranger = { ...ORDER, number: "PAV-2026-000999" };
    expect(await documents.eDocument(stranger, "invoice")).toBeNull();
    expect(await documents.xml(stranger, "invoice")).toBeNull();
    expect(lines.find((l) => l.level === 50 && l.keptFor === ORDER.number)).toMatchObject({ einvoice: "INV-000042", order: "PAV-2026-000999" });
    expect(await statusOf(documents)).toBe("PREPARED");
  });

  it("never throws at the order when a document cannot be built", async () => {
    const { documents, lines } = await service({});
    const broken = { ...ORDER, total: 1 };
    expect(() => documents.issue(broken)).not.toThrow();
    expect(await documents.eDocument(broken, "invoice")).toBeNull();
    await eventually(() => lines.find((l) => l.msg === "e-invoice not prepared" && l.level === 50));
  });
});

describe("statuses in Redis (a fleet of gateways)", () => {
  let redis: TestRedis;
  let provider: TestProvider;
  const clients: { destroy(): void }[] = [];
  beforeAll(async () => {
    [redis, provider] = await Promise.all([startRedis(), new TestProvider().start()]);
  });
  afterAll(async () => {
    for (const c of clients) c.destroy();
    await provider.close();
    await redis.kill();
  });

  async function connect() {
    const client = createClient({ url: redis.url });
    await client.connect();
    clients.push(client);
    return client;
  }

  it("shows every instance the same status, and one sweep of two instances sends a document once", async () => {
    const env = { EINVOICE_ASP_URL: provider.url, EINVOICE_ASP_TOKEN: "test-token-123", EINVOICE_RETRY_ATTEMPTS: "1" };
    provider.script = [503];
    const a = await service(env, { redis: await connect() });
    const b = await service(env, { redis: await connect() });
    a.documents.issue(ORDER);
    await eventually(() => a.lines.some((l) => l.msg === "e-invoice not delivered: left SUBMITTED for the next start-up sweep"));
    expect(await statusOf(b.documents)).toBe("SUBMITTED");
    // B never saw the order, yet serves the XML A prepared (it lives in Redis, not only on A's disk).
    expect(await b.documents.xml(ORDER, "invoice")).toContain("<cbc:ID>INV-000042</cbc:ID>");

    const swept = await Promise.all([a.documents.sweep(), b.documents.sweep()]);
    expect(swept).toEqual([1, 1]);
    await eventually(async () => (await statusOf(a.documents)) === "ACCEPTED");
    expect(await statusOf(b.documents)).toBe("ACCEPTED");
    await new Promise((r) => setTimeout(r, 100));
    expect(provider.requests).toHaveLength(2); // the failed try, then one of the two sweeps
    expect(provider.filed.size).toBe(1);
    expect(await a.documents.metrics()).toMatchObject({ outboxDepth: 0 });
  });
});
