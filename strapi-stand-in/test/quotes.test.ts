// Requests for quote (#27) as the backend serves them, on the stand-in and (`npm run test:strapi`) on a real Strapi
// 3.6.11 with the extension: requests by guests and signed-in buyers with their own consecutive numbers, the 400s
// of a bad request, owner scoping (another buyer never sees a quote; guests need its number and e-mail), the shop's
// answer (the stand-in's admin route, Strapi's content-manager), and acceptance: the order at the quoted prices with
// its tax invoice number, idempotent, and the typed 409 refusals (not quoted, expired, already accepted).
// What differs between the backends is kept in the small functions below (`answer`, `setValidUntil`).
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dubaiDate, invoiceSequenceOf, quoteNumberOf } from "@proav/shop-rules";
import { upgradeSchema } from "../src/db/migrate.js";
import { BASE_SCHEMA_VERSION, SCHEMA_SQL, SCHEMA_UPGRADES } from "../src/db/schema.sql.js";
import { contentManagerEntry, registerStrapiAdmin, STRAPI_PROJECT_ENV } from "../src/testing/start-strapi.js";
import { startTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from "../src/testing/start-test-backend.js";

const onStrapi = Boolean(process.env[STRAPI_PROJECT_ENV]);

interface QuoteLineJson {
  id: number;
  product: number;
  title: string;
  part_number: string | null;
  quantity: number;
  web_unit_price: number;
  quoted_unit_price: number | null;
}

interface QuoteJson {
  id: number;
  number: string;
  user: number | null;
  status: string;
  company: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  trn: string | null;
  emirate: string;
  needed_by: string | null;
  notes: string | null;
  locale: string;
  lines: QuoteLineJson[];
  valid_until: string | null;
  shop_note: string | null;
  quoted_at: string | null;
  order: number | null;
  order_number: string | null;
  accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

interface OrderJson {
  id: number;
  number: string;
  user: number | null;
  status: string;
  payment_method: string;
  contact_email: string;
  contact_phone: string;
  company: Record<string, string> | null;
  po_number: string | null;
  invoice_number: string;
  quote_number: string | null;
  shipping_address: Record<string, string>;
  sub_total: number;
  shipping: number;
  vat_included: number;
  total: number;
  locale: string;
  lines: { product: number; title: string; unit_price: number; quantity: number; line_total: number; list_price: number | null }[];
}

const address = { name: "Mona", phone: "050 123 4567", emirate: "dubai", area: "Dubai Media City", street: "Al Sufouh Rd", building: "Building 5" };
// Product 1 is on sale (AED 1,328.99 against 1,399.00); 3 is sold at its list price (2,299.00); 70 is out of
// stock (it may still be asked for); 8 is inactive; 12 is hidden in Arabic.
const ON_SALE = 1;
const LIST_PRICED = 3;
const OUT_OF_STOCK = 70;

let backend: TestBackend;
let adminToken = TEST_ADMIN_TOKEN;
const today = dubaiDate(new Date());

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: { track: 1000, create: 1000 } });
  // The shop's first administrator (a fresh copy of the seeded database has none), as the admin panel signs in.
  if (onStrapi) adminToken = await registerStrapiAdmin(backend.url);
}, 180_000);

