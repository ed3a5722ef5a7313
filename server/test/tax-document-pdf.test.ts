import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { freshIp, gql } from "./support/graphql-client.js";
import { startSmtpServer } from "./support/smtp.js";
import { cheapestOrderableIds } from "./support/orderable-products.js";
import { readPdf } from "./support/pdf-text.js";

// The tax invoice and credit note PDFs through the real gateway and stand-in: the owner downloads them (English
// and under /ar Arabic), anyone else gets the same 404 as for an unknown order, a guest posts number and e-mail,
// and the order confirmation arrives at a real SMTP server with the PDF attached.

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const SELLER_TRN = "100123456700003";
const BUYER_TRN = "100987654300003";
const SELLER = { SHOP_LEGAL_NAME: "ProAV Trading LLC", SHOP_TRN: SELLER_TRN, SHOP_EMAIL: "sales@shop.test" };
const COMPANY = {
  legalName: "Falcon Post Production FZ-LLC",
  trn: BUYER_TRN,
  billingAddress: { emirate: "DUBAI", area: "Dubai Media City", street: "Al Sufouh Rd", building: "Building 5, Office 301" },
};
const ADDRESS = { name: "Mona Saeed", phone: "0501234567", emirate: "DUBAI", area: "Marina", street: "King St", building: "Tower 1" };

let smtp: Smtp;
let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let productIds: string[];
beforeAll(async () => {
  smtp = await startSmtpServer();
  backend = await startTestBackend({ smtpUrl: smtp.url, rateLimits: { track: 1000, create: 1000 } });
  gateway = await startGateway(backend.url, { SMTP_URL: smtp.url, ...SELLER, ORDER_RATE_LIMIT_POINTS: "1000", AUTH_RATE_LIMIT_POINTS: "6" });
  productIds = cheapestOrderableIds(backend.dbPath, 2);
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
  await smtp?.close();
});

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  ... on Order { number contactEmail taxInvoice { number pdfPath } confirmationEmail { status } }
  ... on ErrorResult { __typename message fields { path message code } } } }`;

let keys = 0;
async function register(name: string): Promise<string> {
  const input = { email: `${name}-${Date.now()}@example.com`, password: "Secret123", firstName: name, lastName: "Test", phone: "+971 55 765 4321" };
  const reply = await gql<{ register: { token: string } }>(gateway.url, REGISTER, { input }, { ip: freshIp() });
  return reply.data!.register.token;
}

async function placeOrder(opts: { token?: string; email?: string; locale?: "en" | "ar" } = {}) {
  const input = {
    lines: [
      { productId: productIds[0], quantity: 2 },
      { productId: productIds[1], quantity: 1 },
    ],
    contactEmail: opts.email ?? "mona@example.com",
    contactPhone: "+971 50 123 4567",
    shippingAddress: { address: ADDRESS },
    paymentMethod: "CASH_ON_DELIVERY",
    idempotencyKey: `pdf-test-${Date.now()}-${++keys}`,
    buyer: { company: COMPANY, purchaseOrderNumber: "PO-7781" },
  };
  const reply = await gql<{ placeOrder: { number: string; taxInvoice: { number: string; pdfPath: string }; confirmationEmail: { status: string } } }>(
    gateway.url,
    PLACE,
    { input },
    { token: opts.token, ip: freshIp(), acceptLanguage: opts.locale ?? "en" },
  );
  expect(reply.errors).toBeUndefined();
  const order = reply.data!.placeOrder;
  expect(order.taxInvoice.number).toMatch(/^INV-\d{6,}$/);
  return order;
}

const download = (path: string, token?: string) => fetch(`${gateway.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
const guestDownload = (path: string, fields: Record<string, string>, ip = freshIp()) =>
  fetch(`${gateway.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: new URLSearchParams(fields).toString(),
  });

const squash = (text: string) => text.replace(/\s+/g, " ");
async function pdfText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return squash((await readPdf(bytes)).pages.join("\n"));
}

describe("tax invoice PDF downloads", () => {
  let owner: string;
  let order: Awaited<ReturnType<typeof placeOrder>>;
  beforeAll(async () => {
    owner = await register("owner");
    order = await placeOrder({ token: owner });
  });

  it("gives the owner the invoice as an attachment named by its number, never cached", async () => {
    expect(order.taxInvoice.pdfPath).toBe(`/account/orders/${order.number}/invoice.pdf`);
    const res = await download(order.taxInvoice.pdfPath, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${order.taxInvoice.number}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(res);
    for (const fact of ["Tax Invoice", order.taxInvoice.number, order.number, `TRN ${SELLER_TRN}`, `TRN ${BUYER_TRN}`, COMPANY.legalName, "PO-7781"]) {
      expect(text).toContain(fact);
    }
  });

  it("writes it in Arabic under /ar", async () => {
    const res = await download(`/ar/account/orders/${order.number}/invoice.pdf`, owner);
    expect(res.status).toBe(200);
    const text = await pdfText(res);
    for (const fact of ["فاتورة ضريبية", "رقم الفاتورة", order.taxInvoice.number, BUYER_TRN]) expect(text).toContain(fact);
  });

  it("answers another shopper, a signed-out one and an unknown order with the same 404", async () => {
    const other = await register("other");
    const answers = await Promise.all([
      download(`/account/orders/${order.number}/invoice.pdf`, other),
      download(`/account/orders/${order.number}/invoice.pdf`),
      download(`/account/orders/${order.number}/invoice.pdf`, "not-a-token"),
      download(`/account/orders/PA-999999/invoice.pdf`, owner),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404, 404]);
    expect(new Set(bodies).size).toBe(1);
  });

  it("has no credit note until the shop cancels the order, then one that credits the invoice", async () => {
    expect((await download(`/account/orders/${order.number}/credit-note.pdf`, owner)).status).toBe(404);
    const stored = await fetch(`${backend.url}/orders?number=${order.number}`, { headers: { authorization: `Bearer ${owner}` } });
    const [{ id }] = (await stored.json()) as [{ id: number }];
    const cancel = await fetch(`${backend.url}/admin/orders/${id}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(cancel.status).toBe(200);
    const res = await download(`/account/orders/${order.number}/credit-note.pdf`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="CN-\d{6,}\.pdf"$/);
    const text = await pdfText(res);
    expect(text).toContain("Tax Credit Note");
    expect(text).toContain(`Credits tax invoice ${order.taxInvoice.number}`);
  });
});

