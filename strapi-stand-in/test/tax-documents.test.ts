// Tax invoices and credit notes (#25) as the backend issues them, on the stand-in and (`npm run test:strapi`) on a
// real Strapi 3.6.11 with the extension: every order gets the next number of one gap-free sequence in the
// transaction that stores it, concurrent orders included; a refused order takes none; the shop's cancellation
// (the stand-in's admin route, Strapi's content-manager) issues one credit note, once. Plus the company buyer and
// PO number an order and an account carry, and (stand-in only) the upgrade that numbers orders placed before.
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creditNoteSequenceOf, invoiceSequenceOf } from "@proav/shop-rules";
import { BASE_SCHEMA_VERSION, SCHEMA_SQL, SCHEMA_VERSION } from "../src/db/schema.sql.js";
import { upgradeSchema } from "../src/db/migrate.js";
import { STRAPI_PROJECT_ENV } from "../src/testing/start-strapi.js";
import { startTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from "../src/testing/start-test-backend.js";

const onStrapi = Boolean(process.env[STRAPI_PROJECT_ENV]);

interface OrderJson {
  id: number;
  number: string;
  status: string;
  status_history: { status: string; at: string; note: string | null }[];
  company: Record<string, string> | null;
  po_number: string | null;
  invoice_number: string;
  invoiced_at: string;
  credit_note_number: string | null;
  credited_at: string | null;
  created_at: string;
  lines: { product: number; unit_price: number; list_price: number | null }[];
}

const company = {
  legal_name: "Falcon Post Production FZ-LLC",
  trn: "100-1234-5678-9003",
  emirate: "dubai",
  area: "Dubai Media City",
  street: "Al Sufouh Rd",
  building: "Building 5, Office 301",
};
const address = { name: "Mona", phone: "050 123 4567", emirate: "dubai", area: "Marina", street: "King St", building: "Tower 1" };

// Webhooks the stand-in fires (Strapi's own are not configured in its test project).
const hooks: { event: string; model: string; entry: { id: number; credit_note_number: string | null } }[] = [];
let hookServer: Server | undefined;
let backend: TestBackend;
let adminToken = TEST_ADMIN_TOKEN;

beforeAll(async () => {
  let webhooks: { urls: string[]; headers: Record<string, string> } | undefined;
  if (!onStrapi) {
    hookServer = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        hooks.push(JSON.parse(body) as (typeof hooks)[number]);
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => hookServer!.listen(0, "127.0.0.1", resolve));
    webhooks = { urls: [`http://127.0.0.1:${(hookServer.address() as { port: number }).port}/hook`], headers: {} };
  }
  backend = await startTestBackend({ rateLimits: { track: 1000, create: 1000 }, webhooks });
  if (onStrapi) {
    // The shop's first administrator (a fresh copy of the seeded database has none), as the admin panel signs in.
    const admin = await send("POST", "/admin/register-admin", {
      email: "admin@example.com",
      firstname: "Shop",
      lastname: "Admin",
      password: "Adm1nPassw0rd",
    });
    expect(admin.status, admin.text).toBe(200);
    adminToken = (admin.body as { data: { token: string } }).data.token;
  }
}, 180_000);

afterAll(async () => {
  await backend?.close();
  await new Promise((resolve) => (hookServer ? hookServer.close(resolve) : resolve(undefined)));
});

async function send(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(backend.url + path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: (text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : text) as any };
}

let keys = 0;
const orderBody = (email: string, extra: Record<string, unknown> = {}) => ({
  lines: [
    { product: 1, quantity: 1 },
    { product: 3, quantity: 1 },
  ],
  contact_email: email,
  contact_phone: "0501234567",
  shipping_address: address,
  payment_method: "bank_transfer",
  idempotency_key: `tax-doc-${Date.now()}-${++keys}`,
  ...extra,
});

async function register() {
  const email = `buyer-${Date.now()}-${++keys}@example.com`;
  const res = await send("POST", "/auth/local/register", { username: email, email, password: "Passw0rd!tax" });
  expect(res.status, res.text).toBe(200);
  return { token: res.body.jwt as string, email };
}