afterAll(async () => {
  await backend?.close();
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

// ---- What differs between the backends --------------------------------------------------------------------------

/**
 * The shop answers a quote: the stand-in's admin route, or Strapi's content-manager as the admin panel saves it
 * (the model's lifecycle checks the answer by the same rule, strapi/shop/quote.js' parseQuoteAnswer).
 */
async function answer(id: number, body: Record<string, unknown>) {
  return onStrapi ? send("PUT", contentManagerEntry("quote", id), body, adminToken) : send("PUT", `/admin/quotes/${id}`, body, adminToken);
}

/** A change through the API: the stand-in's routes refuse it (403); Strapi has no such route (405, as for orders). */
const NO_CHANGE_ROUTE = onStrapi ? 405 : 403;

/**
 * A validity date the shop could not set (the rule allows today onwards), written straight into the backend's
 * SQLite database: how a quote looks once its last day has passed.
 */
function setValidUntil(id: number, date: string) {
  const db = new Database(backend.dbPath);
  try {
    db.prepare("UPDATE quotes SET valid_until = ? WHERE id = ?").run(date, id);
  } finally {
    db.close();
  }
}

// ---- Helpers ----------------------------------------------------------------------------------------------------

let keys = 0;
const key = () => `quote-accept-${Date.now()}-${++keys}`;

async function register() {
  const email = `quote-buyer-${Date.now()}-${++keys}@example.com`;
  const res = await send("POST", "/auth/local/register", { username: email, email, password: "Passw0rd!quote" });
  expect(res.status, res.text).toBe(200);
  return { token: res.body.jwt as string, email, id: res.body.user.id as number };
}

const requestBody = (email: string, extra: Record<string, unknown> = {}) => ({
  company: "Falcon Post Production FZ-LLC",
  contact_name: "Mona Haddad",
  contact_email: email,
  contact_phone: "050 123 4567",
  trn: "100-1234-5678-9003",
  emirate: "dubai",
  needed_by: addDays(today, 14),
  notes: "Forty seats, delivered to the Media City office",
  lines: [
    { product: ON_SALE, quantity: 3 },
    { product: OUT_OF_STOCK, quantity: 150 },
  ],
  ...extra,
});

async function request(email: string, extra: Record<string, unknown> = {}, token?: string): Promise<QuoteJson> {
  const res = await send("POST", "/quotes", requestBody(email, extra), token);
  expect(res.status, res.text).toBe(200);
  return res.body as QuoteJson;
}

/** Quotes every line at `prices` (in the quote's line order), valid 30 days. */
async function quote(q: QuoteJson, prices: (number | string)[], extra: Record<string, unknown> = {}): Promise<QuoteJson> {
  const res = await answer(q.id, {
    status: "quoted",
    valid_until: addDays(today, 30),
    shop_note: "Delivery in 10 working days",
    lines: q.lines.map((line, i) => ({ id: line.id, quoted_unit_price: prices[i] })),
    ...extra,
  });
  expect(res.status, res.text).toBe(200);
  return res.body as QuoteJson;
}

const acceptBody = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  shipping_address: address,
  po_number: " PO-2026/0042 ",
  idempotency_key: key(),
  ...extra,
});

const sequenceOf = (number: string) => Number(/^RFQ-(\d{6,})$/.exec(number)![1]);

// ---- Tests ------------------------------------------------------------------------------------------------------

