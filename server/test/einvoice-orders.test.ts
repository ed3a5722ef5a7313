import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { eventually } from "./support/eventually.js";
import { startGateway } from "./support/gateway.js";
import { freshIp, gql, REFUSAL } from "./support/graphql-client.js";
import { cheapestOrderableIds } from "./support/orderable-products.js";
import { TestProvider } from "./support/test-provider.js";
import { describeFindings, fatal, findRulesDir, loadRules, validate } from "../../packages/einvoice/test/pint-ae-schematron.js";

// PINT AE e-documents of company orders through the real gateway, the stand-in backend and a local provider
// (issue #25): a provider that fails or hangs never fails or delays placeOrder; the document reaches ACCEPTED
// through retries, once; the API shows its status; the XML downloads are owner-scoped like the order; a
// consumer order has none; a cancelled order's credit note follows.

let backend: TestBackend;
let provider: TestProvider;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let outbox: string;
const SECRET = "einvoice-webhook-secret-0123456789";
/** Strapi's webhooks: the stand-in announces an order the shop changed (a cancel) to the gateway. */
const webhooks = { urls: [] as string[], headers: { Authorization: `Bearer ${SECRET}` } };
let cheap: string[];
/** How long each placeOrder took, printed at the end: the e-document's delivery must not show in them. */
const timings: number[] = [];

beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), "einvoice-orders-"));
  [backend, provider] = await Promise.all([startTestBackend({ rateLimits: { track: 1000, create: 1000 }, webhooks }), new TestProvider().start()]);
  gateway = await startGateway(backend.url, {
    ORDER_RATE_LIMIT_POINTS: "1000",
    AUTH_RATE_LIMIT_POINTS: "1000",
    EINVOICE_OUTBOX_DIR: outbox,
    EINVOICE_ASP_URL: provider.url,
    EINVOICE_ASP_TOKEN: "test-asp-token",
    EINVOICE_RETRY_DELAY_MS: "50",
    EINVOICE_ASP_TIMEOUT_MS: "10000",
    STRAPI_WEBHOOK_SECRET: SECRET,
  });
  webhooks.urls.push(`${gateway.url}/webhooks/strapi`);
  cheap = cheapestOrderableIds(backend.dbPath, 2);
});
afterAll(async () => {
  console.log(`[einvoice] placeOrder answered in ${timings.join(", ")} ms`);
  await gateway?.close();
  await Promise.all([backend?.close(), provider?.close()]);
  rmSync(outbox, { recursive: true, force: true });
});
afterEach(() => {
  provider.script = [];
});

const EDOC = "{ status rejectionReason updatedAt xmlPath }";
const ORDER = `id number taxInvoice { number eInvoice ${EDOC} } creditNote { number eInvoice ${EDOC} }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { ${ORDER} } ... on OrderRefused { code } ${REFUSAL} } }`;
const TRACK = `query($n: String!, $e: String!) { trackOrder(number: $n, email: $e) { ${ORDER} } }`;
const EMAIL = "buyer@falcon-post.example";
const COMPANY = {
  legalName: "Falcon Post Production FZ-LLC",
  trn: "100987654300003",
  billingAddress: { emirate: "DUBAI", area: "Dubai Studio City", street: "Street 7", building: "Building 7, Office 301" },
};
let keys = 0;
const orderInput = (company: boolean) => ({
  lines: [{ productId: cheap[0]!, quantity: 2 }],
  contactEmail: EMAIL,
  contactPhone: "+971 50 123 4567",
  shippingAddress: {
    address: { name: "Layla Haddad", phone: "0501234567", emirate: "DUBAI", area: "Studio City", street: "Street 7", building: "Building 7" },
  },
  paymentMethod: "BANK_TRANSFER",
  idempotencyKey: `einvoice-${Date.now()}-${++keys}`,
  ...(company ? { buyer: { company: COMPANY, purchaseOrderNumber: "PO-2026-0415" } } : {}),
});

type EDoc = { status: string; rejectionReason: string | null; updatedAt: string; xmlPath: string } | null;
type Placed = { id: string; number: string; taxInvoice: { number: string; eInvoice: EDoc }; creditNote: { number: string; eInvoice: EDoc } | null };

async function place(company: boolean): Promise<{ order: Placed; ms: number }> {
  const started = performance.now();
  const reply = await gql<{ placeOrder: Placed }>(gateway.url, PLACE, { input: orderInput(company) }, { ip: freshIp() });
  const ms = performance.now() - started;
  timings.push(Math.round(ms));
  expect(reply.data?.placeOrder?.number, JSON.stringify(reply)).toMatch(/\S/);
  return { order: reply.data!.placeOrder, ms };
}

const track = async (number: string) => (await gql<{ trackOrder: Placed }>(gateway.url, TRACK, { n: number, e: EMAIL }, { ip: freshIp() })).data!.trackOrder;

