import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dubaiDate } from "@proav/shop-rules";
import { contentManagerEntry, registerStrapiAdmin, STRAPI_PROJECT_ENV } from "../../strapi-stand-in/src/testing/start-strapi.js";
import { startTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { freshIp, gql } from "./support/graphql-client.js";
import { cheapestOrderableIds } from "./support/orderable-products.js";
import { readPdf } from "./support/pdf-text.js";

// The quotation PDF through the real gateway and stand-in: a quote requested on the backend (POST /quotes) and
// answered by the shop (PUT /admin/quotes/:id), downloaded by its owner (English and under /ar Arabic) and by a
// guest posting number and e-mail; anyone else gets the same 404 as for an unknown quote (and as the invoice
// routes answer). Accepted, its order's tax invoice names the quote as its reference.

const SELLER_TRN = "100123456700003";
const BUYER_TRN = "100987654300003";
const SELLER = { SHOP_LEGAL_NAME: "ProAV Trading LLC", SHOP_TRN: SELLER_TRN, SHOP_EMAIL: "sales@shop.test" };
const COMPANY = "Falcon Post Production FZ-LLC";

let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let productIds: number[];
/** The stand-in's admin token, or (`npm run test:strapi`) the JWT of the real Strapi's first administrator. */
let adminToken = TEST_ADMIN_TOKEN;
const onStrapi = Boolean(process.env[STRAPI_PROJECT_ENV]);
beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: { track: 1000, create: 1000 } });
  gateway = await startGateway(backend.url, { ...SELLER, ORDER_RATE_LIMIT_POINTS: "1000", AUTH_RATE_LIMIT_POINTS: "6" });
  productIds = cheapestOrderableIds(backend.dbPath, 2).map(Number);
  if (onStrapi) adminToken = await registerStrapiAdmin(backend.url);
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
});

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;

async function register(name: string): Promise<string> {
  const input = { email: `${name}-${Date.now()}@example.com`, password: "Secret123", firstName: name, lastName: "Test", phone: "+971 55 765 4321" };
  const reply = await gql<{ register: { token: string } }>(gateway.url, REGISTER, { input }, { ip: freshIp() });
  return reply.data!.register.token;
}

interface BackendQuote {
  id: number;
  number: string;
  status: string;
  lines: { id: number; quantity: number; web_unit_price: number }[];
}

