import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { simpleParser, type ParsedMail } from "mailparser";
import { addDays, dubaiDate } from "@proav/shop-rules";
import { startTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { contentManagerEntry, registerStrapiAdmin, STRAPI_PROJECT_ENV } from "../../strapi-stand-in/src/testing/start-strapi.js";
import { startGateway } from "./support/gateway.js";
import { codeOf, fieldsOf, freshIp, gql, type GqlReply } from "./support/graphql-client.js";

// Requests for quote through the real gateway and stand-in (docs/quotes.md): a request as a guest and signed in,
// refusals with field paths and nothing written, owner scoping, the shop quoting in the backend, acceptance into
// an order at the quoted prices (bank transfer, the quote number as its reference), idempotent acceptance and the
// state refusals, the gateway's abuse limits and the e-mails (the gateway's outbox).

let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let limited: Awaited<ReturnType<typeof startGateway>>;
let db: Database.Database;
/** The stand-in's admin token, or (`npm run test:strapi`) the JWT of the real Strapi's first administrator. */
let adminToken = TEST_ADMIN_TOKEN;
const onStrapi = Boolean(process.env[STRAPI_PROJECT_ENV]);
const outbox = mkdtempSync(join(tmpdir(), "shop-quotes-outbox-"));
const SHOP_INBOX = "quotes-inbox@shop.test";

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: { track: 1000, create: 1000 } });
  [gateway, limited] = await Promise.all([
    startGateway(backend.url, {
      ORDER_RATE_LIMIT_POINTS: "1000",
      AUTH_RATE_LIMIT_POINTS: "1000",
      CONTACT_RATE_LIMIT_POINTS: "1000",
      MAIL_OUTBOX_DIR: outbox,
      SHOP_INBOX,
    }),
    startGateway(backend.url, { ORDER_RATE_LIMIT_POINTS: "1000", AUTH_RATE_LIMIT_POINTS: "3", CONTACT_RATE_LIMIT_POINTS: "3" }),
  ]);
  db = new Database(backend.dbPath);
  if (onStrapi) adminToken = await registerStrapiAdmin(backend.url);
}, 120_000);
afterAll(async () => {
  db?.close();
  await Promise.all([gateway?.close(), limited?.close()]);
  await backend?.close();
  rmSync(outbox, { recursive: true, force: true });
});

const MONEY = "{ amount }";
const QUOTE_FIELDS = `id number status createdAt company contactName contactEmail contactPhone trn emirate neededBy notes
  lines { productId title titleLanguage partNumber quantity webUnitPrice ${MONEY} quotedUnitPrice ${MONEY} quotedLineTotal ${MONEY} product { id } }
  itemCount webTotal ${MONEY} quotedAt validUntil shopNote
  quotedTotals { subTotal ${MONEY} shipping ${MONEY} vatIncluded ${MONEY} total ${MONEY} }
  canAccept orderNumber isGuestQuote order { number }`;
const REFUSED = `... on QuoteRefused { __typename code message fields { path message code } refusedQuote: quote { number status orderNumber } }`;
const REQUEST = `mutation($input: RequestQuoteInput!) { requestQuote(input: $input) {
  __typename ... on QuoteRequested { quote { ${QUOTE_FIELDS} } acknowledgementEmail { to status } } ${REFUSED} } }`;
const ORDER_FIELDS = `number status paymentMethod quoteNumber contactEmail contactPhone purchaseOrderNumber company { legalName trn }
  lines { productId quantity unitPrice ${MONEY} lineTotal ${MONEY} } subTotal ${MONEY} shipping ${MONEY} vatIncluded ${MONEY} total ${MONEY}
  shippingAddress { name street } bankTransfer { reference } confirmationEmail { to status } taxInvoice { number proForma }`;
const ACCEPT = `mutation($input: AcceptQuoteInput!) { acceptQuote(input: $input) {
  __typename ... on QuoteAccepted { quote { number status canAccept orderNumber order { number } } order { ${ORDER_FIELDS} } } ${REFUSED} } }`;