function guestXml(number: string, email: string, file = "einvoice.xml") {
  return fetch(`${gateway.url}/orders/track/${file}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://shop.test", "x-forwarded-for": freshIp() },
    body: new URLSearchParams({ number, email }).toString(),
  });
}

describe("a company order's e-invoice", () => {
  it("is retried until the provider accepts it, once, while placeOrder answers at once", async () => {
    provider.script = [503, 503, 201];
    const { order } = await place(true);
    expect(order.taxInvoice.eInvoice).toMatchObject({ xmlPath: `/account/orders/${order.number}/einvoice.xml`, rejectionReason: null });
    const accepted = await eventually(async () => {
      const e = (await track(order.number)).taxInvoice.eInvoice;
      return e?.status === "ACCEPTED" ? e : null;
    });
    expect(accepted.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const mine = provider.requests.filter((r) => r.key === order.taxInvoice.number);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(provider.filed.has(order.taxInvoice.number)).toBe(true);
    expect(provider.filed.get(order.taxInvoice.number)).toContain(`<cbc:ID>${order.taxInvoice.number}</cbc:ID>`);
    expect(provider.filed.get(order.taxInvoice.number)).toContain("<cbc:CompanyID>100987654300003</cbc:CompanyID>");
  });

  it("never fails or delays the order when the provider is down or hangs", async () => {
    // The provider answers nothing until released: a placeOrder that waited for it would take at least the
    // POST's timeout (10 s here) and could not find the document anything but unfinished.
    let release = () => {};
    provider.hold = new Promise<void>((resolve) => (release = resolve));
    try {
      const { order, ms } = await place(true);
      expect(ms).toBeLessThan(10_000);
      expect(order.taxInvoice.number).toMatch(/^INV-\d{6,}$/);
      expect(["PREPARED", "SUBMITTED"]).toContain((await track(order.number)).taxInvoice.eInvoice?.status);
      provider.hold = null;
      release();
      await eventually(async () => (await track(order.number)).taxInvoice.eInvoice?.status === "ACCEPTED", 15_000);
    } finally {
      provider.hold = null;
      release();
    }
  });

  it("downloads as the XML that was sent: the guest with number and e-mail, never with another e-mail", async () => {
    provider.script = [201];
    const { order } = await place(true);
    await eventually(async () => (await track(order.number)).taxInvoice.eInvoice?.status === "ACCEPTED");
    const res = await guestXml(order.number, EMAIL);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.text()).toBe(provider.filed.get(order.taxInvoice.number));
    expect((await guestXml(order.number, "someone@else.example")).status).toBe(404);
    // Signed out, the owner's path is as unknown as anyone else's order.
    expect((await fetch(`${gateway.url}${order.taxInvoice.eInvoice!.xmlPath}`)).status).toBe(404);
  });

  it("gets its credit note sent when the shop cancels the order in the backend (Strapi's webhook), unread", async () => {
    const { order } = await place(true);
    const res = await fetch(`${backend.url}/admin/orders/${order.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      body: JSON.stringify({ status: "cancelled" }),
    });
    const { credit_note_number: creditNote } = (await res.json()) as { credit_note_number: string };
    expect(creditNote).toMatch(/^CN-\d{6,}$/);
    // Nobody reads the order: the webhook alone prepares the credit note and sends it.
    const filed = await eventually(() => provider.filed.get(creditNote));
    expect(filed).toContain("<CreditNote xmlns=");
    await eventually(async () => (await track(order.number)).creditNote?.eInvoice?.status === "ACCEPTED");
  });

  it("gets its credit note sent on the next read of the order when no webhook came", async () => {
    webhooks.urls.length = 0;
    const { order } = await place(true);
    const res = await fetch(`${backend.url}/admin/orders/${order.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      body: JSON.stringify({ status: "cancelled" }),
    });
    expect(res.status).toBe(200);
    const cancelled = await track(order.number);
    expect(cancelled.creditNote?.eInvoice).toMatchObject({ xmlPath: `/account/orders/${order.number}/credit-note.xml` });
    await eventually(async () => (await track(order.number)).creditNote?.eInvoice?.status === "ACCEPTED");
    const xml = await (await guestXml(order.number, EMAIL, "credit-note.xml")).text();
    expect(xml).toContain("<CreditNote xmlns=");
    expect(xml).toContain(`<cbc:ID>${cancelled.creditNote!.number}</cbc:ID>`);
    expect(xml).toMatch(new RegExp(`<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${order.taxInvoice.number}</cbc:ID>`));
    expect(provider.filed.get(cancelled.creditNote!.number)).toBe(xml);
    webhooks.urls.push(`${gateway.url}/webhooks/strapi`);
  });
});

describe("a consumer order (no TRN)", () => {
  it("has no e-document and no XML", async () => {
    const before = provider.requests.length;
    const { order } = await place(false);
    expect(order.taxInvoice.eInvoice).toBeNull();
    expect((await track(order.number)).taxInvoice.eInvoice).toBeNull();
    expect((await guestXml(order.number, EMAIL)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 200));
    expect(provider.requests.slice(before).filter((r) => r.key === order.taxInvoice.number)).toEqual([]);
  });
});

// What the gateway actually sent, not only what the package's matrix builds: every document the provider filed in
// this file (invoices with bank transfer, a credit note) against the official PINT AE rules, when they are present.
const rulesDir = findRulesDir();
describe.skipIf(!rulesDir)("the documents the provider got", () => {
  it("pass OpenPeppol's PINT AE rules with no fatal finding", { timeout: 120_000 }, async () => {
    const { sefs } = await loadRules(rulesDir!);
    expect(provider.filed.size).toBeGreaterThanOrEqual(4);
    for (const [number, xml] of provider.filed) {
      const findings = fatal(validate(sefs, xml));
      expect(findings, `${number}: ${describeFindings(findings)}`).toEqual([]);
    }
  });
});