describe("requesting a quote", () => {
  it("stores a guest's request with its number, the lines' titles and web prices, and no owner", async () => {
    const q = await request("  Mona.Haddad@Example.com ", { contact_phone: "+971 50 123 4567" });
    expect(quoteNumberOf(q.number)).toBe(q.number);
    expect(q).toMatchObject({
      user: null,
      status: "requested",
      company: "Falcon Post Production FZ-LLC",
      contact_name: "Mona Haddad",
      contact_email: "Mona.Haddad@Example.com",
      contact_phone: "+971501234567",
      trn: "100123456789003",
      emirate: "dubai",
      needed_by: addDays(today, 14),
      notes: "Forty seats, delivered to the Media City office",
      locale: "en",
      valid_until: null,
      shop_note: null,
      quoted_at: null,
      order: null,
      order_number: null,
      accepted_at: null,
    });
    expect(q.lines.map((l) => [l.product, l.quantity, l.web_unit_price, l.quoted_unit_price])).toEqual([
      [ON_SALE, 3, 1328.99, null],
      // Out of stock may be asked for: the shop can source it.
      [OUT_OF_STOCK, 150, 12699, null],
    ]);
    expect(q.lines[0]!.title).toBeTruthy();
    expect(q.lines[0]!.part_number).toBe("4J0G2AA");
    expect(Object.keys(q)).not.toContain("accept_idempotency");
  });

  it("makes a signed-in buyer its owner, listed newest first and counted", async () => {
    const buyer = await register();
    const first = await request(buyer.email, { trn: null, needed_by: null, notes: "" }, buyer.token);
    const second = await request(buyer.email, { lines: [{ product: LIST_PRICED, quantity: 1 }] }, buyer.token);
    expect([first.user, first.trn, first.needed_by, first.notes]).toEqual([buyer.id, null, null, null]);
    const list = await send("GET", "/quotes", undefined, buyer.token);
    expect(list.status, list.text).toBe(200);
    expect((list.body as QuoteJson[]).map((q) => q.number)).toEqual([second.number, first.number]);
    expect((await send("GET", "/quotes?_sort=created_at:ASC", undefined, buyer.token)).body.map((q: QuoteJson) => q.number)).toEqual([
      first.number,
      second.number,
    ]);
    expect((await send("GET", `/quotes?number=${first.number}`, undefined, buyer.token)).body.map((q: QuoteJson) => q.id)).toEqual([first.id]);
    expect((await send("GET", "/quotes?_limit=1&_start=1", undefined, buyer.token)).body.map((q: QuoteJson) => q.id)).toEqual([first.id]);
    expect(Number((await send("GET", "/quotes/count", undefined, buyer.token)).body)).toBe(2);
    const one = await send("GET", `/quotes/${second.id}`, undefined, buyer.token);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(second);
  });

  it("refuses a bad request with a 400 naming each field, and stores nothing", async () => {
    const buyer = await register();
    const bad = [
      [{ company: "", contact_name: "  " }, ["company", "contact_name"]],
      [{ contact_email: "mona@", contact_phone: "+44 20 7946 0958" }, ["contact_email", "contact_phone"]],
      [{ trn: "10012345678900", emirate: "Dubai" }, ["trn", "emirate"]],
      [{ needed_by: addDays(today, -1) }, ["needed_by"]],
      [{ needed_by: "2026-02-30" }, ["needed_by"]],
      [{ notes: "n".repeat(2001), locale: "fr" }, ["notes", "locale"]],
      [{ lines: [] }, ["lines"]],
      [{ lines: [{ product: ON_SALE, quantity: 1000 }] }, ["lines.0.quantity"]],
      [
        {
          lines: [
            { product: ON_SALE, quantity: 1 },
            { product: ON_SALE, quantity: 2 },
          ],
        },
        ["lines.1.product"],
      ],
      [{ lines: [{ product: 999_999, quantity: 1 }] }, ["lines.0.product"]],
      // Inactive.
      [
        {
          lines: [
            { product: LIST_PRICED, quantity: 1 },
            { product: 8, quantity: 1 },
          ],
        },
        ["lines.1.product"],
      ],
      // Hidden in Arabic, asked for in Arabic.
      [{ locale: "ar", lines: [{ product: 12, quantity: 1 }] }, ["lines.0.product"]],
    ] as const;
    for (const [extra, fields] of bad) {
      const res = await send("POST", "/quotes", requestBody(buyer.email, extra), buyer.token);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message, JSON.stringify(extra)).toBe("ValidationError");
      expect(Object.keys(res.body.data.errors).sort(), JSON.stringify(extra)).toEqual([...fields].sort());
    }
    expect(Number((await send("GET", "/quotes/count", undefined, buyer.token)).body)).toBe(0);
    // Product 12 in English is fine.
    expect((await request(buyer.email, { lines: [{ product: 12, quantity: 999 }] }, buyer.token)).lines[0]!.quantity).toBe(999);
  });

  it("gives 20 concurrent requests 20 consecutive numbers, no gap and no duplicate; a refused request takes none", async () => {
    const buyer = await register();
    const start = sequenceOf((await request(buyer.email, {}, buyer.token)).number);
    const sent = await Promise.all(Array.from({ length: 20 }, (_, i) => send("POST", "/quotes", requestBody(buyer.email), i % 2 ? buyer.token : undefined)));
    for (const res of sent) expect(res.status, res.text).toBe(200);
    const sequences = sent.map((res) => sequenceOf((res.body as QuoteJson).number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => start + 1 + i));
    const refused = await send("POST", "/quotes", requestBody(buyer.email, { lines: [{ product: 999_999, quantity: 1 }] }));
    expect(refused.status).toBe(400);
    expect(sequenceOf((await request(buyer.email)).number)).toBe(start + 21);
  }, 120_000);
});