async function backendJson<T>(path: string, init: { method: string; token?: string; body: unknown }): Promise<T> {
  const res = await fetch(`${backend.url}${path}`, {
    method: init.method,
    headers: { "content-type": "application/json", ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: JSON.stringify(init.body),
  });
  const body = (await res.json()) as T;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** A request for quote on the backend, signed in with `token` or as a guest. */
const requestQuote = (email: string, token?: string) =>
  backendJson<BackendQuote>("/quotes", {
    method: "POST",
    token,
    body: {
      company: COMPANY,
      contact_name: "Mona Saeed",
      contact_email: email,
      contact_phone: "+971 50 123 4567",
      trn: BUYER_TRN,
      emirate: "dubai",
      notes: "Delivery to Media City, please.",
      locale: "en",
      lines: [
        { product: productIds[0], quantity: 3 },
        { product: productIds[1], quantity: 1 },
      ],
    },
  });

/**
 * The shop's answer: each line 10% below its web price (to the fils), valid for ten days. The stand-in's admin
 * route, or Strapi's content-manager as its admin panel saves.
 */
const answerQuote = (quote: BackendQuote) =>
  backendJson<BackendQuote>(onStrapi ? contentManagerEntry("quote", quote.id) : `/admin/quotes/${quote.id}`, {
    method: "PUT",
    token: adminToken,
    body: {
      status: "quoted",
      valid_until: addDays(dubaiDate(new Date()), 10),
      shop_note: "Stock in Jebel Ali.",
      lines: quote.lines.map((l) => ({ id: l.id, quoted_unit_price: Math.floor(l.web_unit_price * 90) / 100 })),
    },
  });

const download = (path: string, token?: string) => fetch(`${gateway.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const guestDownload = (path: string, fields: Record<string, string>) =>
  fetch(`${gateway.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
    body: new URLSearchParams(fields).toString(),
  });

const squash = (text: string) => text.replace(/\s+/g, " ");
async function pdfText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return squash((await readPdf(bytes)).pages.join("\n"));
}

describe("quote PDF downloads", () => {
  let owner: string;
  let quote: BackendQuote;
  beforeAll(async () => {
    owner = await register("quote-owner");
    quote = await requestQuote("mona.owner@example.com", owner);
  });

  it("says a requested quote's prices are not yet quoted", async () => {
    const res = await download(`/account/quotes/${quote.number}/quote.pdf`, owner);
    expect(res.status).toBe(200);
    const text = await pdfText(res);
    for (const fact of ["Quotation", quote.number, "Prices not yet quoted", "Not yet quoted", COMPANY]) expect(text).toContain(fact);
  });

  it("gives the owner the quoted quote as an attachment named by its number, never cached", async () => {
    const quoted = await answerQuote(quote);
    expect(quoted.status).toBe("quoted");
    const res = await download(`/account/quotes/${quote.number}/quote.pdf`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${quote.number}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(res);
    for (const fact of [`Quotation ${quote.number}`, `TRN ${SELLER_TRN}`, `TRN ${BUYER_TRN}`, COMPANY, "Mona Saeed", "Valid until", "Stock in Jebel Ali."]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain("Prices not yet quoted");
  });

  it("writes it in Arabic under /ar", async () => {
    const res = await download(`/ar/account/quotes/${quote.number}/quote.pdf`, owner);
    expect(res.status).toBe(200);
    const text = await pdfText(res);
    for (const fact of ["عرض سعر", "رقم عرض السعر", "صالح حتى", quote.number, BUYER_TRN]) expect(text).toContain(fact);
  });

  it("costs a small file and little CPU per download (measured in this process: gateway and stand-in)", async () => {
    for (const path of [`/account/quotes/${quote.number}/quote.pdf`, `/ar/account/quotes/${quote.number}/quote.pdf`]) {
      await (await download(path, owner)).arrayBuffer();
      const rounds = 5;
      const cpu = process.cpuUsage();
      const started = performance.now();
      let bytes = 0;
      for (let i = 0; i < rounds; i++) bytes = (await (await download(path, owner)).arrayBuffer()).byteLength;
      const { user, system } = process.cpuUsage(cpu);
      const cpuMs = (user + system) / 1000 / rounds;
      console.info(`${path}: ${bytes} bytes, ${cpuMs.toFixed(0)} ms CPU, ${((performance.now() - started) / rounds).toFixed(0)} ms wall per download`);
      expect(bytes).toBeLessThan(100_000);
      expect(cpuMs).toBeLessThan(1_000);
    }
  });

  it("answers another shopper, a signed-out one, a rejected token and an unknown quote with the invoice routes' 404", async () => {
    const other = await register("quote-other");
    const answers = await Promise.all([
      download(`/account/quotes/${quote.number}/quote.pdf`, other),
      download(`/account/quotes/${quote.number}/quote.pdf`),
      download(`/account/quotes/${quote.number}/quote.pdf`, "not-a-token"),
      download(`/account/quotes/RFQ-999999/quote.pdf`, owner),
      download(`/ar/account/quotes/not-a-number/quote.pdf`, owner),
      download(`/account/orders/PA-999999/invoice.pdf`, owner),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
  });

  it("names the quote on the tax invoice of the order accepting it", async () => {
    const accepted = await backendJson<{ order: { number: string; quote_number: string } }>("/quotes/accept", {
      method: "POST",
      token: owner,
      body: {
        number: quote.number,
        shipping_address: { name: "Mona Saeed", phone: "0501234567", emirate: "dubai", area: "Media City", street: "Al Sufouh Rd", building: "Building 5" },
        po_number: "PO-7781",
        idempotency_key: `quote-pdf-${Date.now()}`,
        locale: "en",
      },
    });
    expect(accepted.order.quote_number).toBe(quote.number);
    const order = await gql<{ order: { quoteNumber: string } }>(
      gateway.url,
      `query($n: String!) { order(number: $n) { quoteNumber } }`,
      { n: accepted.order.number },
      { token: owner },
    );
    expect(order.data?.order.quoteNumber).toBe(quote.number);
    const invoice = await pdfText(await download(`/account/orders/${accepted.order.number}/invoice.pdf`, owner));
    expect(invoice).toContain(`Quote ${quote.number}`);
    const arabic = await pdfText(await download(`/ar/account/orders/${accepted.order.number}/invoice.pdf`, owner));
    expect(arabic).toContain("عرض السعر");
    const quotePdf = await pdfText(await download(`/account/quotes/${quote.number}/quote.pdf`, owner));
    expect(quotePdf).toContain(`order ${accepted.order.number} was placed at these prices`);
  });
});

describe("a guest's quote PDF", () => {
  let quote: BackendQuote;
  beforeAll(async () => {
    quote = await answerQuote(await requestQuote("Guest.Buyer@Example.com"));
  });

  it("is posted for with the quote number and the contact e-mail in any case, in English and in Arabic", async () => {
    const en = await guestDownload("/quotes/track/quote.pdf", { number: quote.number, email: "guest.buyer@example.com" });
    expect(en.status).toBe(200);
    expect(en.headers.get("content-disposition")).toBe(`attachment; filename="${quote.number}.pdf"`);
    expect(await pdfText(en)).toContain(`Quotation ${quote.number}`);
    const ar = await guestDownload("/ar/quotes/track/quote.pdf", { number: quote.number.toLowerCase(), email: " GUEST.BUYER@example.com " });
    expect(ar.status).toBe(200);
    expect(await pdfText(ar)).toContain("عرض سعر");
  });

  it("answers a wrong e-mail, a missing field and an unknown number with the same 404", async () => {
    const answers = await Promise.all([
      guestDownload("/quotes/track/quote.pdf", { number: quote.number, email: "someone@example.com" }),
      guestDownload("/quotes/track/quote.pdf", { number: quote.number }),
      guestDownload("/quotes/track/quote.pdf", { number: "RFQ-999999", email: "guest.buyer@example.com" }),
      guestDownload("/orders/track/invoice.pdf", { number: "PA-999999", email: "guest.buyer@example.com" }),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
  });

  it("is not the guest's through the account's path", async () => {
    const stranger = await register("quote-stranger");
    expect((await download(`/account/quotes/${quote.number}/quote.pdf`, stranger)).status).toBe(404);
  });
});