/** The shop cancels the order: the stand-in's admin route, or Strapi's content-manager as the admin panel saves. */
async function cancel(id: number) {
  const res = onStrapi
    ? await send("PUT", `/content-manager/collection-types/application::order.order/${id}`, { status: "cancelled" }, adminToken)
    : await send("PUT", `/admin/orders/${id}`, { status: "cancelled", note: "out of stock at the supplier" }, adminToken);
  expect(res.status, res.text).toBe(200);
}

const placeAs = async (buyer: { token: string; email: string }, extra: Record<string, unknown> = {}) => {
  const res = await send("POST", "/orders", orderBody(buyer.email, extra), buyer.token);
  expect(res.status, res.text).toBe(200);
  return res.body as OrderJson;
};

describe("tax invoice numbers", () => {
  it("gives 20 concurrent orders 20 consecutive invoice numbers, no gap and no duplicate", async () => {
    const buyer = await register();
    const first = await placeAs(buyer);
    const start = invoiceSequenceOf(first.invoice_number)!;
    expect(first.invoice_number).toMatch(/^INV-\d{6,}$/);
    // Issued when stored: the order's own time (Strapi may give its timestamps as epoch milliseconds).
    expect(Date.parse(first.invoiced_at)).toBe(/^\d+$/.test(first.created_at) ? Number(first.created_at) : Date.parse(first.created_at));

    const placed = await Promise.all(Array.from({ length: 20 }, () => send("POST", "/orders", orderBody(buyer.email), buyer.token)));
    for (const res of placed) expect(res.status, res.text).toBe(200);
    const sequences = placed.map((res) => invoiceSequenceOf((res.body as OrderJson).invoice_number)!).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => start + 1 + i));
    // The order number is its own sequence, apart from the invoice's.
    for (const res of placed) expect((res.body as OrderJson).number).toMatch(/^PAV-\d{4}-\d{6,}$/);

    // A repeated submission answers the first order and takes no number.
    const again = await send("POST", "/orders", { ...orderBody(buyer.email), idempotency_key: "tax-doc-repeat-1" }, buyer.token);
    const replay = await send("POST", "/orders", { ...orderBody(buyer.email), idempotency_key: "tax-doc-repeat-1" }, buyer.token);
    expect(replay.body.invoice_number).toBe(again.body.invoice_number);
    expect(invoiceSequenceOf(again.body.invoice_number)).toBe(start + 21);
    expect(invoiceSequenceOf((await placeAs(buyer)).invoice_number)).toBe(start + 22);
  }, 120_000);

  it("refuses bad company input with a 400 naming each field, stores nothing and takes no number", async () => {
    const buyer = await register();
    const before = invoiceSequenceOf((await placeAs(buyer)).invoice_number)!;
    const bad = [
      [{ company: { ...company, trn: "10012345678900" } }, ["company.trn"]],
      [{ company: { ...company, trn: "10012345678900A" } }, ["company.trn"]],
      [{ po_number: "P".repeat(200) }, ["po_number"]],
      [{ company: { ...company, legal_name: "L".repeat(201), area: "" } }, ["company.legal_name", "company.area"]],
      [{ company: { ...company, emirate: "Dubai" }, po_number: 42 }, ["company.emirate", "po_number"]],
      [{ company: "Falcon" }, ["company"]],
    ] as const;
    for (const [extra, fields] of bad) {
      const res = await send("POST", "/orders", orderBody(buyer.email, extra), buyer.token);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(res.body.data.errors).sort(), JSON.stringify(extra)).toEqual([...fields].sort());
    }
    expect(Number((await send("GET", "/orders/count", undefined, buyer.token)).body)).toBe(1);
    expect(invoiceSequenceOf((await placeAs(buyer)).invoice_number)).toBe(before + 1);
  });

  it("stores the company buyer (TRN as its 15 digits), the PO number and each line's list price when sold below it", async () => {
    const buyer = await register();
    const order = await placeAs(buyer, { company, po_number: "  PO-2026/0042 " });
    expect(order.company).toEqual({ ...company, trn: "100123456789003" });
    expect(order.po_number).toBe("PO-2026/0042");
    expect(order.credit_note_number).toBeNull();
    expect(order.credited_at).toBeNull();
    // Product 1 is on sale (1,328.99 against 1,399.00); product 3 is sold at its list price.
    expect(order.lines.map((l) => [l.product, l.unit_price, l.list_price])).toEqual([
      [1, 1328.99, 1399],
      [3, 2299, null],
    ]);
    const read = (await send("GET", `/orders/${order.id}`, undefined, buyer.token)).body as OrderJson;
    expect([read.company, read.po_number, read.invoice_number]).toEqual([order.company, order.po_number, order.invoice_number]);
    const tracked = await send("GET", `/orders/track?number=${order.number}&email=${encodeURIComponent(buyer.email)}`);
    expect(tracked.body.invoice_number).toBe(order.invoice_number);
    // A consumer order: no company, no PO (an empty PO is none).
    const consumer = await placeAs(buyer, { po_number: "  " });
    expect([consumer.company, consumer.po_number]).toEqual([null, null]);
  });
});