describe("owner scoping", () => {
  it("never shows a buyer's quote to another buyer, nor to anyone without a token", async () => {
    const owner = await register();
    const other = await register();
    const q = await request(owner.email, {}, owner.token);
    expect((await send("GET", `/quotes/${q.id}`, undefined, other.token)).status).toBe(404);
    expect((await send("GET", `/quotes/${q.id + 100_000}`, undefined, owner.token)).status).toBe(404);
    expect((await send("GET", "/quotes", undefined, other.token)).body).toEqual([]);
    expect((await send("GET", `/quotes?number=${q.number}`, undefined, other.token)).body).toEqual([]);
    expect(Number((await send("GET", "/quotes/count", undefined, other.token)).body)).toBe(0);
    for (const path of ["/quotes", "/quotes/count", `/quotes/${q.id}`]) expect((await send("GET", path)).status, path).toBe(403);
    // No other filter may widen the owner's scope.
    expect((await send("GET", `/quotes?user=${owner.id}`, undefined, other.token)).status).toBe(400);
    expect((await send("GET", "/quotes?_limit=abc", undefined, owner.token)).status).toBe(400);
    // Nobody changes a quote through the API.
    expect((await send("PUT", `/quotes/${q.id}`, { status: "quoted" }, owner.token)).status).toBe(NO_CHANGE_ROUTE);
    expect((await send("DELETE", `/quotes/${q.id}`, undefined, owner.token)).status).toBe(NO_CHANGE_ROUTE);
  });

  it("finds a guest's quote by its number and contact e-mail (any case), and nothing else", async () => {
    const q = await request("Guest.Buyer@Example.com");
    const track = (number: string, email: string) => send("GET", `/quotes/track?number=${encodeURIComponent(number)}&email=${encodeURIComponent(email)}`);
    const found = await track(q.number, " guest.buyer@example.COM ");
    expect(found.status, found.text).toBe(200);
    expect(found.body).toEqual(q);
    expect((await track(q.number.toLowerCase(), "guest.buyer@example.com")).status).toBe(200);
    expect((await track(q.number, "someone@example.com")).status).toBe(404);
    expect((await track("RFQ-999999", "guest.buyer@example.com")).status).toBe(404);
    expect((await send("GET", `/quotes/track?number=${q.number}`)).status).toBe(400);
    expect((await send("GET", "/quotes/track?email=guest.buyer%40example.com")).status).toBe(400);
  });
});

