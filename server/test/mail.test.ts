import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { createServer, type AddressInfo } from "node:net";
import { once } from "node:events";
import Database from "better-sqlite3";
import { simpleParser } from "mailparser";
import { formatAmount } from "@proav/shop-rules";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { codeOf, fieldsOf, freshIp, gql } from "./support/graphql-client.js";
import { startSmtpServer } from "./support/smtp.js";
import { cheapestOrderableIds } from "./support/orderable-products.js";
import { eventually } from "./support/eventually.js";

// E-mail end to end: the real gateway and stand-in backend talk SMTP to a real SMTP server in this process,
// and what arrives is parsed like a mail client would.

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
type Gateway = Awaited<ReturnType<typeof startGateway>>;

const IBAN = "AE070331234567890123456";
const SELLER = {
  SHOP_LEGAL_NAME: "ProAV Trading LLC",
  SHOP_TRN: "100123456700003",
  SHOP_BANK_IBAN: IBAN,
  SHOP_BANK_NAME: "Emirates NBD",
  SHOP_EMAIL: "sales@shop.test",
};
const FAST_RETRY = { MAIL_RETRY_DELAY_MS: "50", MAIL_RETRY_ATTEMPTS: "4" };

let smtp: Smtp;
let backend: TestBackend;
let gateway: Gateway;
let productIds: string[];
beforeAll(async () => {
  smtp = await startSmtpServer();
  backend = await startTestBackend({ smtpUrl: smtp.url });
  gateway = await startGateway(backend.url, { SMTP_URL: smtp.url, SHOP_INBOX: "inbox@shop.test", ...SELLER, ...FAST_RETRY });
  productIds = cheapestOrderableIds(backend.dbPath, 2);
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
  await smtp?.close();
});

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order {
  number total { amount formatted } vatIncluded { amount } subTotal { amount } contactEmail confirmationEmail { to status } taxInvoice { number totalExcludingVat { amount } }
} } }`;
let keys = 0;
const orderInput = (email: string, extra: Record<string, unknown> = {}) => ({
  lines: [
    { productId: productIds[0], quantity: 2 },
    { productId: productIds[1], quantity: 1 },
  ],
  contactEmail: email,
  contactPhone: "+971 50 123 4567",
  shippingAddress: { address: { name: "John Doe", phone: "0501234567", emirate: "SHARJAH", area: "Al Nahda", street: "Street 5", building: "Villa 12" } },
  paymentMethod: "CASH_ON_DELIVERY",
  idempotencyKey: `mail-test-${Date.now()}-${++keys}`,
  ...extra,
});
/** The shop's English amount (its one writer; its unit tests pin "د.إ 1,328.99" with the sign isolated). */
const grouped = (amount: string) => formatAmount(amount, "en");

describe("order confirmation", () => {
  it("mails the shopper the order number, lines, totals with VAT, address, payment and the tax invoice", async () => {
    const input = orderInput("buyer@example.com");
    const reply = await gql(gateway.url, PLACE, { input }, { ip: freshIp() });
    const order = reply.data!.placeOrder;
    expect(order.confirmationEmail).toEqual({ to: "buyer@example.com", status: "SENT" });
    const mail = await smtp.waitFor((m) => m.subject?.includes(order.number) ?? false);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("buyer@example.com");
    expect(mail.from?.value[0]).toMatchObject({ name: "ProAV Trading LLC", address: "sales@shop.test" });
    for (const fact of [
      order.number,
      `Invoice number: ${order.taxInvoice.number}`,
      `Total excl. VAT: ${grouped(order.taxInvoice.totalExcludingVat.amount)}`,
      `VAT 5%: ${grouped(order.vatIncluded.amount)}`,
      `Total payable incl. VAT: ${grouped(order.total.amount)}`,
      "Villa 12, Street 5",
      "Al Nahda, Sharjah",
      "Payment method: Cash on delivery",
    ]) {
      expect(mail.text).toContain(fact);
    }
    expect(mail.html).toContain(`Tax Invoice <bdi>${order.taxInvoice.number}</bdi>`);
    expect(mail.html).toContain(`Order number: <bdi>${order.number}</bdi>`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    expect(mail.html).toContain("TRN: <bdi>100123456700003</bdi>");
    const invoice = mail.attachments.find((a) => a.filename === `invoice-${order.taxInvoice.number}.html`);
    expect(invoice?.content.toString()).toContain(grouped(order.total.amount));

    // The same idempotency key again: the same order, and no second e-mail.
    const again = await gql(gateway.url, PLACE, { input }, { ip: freshIp() });
    expect(again.data!.placeOrder.number).toBe(order.number);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.filter((m) => m.subject?.includes(order.number))).toHaveLength(1);
  });

  it("gives bank-transfer instructions with the IBAN and the order number as the reference", async () => {
    const reply = await gql(gateway.url, PLACE, { input: orderInput("transfer@example.com", { paymentMethod: "BANK_TRANSFER" }) }, { ip: freshIp() });
    const order = reply.data!.placeOrder;
    const mail = await smtp.waitFor((m) => m.subject?.includes(order.number) ?? false);
    expect(mail.text).toContain("How to pay by bank transfer");
    expect(mail.text).toContain(`Please transfer ${grouped(order.total.amount)} with your order number ${order.number} as the reference`);
    expect(mail.text).toContain("IBAN: AE07 0331 2345 6789 0123 456");
    expect(mail.text).toContain(`Reference: ${order.number}`);
    expect(mail.html).toContain("Bank: Emirates NBD");
  });

  it("writes to a shopper who ordered in Arabic in Arabic, right to left, with the bilingual tax invoice", async () => {
    const reply = await gql(
      gateway.url,
      PLACE,
      { input: orderInput("arabic@example.com", { paymentMethod: "BANK_TRANSFER" }) },
      { ip: freshIp(), acceptLanguage: "ar-AE,ar;q=0.9,en;q=0.5" },
    );
    const order = reply.data!.placeOrder;
    expect(order.confirmationEmail).toEqual({ to: "arabic@example.com", status: "SENT" });
    const mail = await smtp.waitFor((m) => m.subject?.includes(order.number) ?? false);
    expect(mail.subject).toBe(`طلبك رقم ${order.number} من ProAV Trading LLC`);
    expect(mail.html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(mail.html).toContain(`فاتورة ضريبية / <bdi lang="en">Tax Invoice</bdi> <bdi>${order.taxInvoice.number}</bdi>`);
    expect(mail.html).toContain("الرقم الضريبي (TRN): <bdi>100123456700003</bdi>");
    const arabicPrice = (amount: string) => formatAmount(amount, "ar");
    expect(mail.text).toContain(`المبلغ المستحق شامل ضريبة القيمة المضافة: ${arabicPrice(order.total.amount)}`);
    expect(mail.text).toContain(`يُرجى تحويل ${arabicPrice(order.total.amount)} مع ذكر رقم طلبك ${order.number}`);
    // One way to write an amount per language: the API asked in Arabic writes the total as the Arabic e-mail does
    // (and as the Arabic pages do: client/e2e/arabic-storefront.spec.ts compares a page with the API).
    expect(order.total.formatted).toBe(arabicPrice(order.total.amount));
    expect(mail.html).toContain(order.total.formatted);
    expect(mail.text).toContain("IBAN: AE07 0331 2345 6789 0123 456");
    expect(mail.text).toContain("Al Nahda، الشارقة");
    expect(mail.text).toContain("/ar/account/order-tracking");
    expect(mail.text).not.toMatch(/Thank you|Payment method|Total payable/);
    const invoice = mail.attachments.find((a) => a.filename === `invoice-${order.taxInvoice.number}.html`);
    expect(invoice?.content.toString()).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);

    // The stored order keeps its language: the stand-in backend has it on the row.
    const db = new Database(backend.dbPath, { readonly: true });
    const row = db.prepare("SELECT locale FROM orders WHERE number = ?").get(order.number) as { locale: string };
    db.close();
    expect(row.locale).toBe("ar");
  });

  it("names the products in Arabic in an Arabic order's e-mail and when read in Arabic, English where a product has no Arabic", async () => {
    const db = new Database(backend.dbPath, { readonly: true });
    const inStock = "p.is_active = 1 AND (p.badge IS NULL OR p.badge NOT LIKE '%outStock%')";
    const translated = db
      .prepare(
        `SELECT p.id, t.title AS arabic, p.title FROM products p JOIN products t ON t.localization_group = p.id AND t.locale = 'ar' AND t.is_active = 1 WHERE p.locale = 'en' AND ${inStock} ORDER BY p.price LIMIT 1`,
      )
      .get() as { id: number; arabic: string; title: string };
    const english = db
      .prepare(
        `SELECT p.id, p.title FROM products p WHERE p.locale = 'en' AND ${inStock} AND NOT EXISTS (SELECT 1 FROM products t WHERE t.localization_group = p.id AND t.locale = 'ar') ORDER BY p.price LIMIT 1`,
      )
      .get() as { id: number; title: string };
    db.close();
    const arabic = { ip: freshIp(), acceptLanguage: "ar-AE,ar;q=0.9" };
    const input = {
      ...orderInput("arabic-titles@example.com"),
      lines: [
        { productId: String(translated.id), quantity: 1 },
        { productId: String(english.id), quantity: 1 },
      ],
    };
    const order = (await gql(gateway.url, PLACE, { input }, arabic)).data!.placeOrder;
    const mail = await smtp.waitFor((m) => m.subject?.includes(order.number) ?? false);
    expect(mail.text).toContain(translated.arabic);
    expect(mail.text).not.toContain(translated.title);
    expect(mail.text).toContain(english.title);
    expect(mail.attachments[0]?.content.toString()).toContain(translated.arabic);

    const TRACK = `query($number: String!, $email: String!) { trackOrder(number: $number, email: $email) { lines { productId title } } }`;
    const track = (acceptLanguage: string) =>
      gql(gateway.url, TRACK, { number: order.number, email: "arabic-titles@example.com" }, { ip: freshIp(), acceptLanguage });
    const titles = async (acceptLanguage: string) =>
      ((await track(acceptLanguage)).data!.trackOrder as { lines: { title: string }[] }).lines.map((l) => l.title);
    expect(await titles("ar")).toEqual([translated.arabic, english.title]);
    // The stored title is the English one: an English page shows it.
    expect(await titles("en")).toEqual([translated.title, english.title]);
  });

  it("keeps English for an English (or unstated) language", async () => {
    for (const acceptLanguage of ["en-GB,ar;q=0.5", undefined]) {
      const reply = await gql(gateway.url, PLACE, { input: orderInput("english@example.com") }, { ip: freshIp(), acceptLanguage });
      const order = reply.data!.placeOrder;
      const mail = await smtp.waitFor((m) => m.subject?.includes(order.number) ?? false);
      expect(mail.subject).toBe(`Your order ${order.number} at ProAV Trading LLC`);
      expect(mail.text).toContain(`Thank you for your order ${order.number}.`);
      expect(mail.html).toMatch(/^<!doctype html><html lang="en" dir="ltr">/);
    }
  });

  it("places the order when the mail server refuses, says QUEUED, and delivers on a retry", async () => {
    smtp.refuseNext(2);
    const before = smtp.attempts;
    const reply = await gql(gateway.url, PLACE, { input: orderInput("patient@example.com") }, { ip: freshIp() });
    const order = reply.data!.placeOrder;
    expect(reply.errors).toBeUndefined();
    expect(order.confirmationEmail).toEqual({ to: "patient@example.com", status: "QUEUED" });
    const mail = await smtp.waitFor((m) => m.subject?.includes(order.number) ?? false);
    expect(mail.text).toContain(order.number);
    expect(smtp.attempts - before).toBe(3);
  });

  it("places the order when no mail server answers at all (QUEUED)", async () => {
    // A port nothing listens on: taken, then released.
    const probe = createServer().listen(0, "127.0.0.1");
    await once(probe, "listening");
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const down = await startGateway(backend.url, { SMTP_URL: `smtp://127.0.0.1:${port}`, ...FAST_RETRY, MAIL_RETRY_ATTEMPTS: "2" });
    try {
      const reply = await gql(down.url, PLACE, { input: orderInput("nomail@example.com") }, { ip: freshIp() });
      expect(reply.data!.placeOrder.confirmationEmail).toEqual({ to: "nomail@example.com", status: "QUEUED" });
      expect(reply.data!.placeOrder.number).toMatch(/^[A-Z]{3}-\d{4}-\d{6,}$/);
    } finally {
      await down.close();
    }
  });
});