describe("tax credit notes", () => {
  it("issues one credit note when the shop cancels an order, and no other when it is cancelled again", async () => {
    const buyer = await register();
    const a = await placeAs(buyer);
    const b = await placeAs(buyer, { company });
    await cancel(a.id);
    const cancelled = (await send("GET", `/orders/${a.id}`, undefined, buyer.token)).body as OrderJson;
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.credit_note_number).toMatch(/^CN-\d{6,}$/);
    expect(Date.parse(cancelled.credited_at!)).toBeGreaterThanOrEqual(Date.parse(cancelled.invoiced_at));
    expect(cancelled.invoice_number).toBe(a.invoice_number);
    expect(cancelled.status_history.map((step) => step.status)).toEqual(["pending", "cancelled"]);

    await cancel(a.id);
    const again = (await send("GET", `/orders/${a.id}`, undefined, buyer.token)).body as OrderJson;
    expect([again.credit_note_number, again.credited_at]).toEqual([cancelled.credit_note_number, cancelled.credited_at]);

    await cancel(b.id);
    const next = (await send("GET", `/orders/${b.id}`, undefined, buyer.token)).body as OrderJson;
    expect(creditNoteSequenceOf(next.credit_note_number!)).toBe(creditNoteSequenceOf(cancelled.credit_note_number!)! + 1);
    // Other orders keep none.
    expect((await placeAs(buyer)).credit_note_number).toBeNull();
  });

  it.skipIf(onStrapi)("appends the cancellation to the history and fires the order's webhook, as a Strapi admin save does", async () => {
    const buyer = await register();
    const order = await placeAs(buyer);
    await cancel(order.id);
    const read = (await send("GET", `/orders/${order.id}`, undefined, buyer.token)).body as OrderJson;
    expect(read.status_history.map((step) => [step.status, step.note])).toEqual([
      ["pending", null],
      ["cancelled", "out of stock at the supplier"],
    ]);
    await cancel(order.id);
    expect(((await send("GET", `/orders/${order.id}`, undefined, buyer.token)).body as OrderJson).status_history).toHaveLength(2);
    const hook = hooks.find((h) => h.model === "order" && h.entry.id === order.id);
    expect(hook).toMatchObject({ event: "entry.update", entry: { credit_note_number: read.credit_note_number } });
    // Only the admin token changes an order; a bad status is a 400.
    expect((await send("PUT", `/admin/orders/${order.id}`, { status: "cancelled" }, buyer.token)).status).toBe(403);
    expect((await send("PUT", `/admin/orders/${order.id}`, { status: "lost" }, adminToken)).status).toBe(400);
    expect((await send("PUT", "/admin/orders/99999999", { status: "cancelled" }, adminToken)).status).toBe(404);
  });
});

describe("the account's company profile", () => {
  it("is saved, replaced and removed with PUT /users/me, validated like an order's, and read from /users/me", async () => {
    const buyer = await register();
    expect((await send("GET", "/users/me", undefined, buyer.token)).body.company).toBeNull();
    const saved = await send("PUT", "/users/me", { company }, buyer.token);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.company).toEqual({ ...company, trn: "100123456789003" });
    expect((await send("GET", "/users/me", undefined, buyer.token)).body.company).toEqual(saved.body.company);
    const bad = await send("PUT", "/users/me", { company: { ...company, trn: "12345" } }, buyer.token);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.errors)).toEqual(["company.trn"]);
    expect((await send("GET", "/users/me", undefined, buyer.token)).body.company).toEqual(saved.body.company);
    const removed = await send("PUT", "/users/me", { company: null }, buyer.token);
    expect(removed.body.company).toBeNull();
    expect((await send("GET", "/users/me", undefined, buyer.token)).body.company).toBeNull();
  });
});