describe("the shop's answer", () => {
  it("prices every line (zero allowed) with a validity date and a note, and sets quoted_at", async () => {
    const q = await request("answer@example.com");
    const quoted = await quote(q, [0, "12000.5"]);
    expect(quoted.status).toBe("quoted");
    expect(quoted.lines.map((l) => l.quoted_unit_price)).toEqual([0, 12000.5]);
    expect([quoted.valid_until, quoted.shop_note]).toEqual([addDays(today, 30), "Delivery in 10 working days"]);
    expect(Date.parse(quoted.quoted_at!)).toBeGreaterThan(Date.now() - 120_000);
    // Quoted again (a better price), until it is accepted.
    const again = await quote(quoted, [10, 11000], { valid_until: today, shop_note: null });
    expect(again.lines.map((l) => l.quoted_unit_price)).toEqual([10, 11000]);
    expect([again.valid_until, again.shop_note]).toEqual([today, null]);
  });

  it("refuses a bad answer with a 400 and keeps the quote as it was", async () => {
    const q = await request("bad-answer@example.com");
    const ids = q.lines.map((l) => l.id);
    const base = { status: "quoted", valid_until: addDays(today, 30) };
    const bad = [
      [{ ...base, lines: [{ id: ids[0], quoted_unit_price: 100 }] }, "lines.1.quoted_unit_price"],
      [
        {
          ...base,
          lines: [
            { id: ids[0], quoted_unit_price: -1 },
            { id: ids[1], quoted_unit_price: 5 },
          ],
        },
        "lines.0.quoted_unit_price",
      ],
      [
        {
          ...base,
          lines: [
            { id: ids[0], quoted_unit_price: 1.005 },
            { id: ids[1], quoted_unit_price: 5 },
          ],
        },
        "lines.0.quoted_unit_price",
      ],
      [{ ...base, valid_until: addDays(today, -1), lines: ids.map((id) => ({ id, quoted_unit_price: 5 })) }, "valid_until"],
      [{ ...base, valid_until: addDays(today, 366), lines: ids.map((id) => ({ id, quoted_unit_price: 5 })) }, "valid_until"],
      [{ status: "quoted", lines: ids.map((id) => ({ id, quoted_unit_price: 5 })) }, "valid_until"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await answer(q.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.data.errors), JSON.stringify(body)).toContain(field);
    }
    const read = await send("GET", `/quotes/track?number=${q.number}&email=bad-answer%40example.com`);
    expect([read.body.status, read.body.valid_until, read.body.lines.map((l: QuoteLineJson) => l.quoted_unit_price)]).toEqual([
      "requested",
      null,
      [null, null],
    ]);
  });

  it("declines with a note; a declined quote cannot be accepted", async () => {
    const q = await request("declined@example.com");
    const res = await answer(q.id, { status: "declined", shop_note: "Discontinued by the maker" });
    expect(res.status, res.text).toBe(200);
    expect([res.body.status, res.body.shop_note, res.body.valid_until]).toEqual(["declined", "Discontinued by the maker", null]);
    const refused = await send("POST", "/quotes/accept", acceptBody(q.number, { email: "declined@example.com" }));
    expect(refused.status).toBe(409);
    expect(refused.body.data.code).toBe("not_quoted");
  });
});