const TRACK = `query($n: String!, $e: String!) { trackQuote(number: $n, email: $e) { ${QUOTE_FIELDS} } }`;
const OWN = `query($n: String!) { quote(number: $n) { ${QUOTE_FIELDS} } }`;
const MINE = `query($first: Int, $after: String) { myQuotes(first: $first, after: $after) { totalCount nodes { number } edges { cursor node { number } } pageInfo { hasNextPage endCursor } } }`;
const LOGIN = `mutation($i: String!, $p: String!) { login(identifier: $i, password: $p) { ... on AuthPayload { token } } }`;
const ADDRESS = { name: "Sara Buyer", phone: "0501234567", emirate: "DUBAI", area: "Business Bay", street: "Marasi Drive", building: "Bay Square 4" };

let counter = 0;
const key = () => `quote-test-${Date.now()}-${++counter}`;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${++counter}@example.com`;

async function token(identifier: string, password: string): Promise<string> {
  const reply = await gql<{ login: { token: string } }>(gateway.url, LOGIN, { i: identifier, p: password }, { ip: freshIp() });
  return reply.data!.login.token;
}

/** Active products: `n` in stock, cheapest first, and one out of stock (a quote may ask for it). */
function productIds(n: number): string[] {
  const rows = db
    .prepare(
      "SELECT id FROM products WHERE locale = 'en' AND is_active = 1 AND (badge IS NULL OR badge NOT LIKE '%outStock%') ORDER BY COALESCE(sale_price, price), id LIMIT ?",
    )
    .all(n) as { id: number }[];
  return rows.map((r) => String(r.id));
}
const outOfStockId = () =>
  String((db.prepare("SELECT id FROM products WHERE locale = 'en' AND is_active = 1 AND badge LIKE '%outStock%' LIMIT 1").get() as { id: number }).id);
const inactiveId = () => String((db.prepare("SELECT id FROM products WHERE is_active = 0 LIMIT 1").get() as { id: number }).id);
/** The price a shopper pays for one (sale price when lower), in fils. */
function webFils(id: string): number {
  const p = db.prepare("SELECT price, sale_price FROM products WHERE id = ?").get(Number(id)) as { price: number; sale_price: number | null };
  const price = Math.round(p.price * 100);
  const sale = p.sale_price === null ? null : Math.round(p.sale_price * 100);
  return sale !== null && sale < price ? sale : price;
}
const fils = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

function requestInput(lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  return {
    lines,
    company: "Falcon Media Production LLC",
    contactName: "Sara Buyer",
    contactEmail: uniqueEmail("sara"),
    contactPhone: "050 123 4567",
    trn: "100 2345 6789 0003",
    emirate: "DUBAI",
    neededBy: addDays(dubaiDate(new Date()), 30),
    notes: "Ten seats for the edit suite.",
    ...extra,
  };
}

type Quote = Record<string, any>;

async function requestQuote(input: Record<string, unknown>, opts: { token?: string; acceptLanguage?: string } = {}): Promise<Quote> {
  const reply = await gql(gateway.url, REQUEST, { input }, { ip: freshIp(), ...opts });
  expect(reply.errors).toBeUndefined();
  expect(reply.data!.requestQuote.__typename).toBe("QuoteRequested");
  return reply.data!.requestQuote;
}

/**
 * The shop answers in the backend: the stand-in's `PUT /admin/quotes/:id` with its admin token, or the hosted
 * Strapi's content-manager as its admin panel saves (strapi/api/quote/models/quote.js checks the answer). `prices` by product id, in AED; the line ids come from the
 * backend's own quote JSON (tracked by number and e-mail).
 */
async function answerInBackend(
  quote: Quote,
  answer: { prices: Record<string, number>; validUntil: string; shopNote?: string } | { declined: string },
): Promise<Response> {
  const tracked = await fetch(`${backend.url}/quotes/track?number=${quote.number}&email=${encodeURIComponent(quote.contactEmail)}`);
  const stored = (await tracked.json()) as { id: number; lines: { id: number; product: number }[] };
  const body =
    "declined" in answer
      ? { status: "declined", shop_note: answer.declined }
      : {
          status: "quoted",
          valid_until: answer.validUntil,
          ...(answer.shopNote ? { shop_note: answer.shopNote } : {}),
          lines: stored.lines.map((l) => ({ id: l.id, quoted_unit_price: answer.prices[String(l.product)] })),
        };
  const path = onStrapi ? contentManagerEntry("quote", stored.id) : `/admin/quotes/${stored.id}`;
  return fetch(backend.url + path, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(body),
  });
}

/** A quoted quote's validity ended yesterday (UAE calendar): the shop cannot set a past date, so the row is aged. */
function expire(quote: Quote): void {
  db.prepare("UPDATE quotes SET valid_until = ? WHERE number = ?").run(addDays(dubaiDate(new Date()), -1), quote.number);
}

const track = (quote: Quote, email = quote.contactEmail as string) => gql(gateway.url, TRACK, { n: quote.number, e: email }, { ip: freshIp() });

function acceptInput(quote: Quote, extra: Record<string, unknown> = {}) {
  return { number: quote.number, contactEmail: quote.contactEmail, shippingAddress: { address: ADDRESS }, idempotencyKey: key(), ...extra };
}
const accept = (input: Record<string, unknown>, opts: { token?: string } = {}) => gql(gateway.url, ACCEPT, { input }, { ip: freshIp(), ...opts });

/** The .eml files of the outbox whose recipient is `to`, parsed. */
async function mailsTo(to: string): Promise<ParsedMail[]> {
  const parsed = await Promise.all(
    readdirSync(outbox)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => simpleParser(readFileSync(join(outbox, f)))),
  );
  return parsed.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === to)));
}

describe("requestQuote", () => {
  it("stores a guest's request with the web prices, tells the shop and acknowledges it, findable by number and e-mail", async () => {
    const [a, b] = productIds(2);
    const oos = outOfStockId();
    const input = requestInput([
      { productId: a!, quantity: 10 },
      { productId: b!, quantity: 2 },
      { productId: oos, quantity: 1 },
    ]);
    const { quote, acknowledgementEmail } = await requestQuote(input);
    expect(quote).toMatchObject({
      number: expect.stringMatching(/^RFQ-\d{6}$/),
      status: "REQUESTED",
      company: "Falcon Media Production LLC",
      contactName: "Sara Buyer",
      contactEmail: input.contactEmail,
      contactPhone: "+971501234567",
      trn: "100234567890003",
      emirate: "DUBAI",
      neededBy: input.neededBy,
      notes: "Ten seats for the edit suite.",
      itemCount: 13,
      quotedAt: null,
      validUntil: null,
      quotedTotals: null,
      canAccept: false,
      isGuestQuote: true,
      order: null,
      orderNumber: null,
    });
    expect(quote.lines.map((l: Quote) => [l.productId, l.quantity, fils(l.webUnitPrice), l.quotedUnitPrice])).toEqual([
      [a, 10, webFils(a!), null],
      [b, 2, webFils(b!), null],
      [oos, 1, webFils(oos), null],
    ]);
    expect(fils(quote.webTotal)).toBe(webFils(a!) * 10 + webFils(b!) * 2 + webFils(oos));
    expect(acknowledgementEmail).toEqual({ to: input.contactEmail, status: "OUTBOX" });

    const found = await track(quote, input.contactEmail.toUpperCase());
    expect(found.data!.trackQuote).toMatchObject({ number: quote.number, status: "REQUESTED" });
    expect((await track(quote, "someone.else@example.com")).data!.trackQuote).toBeNull();
    expect((await track({ number: "RFQ-999999" }, input.contactEmail)).data!.trackQuote).toBeNull();

    const [notification] = await mailsTo(SHOP_INBOX).then((all) => all.filter((m) => m.subject?.includes(quote.number)));
    expect(notification!.subject).toBe(`Request for quote ${quote.number}: Falcon Media Production LLC`);
    expect(notification!.replyTo?.value[0]?.address).toBe(input.contactEmail);
    expect(notification!.text).toContain("TRN: 100234567890003");
    expect(notification!.text).toContain(`10 x ${quote.lines[0].title}`);
    const [ack] = await mailsTo(input.contactEmail);
    expect(ack!.subject).toContain(`Your request for quote ${quote.number}`);
    expect(ack!.text).toContain("http://shop.test/quotes/track");
  });

  it("writes the acknowledgement in the request's language", async () => {
    const [a] = productIds(1);
    const input = requestInput([{ productId: a!, quantity: 1 }]);
    const { quote } = await requestQuote(input, { acceptLanguage: "ar" });
    const [ack] = await mailsTo(input.contactEmail);
    expect(ack!.subject).toContain(`طلب عرض السعر رقم ${quote.number}`);
    expect(ack!.text).toContain("http://shop.test/ar/quotes/track");
    // Lines are titled like order lines: the product's translated title where it has one, in the operation's language.
    const LINES = `query($n: String!, $e: String!) { trackQuote(number: $n, email: $e) { lines { title titleLanguage product { title } } } }`;
    const ar = await gql(gateway.url, LINES, { n: quote.number, e: input.contactEmail }, { ip: freshIp(), acceptLanguage: "ar" });
    const [line] = ar.data!.trackQuote.lines;
    expect(line.title).toBe(line.product.title);
    expect(ack!.text).toContain(line.title);
    const en = await gql(gateway.url, LINES, { n: quote.number, e: input.contactEmail }, { ip: freshIp() });
    expect(en.data!.trackQuote.lines[0]).toMatchObject({ title: quote.lines[0].title, titleLanguage: "en" });
  });

  it("refuses each field to correct with its path, and a product no longer sold, writing nothing", async () => {
    const [a] = productIds(1);
    const before = count("quotes");
    const bad = await gql(
      gateway.url,
      REQUEST,
      {
        input: requestInput(
          [
            { productId: a!, quantity: 1 },
            { productId: a!, quantity: 2 },
            { productId: "x", quantity: 1000 },
          ],
          { company: " ", contactEmail: "not-an-email", contactPhone: "12", trn: "123", neededBy: addDays(dubaiDate(new Date()), -1), notes: "n".repeat(2001) },
        ),
      },
      { ip: freshIp() },
    );
    expect(bad.data!.requestQuote).toMatchObject({ __typename: "QuoteRefused", code: "INVALID_INPUT", refusedQuote: null });
    expect(fieldsOf(bad)).toEqual([
      "input.company:REQUIRED",
      "input.contactEmail:INVALID",
      "input.contactPhone:INVALID",
      "input.lines.1.productId:DUPLICATE",
      "input.lines.2.productId:INVALID",
      "input.lines.2.quantity:OUT_OF_RANGE",
      "input.neededBy:OUT_OF_RANGE",
      "input.notes:TOO_LONG",
      "input.trn:INVALID",
    ]);
    const gone = await gql(gateway.url, REQUEST, { input: requestInput([{ productId: inactiveId(), quantity: 1 }]) }, { ip: freshIp() });
    expect(gone.data!.requestQuote.code).toBe("PRODUCT_UNAVAILABLE");
    expect(fieldsOf(gone)).toEqual(["input.lines.0.productId:PRODUCT_UNAVAILABLE"]);
    const empty = await gql(gateway.url, REQUEST, { input: requestInput([]) }, { ip: freshIp() });
    expect(fieldsOf(empty)).toEqual(["input.lines:REQUIRED"]);
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ productId: String(i + 1), quantity: 1 }));
    expect(fieldsOf(await gql(gateway.url, REQUEST, { input: requestInput(tooMany) }, { ip: freshIp() }))).toEqual(["input.lines:TOO_MANY"]);
    expect(count("quotes")).toBe(before);
  });
});

describe("owner scoping", () => {
  it("lists and reads a signed-in shopper's own quotes only; another shopper's token reads null", async () => {
    const [john, jane] = await Promise.all([token("john.doe@example.com", "Passw0rd!john"), token("jane.smith@example.com", "Passw0rd!jane")]);
    const [a] = productIds(1);
    const { quote } = await requestQuote(requestInput([{ productId: a!, quantity: 3 }], { contactEmail: "john.doe@example.com" }), { token: john });
    expect(quote.isGuestQuote).toBe(false);

    const own = await gql(gateway.url, OWN, { n: quote.number.toLowerCase() }, { token: john });
    expect(own.data!.quote).toMatchObject({ number: quote.number, status: "REQUESTED" });
    const mine = await gql(gateway.url, MINE, { first: 50 }, { token: john });
    expect(mine.data!.myQuotes.nodes[0].number).toBe(quote.number);
    expect(mine.data!.myQuotes.totalCount).toBeGreaterThanOrEqual(1);

    expect((await gql(gateway.url, OWN, { n: quote.number }, { token: jane })).data!.quote).toBeNull();
    const janes = await gql(gateway.url, MINE, { first: 50 }, { token: jane });
    expect(janes.data!.myQuotes.nodes.map((n: Quote) => n.number)).not.toContain(quote.number);
    expect(codeOf(await gql(gateway.url, OWN, { n: quote.number }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await gql(gateway.url, MINE, {}))).toBe("UNAUTHENTICATED");
    // Jane cannot accept John's quote either: like a missing one.
    expect(codeOf(await accept(acceptInput(quote), { token: jane }))).toBe("NOT_FOUND");
  });

  it("pages myQuotes newest first", async () => {
    const t = await token("jane.smith@example.com", "Passw0rd!jane");
    const [a] = productIds(1);
    const first = (await requestQuote(requestInput([{ productId: a!, quantity: 1 }]), { token: t })).quote;
    const second = (await requestQuote(requestInput([{ productId: a!, quantity: 2 }]), { token: t })).quote;
    const page = (await gql(gateway.url, MINE, { first: 1 }, { token: t })).data!.myQuotes;
    expect(page.nodes.map((n: Quote) => n.number)).toEqual([second.number]);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const next = (await gql(gateway.url, MINE, { first: 1, after: page.pageInfo.endCursor }, { token: t })).data!.myQuotes;
    expect(next.nodes.map((n: Quote) => n.number)).toEqual([first.number]);
    expect(codeOf(await gql(gateway.url, MINE, { first: 51 }, { token: t }))).toBe("BAD_USER_INPUT");
  });
});

describe("quoting and acceptance", () => {
  it("shows the shop's answer, and accepting places the order at the quoted prices, paid by bank transfer", async () => {
    const [a, b] = productIds(2);
    const input = requestInput([
      { productId: a!, quantity: 10 },
      { productId: b!, quantity: 1 },
    ]);
    const { quote } = await requestQuote(input);
    // Below the web price for the ten, the web price for the other.
    const quotedA = Math.max(0, webFils(a!) - 100) / 100;
    const quotedB = webFils(b!) / 100;
    const validUntil = addDays(dubaiDate(new Date()), 14);
    const answered = await answerInBackend(quote, { prices: { [a!]: quotedA, [b!]: quotedB }, validUntil, shopNote: "Delivery in 5 working days." });
    expect(answered.status).toBe(200);

    const quoted = (await track(quote)).data!.trackQuote;
    const sub = Math.round(quotedA * 100) * 10 + Math.round(quotedB * 100);
    const shipping = sub >= 50_000 ? 0 : 2_500;
    expect(quoted).toMatchObject({ status: "QUOTED", validUntil, shopNote: "Delivery in 5 working days.", canAccept: true, quotedAt: expect.any(String) });
    expect(quoted.lines.map((l: Quote) => [fils(l.quotedUnitPrice), fils(l.quotedLineTotal)])).toEqual([
      [Math.round(quotedA * 100), Math.round(quotedA * 100) * 10],
      [Math.round(quotedB * 100), Math.round(quotedB * 100)],
    ]);
    const totals = quoted.quotedTotals;
    expect([fils(totals.subTotal), fils(totals.shipping), fils(totals.total), fils(totals.vatIncluded)]).toEqual([
      sub,
      shipping,
      sub + shipping,
      Math.round(((sub + shipping) * 5) / 105),
    ]);

    const ordersBefore = count("orders");
    const acceptance = acceptInput(quote, { purchaseOrderNumber: "PO-7781" });
    const reply = await accept(acceptance);
    expect(reply.errors).toBeUndefined();
    const accepted = reply.data!.acceptQuote;
    expect(accepted.__typename).toBe("QuoteAccepted");
    const order = accepted.order;
    expect(order).toMatchObject({
      status: "PENDING",
      paymentMethod: "BANK_TRANSFER",
      quoteNumber: quote.number,
      contactEmail: input.contactEmail,
      contactPhone: "+971501234567",
      purchaseOrderNumber: "PO-7781",
      company: { legalName: "Falcon Media Production LLC", trn: "100234567890003" },
      shippingAddress: { name: "Sara Buyer", street: "Marasi Drive" },
      bankTransfer: { reference: order.number },
      confirmationEmail: { to: input.contactEmail, status: "OUTBOX" },
      taxInvoice: { number: expect.stringMatching(/^INV-/), proForma: true },
    });
    expect(order.lines.map((l: Quote) => [l.productId, l.quantity, fils(l.unitPrice)])).toEqual([
      [a, 10, Math.round(quotedA * 100)],
      [b, 1, Math.round(quotedB * 100)],
    ]);
    expect(fils(order.total)).toBe(fils(totals.total));
    expect(fils(order.vatIncluded)).toBe(fils(totals.vatIncluded));
    expect(accepted.quote).toMatchObject({
      number: quote.number,
      status: "ACCEPTED",
      canAccept: false,
      orderNumber: order.number,
      order: { number: order.number },
    });
    expect(count("orders")).toBe(ordersBefore + 1);

    // The same key again: the same order, nothing new stored, no second confirmation.
    const again = await accept(acceptance);
    expect(again.data!.acceptQuote.order.number).toBe(order.number);
    expect(count("orders")).toBe(ordersBefore + 1);
    const confirmations = (await mailsTo(input.contactEmail)).filter((m) => m.subject?.includes(order.number));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.text).toContain(`Quote: ${quote.number}`);

    // Another attempt (a new key): refused with the quote and its order.
    const other = await accept(acceptInput(quote));
    expect(other.data!.acceptQuote).toMatchObject({
      __typename: "QuoteRefused",
      code: "ALREADY_ACCEPTED",
      fields: [],
      refusedQuote: { number: quote.number, status: "ACCEPTED", orderNumber: order.number },
    });
    expect(count("orders")).toBe(ordersBefore + 1);

    // The guest reads the order through the quote, with the quote's access.
    expect((await track(quote)).data!.trackQuote).toMatchObject({ status: "ACCEPTED", orderNumber: order.number, order: { number: order.number } });
  });

  it("lets a signed-in owner accept with a saved address; a shop answer without every price is refused by the backend", async () => {
    const t = await token("john.doe@example.com", "Passw0rd!john");
    const created = await gql(
      gateway.url,
      `mutation($input: AddressInput!) { createAddress(input: $input) { ... on Address { id } } }`,
      { input: ADDRESS },
      { token: t },
    );
    const addressId = created.data!.createAddress.id as string;
    const [a, b] = productIds(2);
    const { quote } = await requestQuote(
      requestInput(
        [
          { productId: a!, quantity: 1 },
          { productId: b!, quantity: 1 },
        ],
        { trn: null },
      ),
      { token: t },
    );
    const incomplete = await answerInBackend(quote, { prices: { [a!]: 10 }, validUntil: addDays(dubaiDate(new Date()), 7) });
    expect(incomplete.status).toBe(400);
    expect((await answerInBackend(quote, { prices: { [a!]: 10, [b!]: 20.5 }, validUntil: addDays(dubaiDate(new Date()), 7) })).status).toBe(200);

    const reply = await accept({ number: quote.number, shippingAddress: { savedAddressId: addressId }, idempotencyKey: key() }, { token: t });
    expect(reply.errors).toBeUndefined();
    const { order, quote: after } = reply.data!.acceptQuote;
    expect(order).toMatchObject({ quoteNumber: quote.number, paymentMethod: "BANK_TRANSFER", company: null, shippingAddress: { street: ADDRESS.street } });
    expect(order.lines.map((l: Quote) => fils(l.unitPrice))).toEqual([1000, 2050]);
    expect(after.order.number).toBe(order.number);
    // The owner reads the order through their quote.
    expect((await gql(gateway.url, OWN, { n: quote.number }, { token: t })).data!.quote.order).toEqual({ number: order.number });
  });

  it("refuses acceptance of a quote not quoted yet, a declined one and an expired one, with the quote", async () => {
    const [a] = productIds(1);
    const { quote } = await requestQuote(requestInput([{ productId: a!, quantity: 1 }]));
    const notQuoted = await accept(acceptInput(quote));
    expect(notQuoted.data!.acceptQuote).toMatchObject({
      __typename: "QuoteRefused",
      code: "NOT_QUOTED",
      refusedQuote: { number: quote.number, status: "REQUESTED" },
    });

    const declined = (await requestQuote(requestInput([{ productId: a!, quantity: 1 }]))).quote;
    expect((await answerInBackend(declined, { declined: "We cannot source it this quarter." })).status).toBe(200);
    expect((await track(declined)).data!.trackQuote).toMatchObject({ status: "DECLINED", shopNote: "We cannot source it this quarter.", quotedTotals: null });
    expect((await accept(acceptInput(declined))).data!.acceptQuote.code).toBe("NOT_QUOTED");

    expect((await answerInBackend(quote, { prices: { [a!]: 5 }, validUntil: dubaiDate(new Date()) })).status).toBe(200);
    // Valid until today (UAE): still acceptable today.
    expect((await track(quote)).data!.trackQuote).toMatchObject({ status: "QUOTED", canAccept: true });
    expire(quote);
    expect((await track(quote)).data!.trackQuote).toMatchObject({ status: "EXPIRED", canAccept: false });
    const ordersBefore = count("orders");
    const expired = await accept(acceptInput(quote));
    expect(expired.data!.acceptQuote).toMatchObject({ __typename: "QuoteRefused", code: "EXPIRED", refusedQuote: { status: "EXPIRED" } });
    expect(count("orders")).toBe(ordersBefore);
  });

  it("refuses an acceptance's fields with acceptQuote's paths, and a wrong e-mail as not found", async () => {
    const [a] = productIds(1);
    const { quote } = await requestQuote(requestInput([{ productId: a!, quantity: 1 }]));
    const bad = await accept(
      acceptInput(quote, {
        contactEmail: null,
        shippingAddress: { address: { ...ADDRESS, area: "" } },
        purchaseOrderNumber: "P".repeat(36),
        idempotencyKey: "short",
      }),
    );
    expect(bad.data!.acceptQuote).toMatchObject({ __typename: "QuoteRefused", code: "INVALID_INPUT", refusedQuote: null });
    expect(fieldsOf(bad)).toEqual([
      "input.contactEmail:REQUIRED",
      "input.idempotencyKey:INVALID",
      "input.purchaseOrderNumber:TOO_LONG",
      "input.shippingAddress.address.area:REQUIRED",
    ]);
    const saved = await accept(acceptInput(quote, { shippingAddress: { savedAddressId: "1" } }));
    expect(fieldsOf(saved)).toEqual(["input.shippingAddress.savedAddressId:INVALID"]);
    expect(codeOf(await accept(acceptInput(quote, { contactEmail: "other@example.com" })))).toBe("NOT_FOUND");
    expect(codeOf(await accept(acceptInput(quote, { number: "RFQ-999999" })))).toBe("NOT_FOUND");
    expect(codeOf(await accept(acceptInput(quote, { number: "nonsense" })))).toBe("NOT_FOUND");
  });
});

describe("abuse limits", () => {
  const requestOn = (url: string, input: Record<string, unknown>, ip: string): Promise<GqlReply> => gql(url, REQUEST, { input }, { ip });

  it("limits requests per client address, and per contact e-mail across addresses", async () => {
    const [a] = productIds(1);
    const ip = freshIp();
    const fromOne = [];
    for (let i = 0; i < 4; i++) fromOne.push(await requestOn(limited.url, requestInput([{ productId: a!, quantity: 1 }]), ip));
    expect(fromOne.map(codeOf)).toEqual([undefined, undefined, undefined, "RATE_LIMITED"]);
    // A refused request (a field to correct) spends nothing.
    const email = uniqueEmail("flood");
    const typo = await requestOn(limited.url, requestInput([{ productId: a!, quantity: 1 }], { contactEmail: email, company: "" }), freshIp());
    expect(typo.data!.requestQuote.__typename).toBe("QuoteRefused");
    const oneInbox = [];
    for (let i = 0; i < 4; i++) oneInbox.push(await requestOn(limited.url, requestInput([{ productId: a!, quantity: 1 }], { contactEmail: email }), freshIp()));
    expect(oneInbox.map(codeOf)).toEqual([undefined, undefined, undefined, "RATE_LIMITED"]);
    expect(oneInbox[3]!.errors![0]!.extensions!.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("limits quote-tracking guesses per address and per quote number", async () => {
    const ip = freshIp();
    const TRACK_NUMBER = `query($n: String!, $e: String!) { trackQuote(number: $n, email: $e) { number } }`;
    for (let i = 0; i < 3; i++) expect(codeOf(await gql(limited.url, TRACK_NUMBER, { n: `RFQ-90000${i}`, e: "a@b.ae" }, { ip }))).toBeUndefined();
    expect(codeOf(await gql(limited.url, TRACK_NUMBER, { n: "RFQ-900009", e: "a@b.ae" }, { ip }))).toBe("RATE_LIMITED");
    const guesses = [];
    for (let i = 0; i < 4; i++) guesses.push(await gql(limited.url, TRACK_NUMBER, { n: "rfq-912345", e: `guess${i}@b.ae` }, { ip: freshIp() }));
    expect(guesses.map(codeOf)).toEqual([undefined, undefined, undefined, "RATE_LIMITED"]);
  });
});