describe("orders placed before the shop numbered its tax documents", () => {
  it("have invoices numbered in the order placed, and the cancelled ones credit notes (the demo accounts' history)", async () => {
    const orders: OrderJson[] = [];
    for (const identifier of ["john.doe@example.com", "jane.smith@example.com"]) {
      const password = identifier.startsWith("john") ? "Passw0rd!john" : "Passw0rd!jane";
      const signIn = await send("POST", "/auth/local", { identifier, password });
      expect(signIn.status, signIn.text).toBe(200);
      orders.push(...((await send("GET", "/orders?_limit=100", undefined, signIn.body.jwt as string)).body as OrderJson[]));
    }
    const demo = orders.filter((o) => o.status_history.length > 0 && Date.parse(o.status_history[0]!.at) < Date.now() - 60 * 60_000);
    expect(demo.length).toBeGreaterThanOrEqual(5);
    demo.sort((x, y) => Date.parse(x.status_history[0]!.at) - Date.parse(y.status_history[0]!.at));
    expect(demo.map((o) => invoiceSequenceOf(o.invoice_number))).toEqual(demo.map((_, i) => i + 1));
    for (const o of demo) expect(o.credit_note_number !== null, o.invoice_number).toBe(o.status === "cancelled");
  });
});

describe.skipIf(onStrapi)("the stand-in's database upgrade", () => {
  it("brings a version-5 database up, numbering its orders by when they were placed, in one step", () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-upgrade-"));
    try {
      const db = new Database(join(dir, "old.db"));
      db.exec(SCHEMA_SQL);
      db.pragma(`user_version = ${BASE_SCHEMA_VERSION}`);
      const insert = db.prepare(
        `INSERT INTO orders (id, number, status, status_history, sub_total, shipping, vat_included, total, shipping_address, payment_method,
           contact_email, contact_phone, idempotency_scope, idempotency_key, created_at, updated_at)
         VALUES (?, ?, ?, ?, 100, 0, 4.76, 100, '{}', 'cash_on_delivery', 'a@example.com', '+971501234567', 's', ?, ?, ?)`,
      );
      // Ids and dates disagree on purpose (an order imported late): the dates decide.
      const history = (status: string, at: string) => JSON.stringify([{ status, at, note: null }]);
      insert.run(
        1,
        "PAV-2026-000001",
        "delivered",
        history("delivered", "2026-03-01T10:00:00.000Z"),
        "k1",
        "2026-03-01T10:00:00.000Z",
        "2026-03-02T00:00:00.000Z",
      );
      insert.run(
        2,
        "PAV-2026-000002",
        "cancelled",
        history("cancelled", "2026-02-15T10:00:00.000Z"),
        "k2",
        "2026-02-01T10:00:00.000Z",
        "2026-02-15T10:00:00.000Z",
      );
      insert.run(3, "PAV-2026-000003", "pending", history("pending", "2026-04-01T10:00:00.000Z"), "k3", "2026-04-01T10:00:00.000Z", "2026-04-01T10:00:00.000Z");
      upgradeSchema(db);
      expect(db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
      const rows = db.prepare("SELECT id, invoice_number, invoiced_at, credit_note_number, credited_at FROM orders ORDER BY id").all();
      expect(rows).toEqual([
        { id: 1, invoice_number: "INV-000002", invoiced_at: "2026-03-01T10:00:00.000Z", credit_note_number: null, credited_at: null },
        {
          id: 2,
          invoice_number: "INV-000001",
          invoiced_at: "2026-02-01T10:00:00.000Z",
          credit_note_number: "CN-000001",
          credited_at: "2026-02-15T10:00:00.000Z",
        },
        { id: 3, invoice_number: "INV-000003", invoiced_at: "2026-04-01T10:00:00.000Z", credit_note_number: null, credited_at: null },
      ]);
      expect(db.prepare("SELECT name, value FROM shop_sequences WHERE name IN ('invoice', 'credit_note') ORDER BY name").all()).toEqual([
        { name: "credit_note", value: 1 },
        { name: "invoice", value: 3 },
      ]);
      // Upgrading again changes nothing.
      upgradeSchema(db);
      expect((db.prepare("SELECT value FROM shop_sequences WHERE name = 'invoice'").get() as { value: number }).value).toBe(3);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