describe("accepting a quote", () => {
  it("places the order at the quoted prices, paid by bank transfer, with the quote's number and a tax invoice number", async () => {
    const buyer = await register();
    const q = await quote(await request(buyer.email, {}, buyer.token), [1200, 12699]);
    const res = await send("POST", "/quotes/accept", acceptBody(q.number), buyer.token);
    expect(res.status, res.text).toBe(200);
    const { quote: accepted, order, replay } = res.body as { quote: QuoteJson; order: OrderJson; replay: boolean };
    expect(replay).toBe(false);
    expect(order).toMatchObject({
      user: buyer.id,
      status: "pending",
      payment_method: "bank_transfer",
      contact_email: buyer.email,
      contact_phone: "+971501234567",
      po_number: "PO-2026/0042",
      quote_number: q.number,
      locale: "en",
      shipping_address: { ...address, phone: "+971501234567" },
      // The quote has a TRN: the company buyer at the shipping address.
      company: { legal_name: q.company, trn: "100123456789003", emirate: "dubai", area: address.area, street: address.street, building: address.building },
    });
    expect(invoiceSequenceOf(order.invoice_number)).toBeGreaterThan(0);
    // Quoted below the web price: the web price is the list price (the invoice shows the discount); at the web
    // price, none. 150 of one product: a quote's quantities, beyond the cart's 99.
    expect(order.lines.map((l) => [l.product, l.unit_price, l.quantity, l.line_total, l.list_price])).toEqual([
      [ON_SALE, 1200, 3, 3600, 1328.99],
      [OUT_OF_STOCK, 12699, 150, 1_904_850, null],
    ]);
    // 1,908,450.00 AED: free delivery; VAT inside it 5/105.
    expect([order.sub_total, order.shipping, order.total, order.vat_included]).toEqual([1_908_450, 0, 1_908_450, 90_878.57]);
    expect(accepted).toMatchObject({ status: "accepted", order: order.id, order_number: order.number });
    expect(Date.parse(accepted.accepted_at!)).toBeGreaterThan(Date.now() - 120_000);

    // Every read of the order and of the quote says so.
    expect((await send("GET", `/orders/${order.id}`, undefined, buyer.token)).body.quote_number).toBe(q.number);
    expect((await send("GET", `/orders?number=${order.number}`, undefined, buyer.token)).body[0].quote_number).toBe(q.number);
    expect((await send("GET", `/orders/track?number=${order.number}&email=${encodeURIComponent(buyer.email)}`)).body.quote_number).toBe(q.number);
    expect((await send("GET", `/quotes/${q.id}`, undefined, buyer.token)).body).toMatchObject({ status: "accepted", order: order.id });
    // An order from the cart has none.
    const cart = await send(
      "POST",
      "/orders",
      {
        lines: [{ product: LIST_PRICED, quantity: 1 }],
        contact_email: buyer.email,
        contact_phone: "0501234567",
        shipping_address: address,
        payment_method: "bank_transfer",
        idempotency_key: key(),
      },
      buyer.token,
    );
    expect(cart.status, cart.text).toBe(200);
    expect(cart.body.quote_number).toBeNull();
  });

  it("charges delivery below the free-delivery threshold and leaves company out without a TRN (a guest, by e-mail)", async () => {
    const q = await quote(await request("Guest.Accept@Example.com", { trn: "", lines: [{ product: LIST_PRICED, quantity: 1 }] }), ["99.99"]);
    const res = await send("POST", "/quotes/accept", acceptBody(q.number, { email: "guest.accept@example.com", po_number: null, locale: "ar" }));
    expect(res.status, res.text).toBe(200);
    const order = res.body.order as OrderJson;
    expect([order.user, order.company, order.po_number, order.contact_email, order.locale]).toEqual([null, null, null, "guest.accept@example.com", "ar"]);
    expect([order.sub_total, order.shipping, order.total, order.vat_included]).toEqual([99.99, 25, 124.99, 5.95]);
    expect(order.lines.map((l) => [l.unit_price, l.list_price])).toEqual([[99.99, 2299]]);
  });

  it("answers the same order for the same key, and refuses another key as already accepted", async () => {
    const buyer = await register();
    const q = await quote(await request(buyer.email, {}, buyer.token), [1000, 10000]);
    const body = acceptBody(q.number);
    const first = await send("POST", "/quotes/accept", body, buyer.token);
    expect(first.status, first.text).toBe(200);
    const again = await send("POST", "/quotes/accept", body, buyer.token);
    expect(again.status, again.text).toBe(200);
    expect(again.body.replay).toBe(true);
    expect(again.body.order).toEqual(first.body.order);
    const other = await send("POST", "/quotes/accept", acceptBody(q.number), buyer.token);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ statusCode: 409, error: "Conflict", message: "already_accepted", data: { code: "already_accepted" } });
    expect(other.body.data.quote).toMatchObject({ id: q.id, status: "accepted", order: first.body.order.id });
    // One order, one invoice number.
    expect(Number((await send("GET", "/orders/count", undefined, buyer.token)).body)).toBe(1);
    // The shop cannot answer an accepted quote again.
    const requote = await answer(q.id, { status: "quoted", valid_until: today, lines: q.lines.map((l) => ({ id: l.id, quoted_unit_price: 1 })) });
    expect(requote.status).toBe(409);
  });

  it("accepts 5 concurrent submissions with one key as one order", async () => {
    const buyer = await register();
    const q = await quote(await request(buyer.email, {}, buyer.token), [1000, 10000]);
    const body = acceptBody(q.number);
    const results = await Promise.all(Array.from({ length: 5 }, () => send("POST", "/quotes/accept", body, buyer.token)));
    for (const res of results) expect(res.status, res.text).toBe(200);
    expect(new Set(results.map((res) => res.body.order.id)).size).toBe(1);
    expect(results.filter((res) => res.body.replay === false)).toHaveLength(1);
  });

  it("refuses a quote not quoted yet, and an expired one, with the quote", async () => {
    const buyer = await register();
    const requested = await request(buyer.email, {}, buyer.token);
    const notQuoted = await send("POST", "/quotes/accept", acceptBody(requested.number), buyer.token);
    expect(notQuoted.status).toBe(409);
    expect(notQuoted.body).toMatchObject({ message: "not_quoted", data: { code: "not_quoted", quote: { id: requested.id, status: "requested" } } });

    const q = await quote(await request(buyer.email, {}, buyer.token), [1000, 10000], { valid_until: today });
    // Its last day is today: it can still be accepted... once yesterday was its last day, it cannot.
    setValidUntil(q.id, addDays(today, -1));
    const expired = await send("POST", "/quotes/accept", acceptBody(q.number), buyer.token);
    expect(expired.status).toBe(409);
    expect(expired.body.data).toMatchObject({ code: "expired", quote: { id: q.id, status: "quoted", valid_until: addDays(today, -1) } });
    expect(Number((await send("GET", "/orders/count", undefined, buyer.token)).body)).toBe(0);
    // The shop may quote it again with a new date; then it can be accepted.
    await quote(q, [900, 9000]);
    expect((await send("POST", "/quotes/accept", acceptBody(q.number), buyer.token)).status).toBe(200);
  });

  it("answers 404 for a quote that is missing or not the acceptor's", async () => {
    const owner = await register();
    const other = await register();
    const q = await quote(await request(owner.email, {}, owner.token), [1000, 10000]);
    expect((await send("POST", "/quotes/accept", acceptBody(q.number), other.token)).status).toBe(404);
    expect((await send("POST", "/quotes/accept", acceptBody("RFQ-999999"), owner.token)).status).toBe(404);
    // Without a token: the contact e-mail, any case.
    expect((await send("POST", "/quotes/accept", acceptBody(q.number, { email: "someone@example.com" }))).status).toBe(404);
    const guest = await send("POST", "/quotes/accept", acceptBody(q.number.toLowerCase(), { email: owner.email.toUpperCase() }));
    expect(guest.status, guest.text).toBe(200);
    // The order is the quote's owner's.
    expect(guest.body.order.user).toBe(owner.id);
  });

  it("refuses a bad acceptance with a 400 naming each field", async () => {
    const bad = [
      [{ number: "" }, ["number", "email"]],
      [{ email: "someone@" }, ["email"]],
      [{ email: "a@b.ae", shipping_address: { ...address, area: "", phone: "123" } }, ["shipping_address.area", "shipping_address.phone"]],
      [{ email: "a@b.ae", po_number: "P".repeat(36), idempotency_key: "short" }, ["po_number", "idempotency_key"]],
      [{ email: "a@b.ae", locale: "fr" }, ["locale"]],
    ] as const;
    for (const [extra, fields] of bad) {
      const res = await send("POST", "/quotes/accept", acceptBody("RFQ-000001", extra));
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(Object.keys(res.body.data.errors).sort(), JSON.stringify(extra)).toEqual([...fields].sort());
    }
  });
});

