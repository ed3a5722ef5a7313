import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Database from "better-sqlite3";
import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { decimalToFils } from "@proav/shop-rules";
import { startTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { fieldsOf, freshIp, gql, REFUSAL, refusalOf } from "./support/graphql-client.js";
import { cheapestOrderableIds } from "./support/orderable-products.js";

// Company buyers and tax documents through the real gateway and the stand-in backend (issue #25): a company order
// stores its company and PO and gets the backend's invoice number; its tax invoice prices every line by the one VAT
// rule (the totals are the sums of the lines and the order's own amounts); the company profile round trip; bad
// company input is refused field by field with nothing stored; a cancelled order's credit note; bank transfer
// always names the account to pay.

let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let db: Database.Database;
let cheap: string[];
let onSale: string | undefined;

beforeAll(async () => {
  backend = await startTestBackend({ rateLimits: { track: 1000, create: 1000 } });
  gateway = await startGateway(backend.url, { ORDER_RATE_LIMIT_POINTS: "1000", AUTH_RATE_LIMIT_POINTS: "1000" });
  db = new Database(backend.dbPath, { readonly: true });
  cheap = cheapestOrderableIds(backend.dbPath, 3, { withPartNumber: true });
  const sale = db
    .prepare(
      "SELECT id FROM products WHERE locale = 'en' AND is_active = 1 AND sale_price IS NOT NULL AND sale_price > 0 AND sale_price < price " +
        "AND (badge IS NULL OR badge NOT LIKE '%outStock%') ORDER BY sale_price LIMIT 1",
    )
    .get() as { id: number } | undefined;
  onSale = sale ? String(sale.id) : undefined;
});
afterAll(async () => {
  db?.close();
  await gateway?.close();
  await backend?.close();
});

const MONEY = "{ amount }";
const COMPANY = "{ legalName trn billingAddress { emirate area street building } }";
const LINE = `{ description partNumber kind quantity unitPriceExcludingVat ${MONEY} discountExcludingVat ${MONEY} vatRate vatAmount ${MONEY} amountExcludingVat ${MONEY} lineTotal ${MONEY} }`;
const ORDER = `id number paymentMethod total ${MONEY} vatIncluded ${MONEY} shipping ${MONEY} company ${COMPANY} purchaseOrderNumber
  taxInvoice { number issueDate supplyDate proForma seller { legalName addressLines trn } buyerCompany ${COMPANY} purchaseOrderNumber
    lines ${LINE} totalExcludingVat ${MONEY} totalVat ${MONEY} totalPayable ${MONEY} pdfPath eInvoice { status } }
  creditNote { number issueDate invoiceNumber lines ${LINE} totalExcludingVat ${MONEY} totalVat ${MONEY} totalCredited ${MONEY} pdfPath }
  bankTransfer { account { bankName accountName iban swift } reference amount ${MONEY} }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { ${ORDER} } ... on OrderRefused { code } ${REFUSAL} } }`;
const TRACK = `query($n: String!, $e: String!) { trackOrder(number: $n, email: $e) { ${ORDER} } }`;
const LOGIN = `mutation($i: String!, $p: String!) { login(identifier: $i, password: $p) { ... on AuthPayload { token } } }`;
const ME = `{ me { company ${COMPANY} } }`;
const SAVE = `mutation($input: CompanyInput!) { saveCompanyProfile(input: $input) { ... on Customer { company ${COMPANY} } ${REFUSAL} } }`;
const REMOVE = "mutation { removeCompanyProfile }";

const company = (extra: Record<string, unknown> = {}) => ({
  legalName: "Studio Ten FZ-LLC",
  trn: "100-1234-5678-9003",
  billingAddress: { emirate: "DUBAI", area: "Media City", street: "Street 1", building: "Building 5, Office 204" },
  ...extra,
});
let keys = 0;
const orderInput = (lines: { productId: string; quantity: number }[], extra: Record<string, unknown> = {}) => ({
  lines,
  contactEmail: "buyer@studio-ten.example",
  contactPhone: "+971 50 123 4567",
  shippingAddress: { address: { name: "Aisha Khan", phone: "0501234567", emirate: "SHARJAH", area: "Al Nahda", street: "Street 5", building: "Villa 12" } },
  paymentMethod: "BANK_TRANSFER",
  idempotencyKey: `company-${Date.now()}-${++keys}`,
  ...extra,
});

type Money = { amount: string };
type Line = {
  kind: string;
  description: string;
  quantity: number;
  unitPriceExcludingVat: Money;
  discountExcludingVat: Money | null;
  vatRate: number;
  vatAmount: Money;
  amountExcludingVat: Money;
  lineTotal: Money;
};
type Doc = { lines: Line[]; totalExcludingVat: Money; totalVat: Money };
const fils = (m: Money) => decimalToFils(m.amount);
const sum = (lines: Line[], pick: (l: Line) => Money) => lines.reduce((s, l) => s + fils(pick(l)), 0);
const writes = () => (db.prepare("SELECT (SELECT COUNT(*) FROM orders) + (SELECT COUNT(*) FROM components_order_lines) AS n").get() as { n: number }).n;

/** Every line adds up (net + VAT = total) and every total is the sum of its lines. */
function expectSums(doc: Doc, total: Money) {
  for (const l of doc.lines) expect(fils(l.amountExcludingVat) + fils(l.vatAmount), l.description).toBe(fils(l.lineTotal));
  expect(sum(doc.lines, (l) => l.vatAmount)).toBe(fils(doc.totalVat));
  expect(sum(doc.lines, (l) => l.amountExcludingVat)).toBe(fils(doc.totalExcludingVat));
  expect(sum(doc.lines, (l) => l.lineTotal)).toBe(fils(total));
}

async function signIn(identifier: string, password: string): Promise<string> {
  const reply = await gql<{ login: { token: string } }>(gateway.url, LOGIN, { i: identifier, p: password }, { ip: freshIp() });
  return reply.data!.login.token;
}

describe("a company order", () => {
  it("stores the company and PO, gets the backend's invoice number and a tax invoice whose totals are its lines' sums", async () => {
    expect(onSale, "the demo catalogue has a product on sale").toBeDefined();
    const lines = [
      { productId: cheap[0]!, quantity: 2 },
      { productId: onSale!, quantity: 1 },
    ];
    const reply = await gql(
      gateway.url,
      PLACE,
      { input: orderInput(lines, { buyer: { company: company(), purchaseOrderNumber: " PO-2026/0042 " } }) },
      { ip: freshIp() },
    );
    const order = reply.data?.placeOrder;
    expect(order?.number, JSON.stringify(reply.errors ?? order)).toMatch(/^PAV-/);
    expect(order.company).toEqual({
      legalName: "Studio Ten FZ-LLC",
      trn: "100123456789003",
      billingAddress: { emirate: "DUBAI", area: "Media City", street: "Street 1", building: "Building 5, Office 204" },
    });
    expect(order.purchaseOrderNumber).toBe("PO-2026/0042");
    const stored = db.prepare("SELECT company, po_number, invoice_number FROM orders WHERE number = ?").get(order.number) as Record<string, string>;
    expect(JSON.parse(stored.company!)).toMatchObject({ legal_name: "Studio Ten FZ-LLC", trn: "100123456789003", emirate: "dubai" });
    expect(stored.po_number).toBe("PO-2026/0042");

    const invoice = order.taxInvoice;
    expect(invoice.number).toMatch(/^INV-\d{6,}$/);
    expect(invoice.number).toBe(stored.invoice_number);
    expect(invoice.number).not.toBe(order.number);
    expect(invoice.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.supplyDate).toBe(invoice.issueDate);
    expect(invoice.buyerCompany).toEqual(order.company);
    expect(invoice.purchaseOrderNumber).toBe("PO-2026/0042");
    // A bank transfer not yet paid: a pro-forma until the money arrives.
    expect(invoice.proForma).toBe(true);
    // The sample seller of a fresh install: complete, so the invoice is.
    expect(invoice.seller).toEqual({
      legalName: "ProAV Shop",
      addressLines: ["Office 1204, Bay Square Building 5", "Business Bay", "Dubai"],
      trn: "100000000000003",
    });
    expect(invoice.pdfPath).toBe(`/account/orders/${order.number}/invoice.pdf`);
    expect(invoice.totalPayable).toEqual(order.total);
    expect(invoice.totalVat).toEqual(order.vatIncluded);
    expectSums(invoice, order.total);
    expect(invoice.lines.every((l: Line) => l.vatRate === 5)).toBe(true);
    const delivery = invoice.lines.filter((l: Line) => l.kind === "DELIVERY");
    expect(delivery.map((l: Line) => l.lineTotal)).toEqual(fils(order.shipping) > 0 ? [order.shipping] : []);
    // The sale line's discount: its list price against its sale price, both without VAT, per item.
    const sale = invoice.lines.find((l: Line) => l.kind === "PRODUCT" && l.discountExcludingVat !== null);
    expect(sale, "the sale line's discount").toBeTruthy();
    expect(fils(sale.discountExcludingVat)).toBeGreaterThan(0);
    expect(order.creditNote).toBeNull();
    // Where to pay, with the order number as the reference: the sample account until SHOP_BANK_IBAN is set.
    expect(order.bankTransfer).toEqual({
      account: { bankName: "Sample Bank PJSC", accountName: "ProAV Shop", iban: "AE070331234567890123456", swift: null },
      reference: order.number,
      amount: order.total,
    });
  });

  it("in Arabic: the PDF path carries /ar and delivery is named in Arabic", async () => {
    const reply = await gql(
      gateway.url,
      PLACE,
      { input: orderInput([{ productId: cheap[0]!, quantity: 1 }], { buyer: { company: company() } }) },
      { ip: freshIp(), acceptLanguage: "ar" },
    );
    const order = reply.data!.placeOrder;
    expect(order.taxInvoice.pdfPath).toBe(`/ar/account/orders/${order.number}/invoice.pdf`);
    expect(order.purchaseOrderNumber).toBeNull();
    // One cheap item: below free delivery, so delivery is charged as its own taxed line.
    const delivery = order.taxInvoice.lines.find((l: Line) => l.kind === "DELIVERY");
    expect(delivery).toMatchObject({ description: "التوصيل", quantity: 1, vatRate: 5, lineTotal: order.shipping });
    expectSums(order.taxInvoice, order.total);
  });

  it("a consumer order has no company but still a numbered tax invoice; cash on delivery has no bank transfer", async () => {
    const reply = await gql(
      gateway.url,
      PLACE,
      { input: orderInput([{ productId: cheap[1]!, quantity: 1 }], { paymentMethod: "CASH_ON_DELIVERY" }) },
      { ip: freshIp() },
    );
    const order = reply.data!.placeOrder;
    expect(order.company).toBeNull();
    expect(order.taxInvoice.buyerCompany).toBeNull();
    expect(order.taxInvoice.number).toMatch(/^INV-/);
    expect(order.taxInvoice.eInvoice).toBeNull();
    expect(order.taxInvoice.proForma).toBe(false);
    expect(order.bankTransfer).toBeNull();
    expectSums(order.taxInvoice, order.total);
  });

  it("gets a credit note with its own number once the shop cancels it in the backend", async () => {
    const placed = (
      await gql(gateway.url, PLACE, { input: orderInput([{ productId: cheap[2]!, quantity: 3 }], { buyer: { company: company() } }) }, { ip: freshIp() })
    ).data!.placeOrder;
    const res = await fetch(`${backend.url}/admin/orders/${placed.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      body: JSON.stringify({ status: "cancelled", note: "Out of stock at the supplier" }),
    });
    expect(res.status).toBe(200);
    const order = (await gql(gateway.url, TRACK, { n: placed.number, e: "buyer@studio-ten.example" }, { ip: freshIp() })).data!.trackOrder;
    const note = order.creditNote;
    expect(note.number).toMatch(/^CN-\d{6,}$/);
    expect(note.invoiceNumber).toBe(placed.taxInvoice.number);
    expect(note.totalCredited).toEqual(order.total);
    expect(note.lines).toEqual(order.taxInvoice.lines);
    expect(note.pdfPath).toBe(`/account/orders/${placed.number}/credit-note.pdf`);
    expectSums({ ...note }, note.totalCredited);
  });
});

describe("bad company input", () => {
  it("is refused field by field (a 14-digit TRN, letters in a TRN, a 200-character PO, a blank name) and nothing is stored", async () => {
    const before = writes();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ company: company({ trn: "10012345678900" }) }, ["input.buyer.company.trn:INVALID"]],
      [{ company: company({ trn: "100123456789ABC" }) }, ["input.buyer.company.trn:INVALID"]],
      [{ company: company(), purchaseOrderNumber: "P".repeat(200) }, ["input.buyer.purchaseOrderNumber:TOO_LONG"]],
      [
        { company: company({ legalName: "  ", billingAddress: { ...company().billingAddress, street: "" } }) },
        ["input.buyer.company.billingAddress.street:REQUIRED", "input.buyer.company.legalName:REQUIRED"],
      ],
      [{ company: company({ legalName: "x".repeat(201) }) }, ["input.buyer.company.legalName:TOO_LONG"]],
      [{ purchaseOrderNumber: "PO-1" }, ["input.buyer.company:REQUIRED"]],
      [{ useSavedProfile: true }, ["input.buyer.useSavedProfile:INVALID"]],
      [{ company: company(), saveToProfile: true }, ["input.buyer.saveToProfile:INVALID"]],
    ];
    for (const [buyer, expected] of cases) {
      const reply = await gql(gateway.url, PLACE, { input: orderInput([{ productId: cheap[0]!, quantity: 1 }], { buyer }) }, { ip: freshIp() });
      expect(refusalOf(reply)?.code, JSON.stringify(buyer).slice(0, 80)).toBe("INVALID_INPUT");
      expect(fieldsOf(reply), JSON.stringify(buyer).slice(0, 80)).toEqual(expected);
    }
    const trn = await gql(
      gateway.url,
      PLACE,
      { input: orderInput([{ productId: cheap[0]!, quantity: 1 }], { buyer: { company: company({ trn: "10012345678900" }) } }) },
      { ip: freshIp() },
    );
    expect(refusalOf(trn)?.fields[0]?.message).toBe("A UAE TRN is exactly 15 digits (it has 14).");
    expect(writes()).toBe(before);
  });
});

describe("the company profile", () => {
  it("is saved, offered to placeOrder (useSavedProfile), saved from checkout (saveToProfile) and removed", async () => {
    const token = await signIn("jane.smith@example.com", "Passw0rd!jane");
    const saved = await gql(gateway.url, SAVE, { input: company({ trn: "100 9876 5432 1003" }) }, { token, ip: freshIp() });
    expect(saved.data?.saveCompanyProfile.company, JSON.stringify(saved)).toMatchObject({ legalName: "Studio Ten FZ-LLC", trn: "100987654321003" });
    expect((await gql(gateway.url, ME, {}, { token })).data?.me.company.trn).toBe("100987654321003");

    const fromProfile = await gql(
      gateway.url,
      PLACE,
      { input: orderInput([{ productId: cheap[0]!, quantity: 1 }], { buyer: { useSavedProfile: true, purchaseOrderNumber: "PO-7" } }) },
      { token, ip: freshIp() },
    );
    expect(fromProfile.data?.placeOrder.company, JSON.stringify(fromProfile)).toMatchObject({ trn: "100987654321003" });
    expect(fromProfile.data?.placeOrder.taxInvoice.purchaseOrderNumber).toBe("PO-7");

    const other = company({ legalName: "Broadcast House LLC", trn: "100555666777003" });
    const saving = await gql(
      gateway.url,
      PLACE,
      { input: orderInput([{ productId: cheap[1]!, quantity: 1 }], { buyer: { company: other, saveToProfile: true } }) },
      { token, ip: freshIp() },
    );
    expect(saving.data?.placeOrder.company.legalName, JSON.stringify(saving)).toBe("Broadcast House LLC");
    expect((await gql(gateway.url, ME, {}, { token })).data?.me.company.legalName).toBe("Broadcast House LLC");

    // Bad input saves nothing: the profile stays the one saved last.
    const bad = await gql(gateway.url, SAVE, { input: company({ trn: "10012345678900" }) }, { token, ip: freshIp() });
    expect(refusalOf(bad)?.__typename).toBe("CompanyInvalid");
    expect(fieldsOf(bad)).toEqual(["input.trn:INVALID"]);
    expect((await gql(gateway.url, ME, {}, { token })).data?.me.company.trn).toBe("100555666777003");

    expect((await gql(gateway.url, REMOVE, {}, { token })).data?.removeCompanyProfile).toBe(true);
    expect((await gql(gateway.url, ME, {}, { token })).data?.me.company).toBeNull();
    const none = await gql(
      gateway.url,
      PLACE,
      { input: orderInput([{ productId: cheap[0]!, quantity: 1 }], { buyer: { useSavedProfile: true } }) },
      { token, ip: freshIp() },
    );
    expect(fieldsOf(none)).toEqual(["input.buyer.company:NOT_FOUND"]);
  });

  it("needs a signed-in shopper", async () => {
    const reply = await gql(gateway.url, SAVE, { input: company() }, { ip: freshIp() });
    expect(reply.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await gql(gateway.url, REMOVE, {}, { ip: freshIp() })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("bank transfer without a mail server", () => {
  it("writes an outbox e-mail with the IBAN, bank, account name and the order number as reference, promising nothing else", async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), "company-orders-outbox-"));
    const own = await startGateway(backend.url, { MAIL_OUTBOX_DIR: outboxDir, ORDER_RATE_LIMIT_POINTS: "1000" });
    try {
      const reply = await gql(
        own.url,
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { number confirmationEmail { status } } } }`,
        {
          input: orderInput([{ productId: cheap[0]!, quantity: 1 }]),
        },
        { ip: freshIp() },
      );
      const order = reply.data!.placeOrder;
      expect(order.confirmationEmail.status).toBe("OUTBOX");
      const files = (await readdir(outboxDir)).filter((f) => f.includes("order-confirmation"));
      expect(files).toHaveLength(1);
      const mail = await simpleParser(await readFile(join(outboxDir, files[0]!)));
      for (const fact of [
        "IBAN: AE07 0331 2345 6789 0123 456",
        "Bank: Sample Bank PJSC",
        "Account name: ProAV Shop",
        `Reference: ${order.number}`,
        "sample bank details",
      ]) {
        expect(mail.text, fact).toContain(fact);
      }
      for (const fact of ["AE07 0331 2345 6789 0123 456", "Sample Bank PJSC", `<bdi>${order.number}</bdi>`]) expect(mail.html || "", fact).toContain(fact);
      expect(`${mail.text}${mail.html}`).not.toMatch(/not in this e-mail|we will send them|e-mail our bank details/i);
    } finally {
      await own.close();
    }
  });
});