describe("a guest's invoice PDF", () => {
  it("comes for the order number and its e-mail, posted as a form; a wrong e-mail gets 404", async () => {
    const order = await placeOrder({ email: "guest.buyer@example.com" });
    const res = await guestDownload("/orders/track/invoice.pdf", { number: order.number, email: "Guest.Buyer@example.com " });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${order.taxInvoice.number}.pdf"`);
    expect(await pdfText(res)).toContain(BUYER_TRN);
    const wrong = await guestDownload("/orders/track/invoice.pdf", { number: order.number, email: "someone@example.com" });
    expect(wrong.status).toBe(404);
    expect((await guestDownload("/orders/track/invoice.pdf", { number: order.number })).status).toBe(404);
    const arabic = await guestDownload("/ar/orders/track/invoice.pdf", { number: order.number, email: "guest.buyer@example.com" });
    expect(await pdfText(arabic)).toContain("فاتورة ضريبية");
  });

  it("is limited like order tracking", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await guestDownload("/orders/track/invoice.pdf", { number: `PA-10000${i}`, email: "x@example.com" }, ip)).status);
    expect(statuses).toContain(429);
    expect(statuses.slice(0, statuses.indexOf(429)).every((s) => s === 404)).toBe(true);
  });

  it("refuses a post from another site", async () => {
    const res = await fetch(`${gateway.url}/orders/track/invoice.pdf`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: "number=PA-100000&email=x%40example.com",
    });
    expect(res.status).toBe(403);
  });
});

describe("order confirmation", () => {
  it("carries the tax invoice as PDF, in the order's language", async () => {
    for (const locale of ["en", "ar"] as const) {
      const order = await placeOrder({ email: `pdf-mail-${locale}@example.com`, locale });
      expect(order.confirmationEmail.status).toBe("SENT");
      const mail = await smtp.waitFor((m) => m.subject?.includes(order.number) ?? false);
      const pdf = mail.attachments.find((a) => a.filename === `${order.taxInvoice.number}.pdf`);
      expect(pdf?.contentType).toBe("application/pdf");
      const text = squash((await readPdf(pdf!.content)).pages.join("\n"));
      expect(text).toContain(order.taxInvoice.number);
      expect(text).toContain(BUYER_TRN);
      expect(text).toContain(locale === "ar" ? "فاتورة ضريبية" : "Tax Invoice");
    }
  });
});