describe("password reset", () => {
  const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
  const REQUEST = `mutation($email: String!) { requestPasswordReset(email: $email) { accepted } }`;
  const register = (url: string, email: string) =>
    gql(url, REGISTER, { input: { email, password: "Secret123", firstName: "Reset", lastName: "Tester" } }, { ip: freshIp() });

  it("mails the reset link through SMTP", async () => {
    await register(gateway.url, "reset-me@example.com");
    expect((await gql(gateway.url, REQUEST, { email: "reset-me@example.com" }, { ip: freshIp() })).data).toEqual({ requestPasswordReset: { accepted: true } });
    const mail = await smtp.waitFor((m) => m.subject === "Reset your password" && JSON.stringify(m.to).includes("reset-me@example.com"));
    // The backend is asked after the answer, and stores the code once its mail is sent.
    const code = await eventually(() => {
      const db = new Database(backend.dbPath, { readonly: true });
      const row = db.prepare("SELECT reset_password_token AS code FROM users WHERE email = ?").get("reset-me@example.com") as { code: string | null };
      db.close();
      return row.code;
    });
    expect(mail.text).toContain(`/account/reset-password?code=${code}`);
  });

  it("answers EMAIL_NOT_SENT, for known and unknown addresses alike, once a reset e-mail failed, until one goes through", async () => {
    await register(gateway.url, "unlucky@example.com");
    smtp.refuseNext(1);
    const before = smtp.attempts;
    // The answer never waits for the mail (its timing would tell who has an account): this one is accepted...
    expect((await gql(gateway.url, REQUEST, { email: "unlucky@example.com" }, { ip: freshIp() })).data).toEqual({ requestPasswordReset: { accepted: true } });
    // ...and once its e-mail has failed, the next requests are told so, known and unknown addresses alike.
    const failing = async (email: string) => codeOf(await gql(gateway.url, REQUEST, { email }, { ip: freshIp() })) === "EMAIL_NOT_SENT";
    for (let i = 0; smtp.attempts === before || !(await failing("nobody-at-all@example.com")); i++) {
      if (i > 100) throw new Error("the failed reset e-mail was never noticed");
      await new Promise((r) => setTimeout(r, 20));
    }
    const failed = await gql(gateway.url, REQUEST, { email: "unlucky@example.com" }, { ip: freshIp() });
    expect(codeOf(failed)).toBe("EMAIL_NOT_SENT");
    expect(failed.data).toBeNull();
    // That request still reached the backend, whose mail went through this time: reset requests are accepted again.
    await smtp.waitFor((m) => m.subject === "Reset your password" && JSON.stringify(m.to).includes("unlucky@example.com"));
    for (let i = 0; await failing("nobody-at-all@example.com"); i++) {
      if (i > 100) throw new Error("the recovered mail server was never noticed");
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await gql(gateway.url, REQUEST, { email: "nobody-at-all@example.com" }, { ip: freshIp() })).data).toEqual({
      requestPasswordReset: { accepted: true },
    });
  });
});