describe.runIf(onStrapi)("Strapi's admin panel", () => {
  it("stores only the shop's answer when the panel saves the whole entry: what was asked for stays as the buyer sent it", async () => {
    const q = await request("panel@example.com");
    const opened = await send("GET", contentManagerEntry("quote", q.id), undefined, adminToken);
    expect(opened.status, opened.text).toBe(200);
    const edited = {
      ...opened.body,
      status: "quoted",
      valid_until: addDays(today, 10),
      company: "Someone Else LLC",
      contact_email: "thief@example.com",
      number: "RFQ-999999",
      lines: opened.body.lines.map((line: QuoteLineJson) => ({ ...line, title: "Changed", quantity: 1, web_unit_price: 1, quoted_unit_price: 5 })),
    };
    const saved = await answer(q.id, edited);
    expect(saved.status, saved.text).toBe(200);
    const read = (await send("GET", `/quotes/track?number=${q.number}&email=panel%40example.com`)).body as QuoteJson;
    expect(read).toMatchObject({ number: q.number, status: "quoted", company: q.company, contact_email: q.contact_email, valid_until: addDays(today, 10) });
    expect(read.lines).toEqual(q.lines.map((line) => ({ ...line, quoted_unit_price: 5 })));
  });

  it("creates no quote in the panel: requests come from buyers, numbered by the backend", async () => {
    const created = await send("POST", "/content-manager/collection-types/application::quote.quote", { status: "requested", company: "X" }, adminToken);
    expect(created.status).toBe(400);
  });
});