describe("contact messages", () => {
  const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { status } }`;
  const message = (n: number) => ({
    name: "Aisha Khan",
    email: "aisha@example.com",
    phone: "050 123 4567",
    subject: `Quote request ${n}`,
    message: "Please quote two workstations.",
  });

  it("delivers to the shop's inbox with Reply-To the sender, and refuses the 6th in a burst", async () => {
    const ip = freshIp();
    expect((await gql(gateway.url, SEND, { input: message(1) }, { ip })).data).toEqual({ sendContactMessage: { status: "SENT" } });
    const mail = await smtp.waitFor((m) => m.subject === "Contact form: Quote request 1");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("inbox@shop.test");
    expect(mail.replyTo?.value[0]?.address).toBe("aisha@example.com");
    expect(mail.text).toContain("Please quote two workstations.");
    expect(mail.text).toContain("Phone: 050 123 4567");
    for (let n = 2; n <= 5; n++) expect((await gql(gateway.url, SEND, { input: message(n) }, { ip })).data?.sendContactMessage.status).toBe("SENT");
    const sixth = await gql(gateway.url, SEND, { input: message(6) }, { ip });
    expect(codeOf(sixth)).toBe("RATE_LIMITED");
    expect(sixth.status).toBe(429);
    expect(sixth.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(500);
    // Another shopper is not affected.
    expect((await gql(gateway.url, SEND, { input: message(7) }, { ip: freshIp() })).data?.sendContactMessage.status).toBe("SENT");
  });

  it("keeps the sender's name a display name: it cannot add addresses to Reply-To", async () => {
    const names = ["a; attacker@evil.example;", "Eve, attacker@evil.example", '"x" <attacker@evil.example>, y', "=?utf-8?B?YXR0YWNrZXJAZXZpbC5leGFtcGxl?="];
    for (const [n, name] of names.entries()) {
      const subject = `Injection attempt ${n}`;
      const input = { ...message(0), name, email: "sender@example.com", subject };
      expect((await gql(gateway.url, SEND, { input }, { ip: freshIp() })).data).toEqual({ sendContactMessage: { status: "SENT" } });
      const mail = await smtp.waitFor((m) => m.subject === `Contact form: ${subject}`);
      expect(
        mail.replyTo?.value.map((a) => a.address),
        name,
      ).toEqual(["sender@example.com"]);
      // The name arrives as written (an encoded word typed as a name is decoded by the reader: still only a name).
      if (!name.startsWith("=?")) expect(mail.replyTo?.value[0]?.name, name).toBe(name);
    }
  });

  it("checks every field with the storefront's rules and sends nothing when one is wrong", async () => {
    const before = smtp.messages.length;
    const reply = await gql(gateway.url, SEND, { input: { name: " ", email: "nope", phone: "123", subject: "Hi", message: "short" } }, { ip: freshIp() });
    expect(fieldsOf(reply)).toEqual([
      "input.email:INVALID",
      "input.message:TOO_SHORT",
      "input.name:REQUIRED",
      "input.phone:INVALID",
      "input.subject:TOO_SHORT",
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.length).toBe(before);
  });
});

describe("without SMTP_URL", () => {
  it("writes each message as an .eml file to the outbox and logs its path", async () => {
    const outbox = mkdtempSync(join(tmpdir(), "shop-outbox-"));
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const local = await startGateway(backend.url, { MAIL_OUTBOX_DIR: outbox, LOG_LEVEL: "info" }, { log: sink });
    try {
      const reply = await gql(local.url, PLACE, { input: orderInput("outbox@example.com") }, { ip: freshIp() });
      const order = reply.data!.placeOrder;
      expect(order.confirmationEmail).toEqual({ to: "outbox@example.com", status: "OUTBOX" });
      const files = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
      expect(files).toHaveLength(1);
      const path = join(outbox, files[0]!);
      const mail = await simpleParser(readFileSync(path));
      expect(mail.subject).toContain(order.number);
      const logged = lines.map((l) => JSON.parse(l) as { level: string; msg: string; path?: string }).find((l) => l.path === path);
      expect(logged).toMatchObject({ level: "info", msg: expect.stringContaining("outbox") });
    } finally {
      await local.close();
    }
  });

  it("the stand-in writes the reset e-mail to its outbox too", async () => {
    const outbox = mkdtempSync(join(tmpdir(), "shop-backend-outbox-"));
    const local = await startTestBackend({ outboxDir: outbox });
    try {
      const api = await startGateway(local.url);
      try {
        await gql(
          api.url,
          `mutation($input: RegisterInput!) { register(input: $input) { token } }`,
          { input: { email: "eml@example.com", password: "Secret123", firstName: "E", lastName: "M" } },
          { ip: freshIp() },
        );
        const reply = await gql(
          api.url,
          `mutation($email: String!) { requestPasswordReset(email: $email) { accepted } }`,
          { email: "eml@example.com" },
          { ip: freshIp() },
        );
        expect(reply.data).toEqual({ requestPasswordReset: { accepted: true } });
        const files = await eventually(() => {
          const written = readdirSync(outbox).filter((f) => f.endsWith(".eml"));
          return written.length > 0 && written;
        });
        expect(files).toHaveLength(1);
        const mail = await simpleParser(readFileSync(join(outbox, files[0]!)));
        expect(mail.text).toMatch(/\/account\/reset-password\?code=[0-9a-f]{128}/);
      } finally {
        await api.close();
      }
    } finally {
      await local.close();
    }
  });
});