describe.skipIf(onStrapi)("the stand-in's rate limits", () => {
  it("limits requests, acceptances and look-ups per client address like orders", async () => {
    const limited = await startTestBackend({ rateLimits: { track: 2, create: 2 } });
    try {
      const post = (path: string, body: unknown) =>
        fetch(limited.url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.status);
      expect([
        await post("/quotes", requestBody("a@b.ae")),
        await post("/quotes", requestBody("a@b.ae")),
        await post("/quotes", requestBody("a@b.ae")),
      ]).toEqual([200, 200, 429]);
      const accept = acceptBody("RFQ-000001", { email: "a@b.ae" });
      expect([await post("/quotes/accept", accept), await post("/quotes/accept", accept), await post("/quotes/accept", accept)]).toEqual([409, 409, 429]);
      const track = () => fetch(`${limited.url}/quotes/track?number=RFQ-000001&email=x%40y.ae`).then((r) => r.status);
      expect([await track(), await track(), await track()]).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe.skipIf(onStrapi)("the stand-in's database upgrade", () => {
  it("adds the quotes, their sequence and orders' quote_number, keeping every order line", () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-upgrade-quotes-"));
    try {
      const db = new Database(join(dir, "old.db"));
      db.exec(SCHEMA_SQL);
      db.pragma(`user_version = ${BASE_SCHEMA_VERSION}`);
      // The version before quotes.
      for (const upgrade of SCHEMA_UPGRADES.slice(0, 2)) db.exec(upgrade);
      db.pragma(`user_version = ${BASE_SCHEMA_VERSION + 2}`);
      db.prepare(
        `INSERT INTO orders (id, number, status, status_history, sub_total, shipping, vat_included, total, shipping_address, payment_method,
           contact_email, contact_phone, idempotency_scope, idempotency_key, created_at, updated_at, invoice_number)
         VALUES (1, 'PAV-2026-000001', 'pending', '[]', 100, 0, 4.76, 100, '{}', 'cash_on_delivery', 'a@example.com', '+971501234567', 's', 'k',
           '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:00.000Z', 'INV-000001')`,
      ).run();
      db.prepare(
        `INSERT INTO components_order_lines (id, order_id, position, product, title, part_number, unit_price, quantity, line_total, list_price)
         VALUES (7, 1, 0, 3, 'Licence', NULL, 50, 2, 100, 60)`,
      ).run();
      upgradeSchema(db);
      expect(db.prepare("SELECT quote_number FROM orders").all()).toEqual([{ quote_number: null }]);
      expect(db.prepare("SELECT id, order_id, quantity, list_price FROM components_order_lines").all()).toEqual([
        { id: 7, order_id: 1, quantity: 2, list_price: 60 },
      ]);
      expect(db.prepare("SELECT value FROM shop_sequences WHERE name = 'quote'").get()).toEqual({ value: 0 });
      // An accepted quote's quantities fit; nothing beyond 999 does.
      const line = db.prepare(
        "INSERT INTO components_order_lines (order_id, position, product, title, unit_price, quantity, line_total) VALUES (1, ?, 3, 'x', 1, ?, 1)",
      );
      expect(() => line.run(1, 999)).not.toThrow();
      expect(() => line.run(2, 1000)).toThrow(/CHECK/);
      expect(db.pragma("foreign_key_check")).toEqual([]);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
