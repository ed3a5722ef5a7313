import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { INVOICE_LABELS, invoiceTitle, type FormatLocale } from "@proav/shop-rules";
import { startTestBackend, type TestBackend } from "../../strapi-stand-in/src/testing/start-test-backend.js";
import { startGateway } from "./support/gateway.js";
import { freshIp, gql } from "./support/graphql-client.js";
import { startSmtpServer } from "./support/smtp.js";
import { cheapestOrderableIds } from "./support/orderable-products.js";

// The tax invoice has two renderers: the storefront's invoice component (here server-rendered by the gateway, as a
// shopper without JavaScript gets it from order tracking) and the gateway's HTML invoice attached to the order
// e-mail. Both lay out @proav/shop-rules' invoiceModel; for one order, in each language, they must print the same
// labels and the same amounts.

const clientBuild = fileURLToPath(new URL("../../client/build/server/index.js", import.meta.url));

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let backend: TestBackend;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let productIds: string[];

beforeAll(async () => {
  if (!existsSync(clientBuild)) throw new Error(`${clientBuild} is missing: run "npm run build -w client" first`);
  smtp = await startSmtpServer();
  backend = await startTestBackend({ smtpUrl: smtp.url });
  gateway = await startGateway(backend.url, {
    STOREFRONT: "production",
    SMTP_URL: smtp.url,
    SHOP_LEGAL_NAME: "ProAV Trading LLC",
    SHOP_TRN: "100123456700003",
  });
  // Two lines, both with a part number; cheap ones, so cash on delivery is allowed.
  productIds = cheapestOrderableIds(backend.dbPath, 2, { withPartNumber: true });
});
afterAll(async () => {
  await gateway?.close();
  await backend?.close();
  await smtp?.close();
});

const MONEY = "{ amount formatted }";
const LINE = `{ description partNumber quantity unitPriceExcludingVat ${MONEY} discountExcludingVat ${MONEY} vatAmount ${MONEY} amountExcludingVat ${MONEY} lineTotal ${MONEY} }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order {
  number taxInvoice { number seller { legalName trn } lines ${LINE} totalExcludingVat ${MONEY} totalVat ${MONEY} totalPayable ${MONEY} }
} } }`;
type Money = { amount: string; formatted: string };
type Line = { description: string; partNumber: string | null; quantity: number } & Record<
  "unitPriceExcludingVat" | "vatAmount" | "amountExcludingVat" | "lineTotal",
  Money
> & { discountExcludingVat: Money | null };
interface PlacedOrder {
  number: string;
  taxInvoice: { number: string; seller: { legalName: string; trn: string }; lines: Line[] } & Record<"totalExcludingVat" | "totalVat" | "totalPayable", Money>;
}

/** What a reader sees: markup, React's text separators, entities and invisible direction marks gone, spaces folded. */
function visibleText(html: string): string {
  return html
    .replace(/<!--.*?-->/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/[\u200e\u200f\u2066-\u2069]/g, "")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

async function bothInvoices(locale: FormatLocale) {
  const email = `parity-${locale}-${Date.now().toString(36)}@example.ae`;
  const input = {
    lines: productIds.map((productId, i) => ({ productId, quantity: i + 1 })),
    contactEmail: email,
    contactPhone: "050 123 4567",
    shippingAddress: { address: { name: "Omar Haddad", phone: "04 123 4567", emirate: "SHARJAH", area: "Al Nahda", street: "Street 5", building: "Villa 12" } },
    paymentMethod: "CASH_ON_DELIVERY",
    idempotencyKey: `invoice-parity-${locale}-${Date.now()}`,
    buyer: {
      company: {
        legalName: "Studio Ten FZ-LLC",
        trn: "100987654300003",
        billingAddress: { emirate: "DUBAI", area: "Media City", street: "Street 1", building: "Building 5" },
      },
      purchaseOrderNumber: "PO-2026/0042",
    },
  };
  const reply = await gql<{ placeOrder: PlacedOrder }>(gateway.url, PLACE, { input }, { ip: freshIp(), acceptLanguage: locale });
  const order = reply.data!.placeOrder;
  expect(order.number, JSON.stringify(reply.errors)).toBeTruthy();

  const mail = await smtp.waitFor((m) => m.subject?.includes(order.number) ?? false);
  const attachment = mail.attachments.find((a) => a.filename === `invoice-${order.taxInvoice.number}.html`);
  const mailed = visibleText(attachment!.content.toString());

  // Order tracking posted without JavaScript: the page with the order's invoice, rendered by the server.
  const res = await fetch(`${gateway.url}${locale === "ar" ? "/ar" : ""}/account/order-tracking`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": freshIp() },
    body: new URLSearchParams({ number: order.number, email }),
  });
  expect(res.status).toBe(200);
  const page = await res.text();
  const article = /<article[^>]*data-testid="invoice"[^>]*>.*?<\/article>/s.exec(page)?.[0];
  expect(article, "the tracking page shows the invoice").toBeTruthy();
  return { order, mailed, shown: visibleText(article!) };
}

describe.each(["en", "ar"] as const)("the tax invoice in %s", (locale) => {
  it("shows the same Art. 59 labels, facts and amounts on the storefront's page and in the e-mailed invoice", async () => {
    const { order, mailed, shown } = await bothInvoices(locale);
    const labels = INVOICE_LABELS[locale];
    const invoice = order.taxInvoice;
    const words = [
      invoiceTitle(labels),
      labels.invoiceNumber,
      invoice.number,
      labels.orderNumber,
      order.number,
      labels.issueDate,
      labels.supplyDate,
      labels.purchaseOrderNumber,
      "PO-2026/0042",
      labels.payment,
      labels.paymentMethods.CASH_ON_DELIVERY,
      labels.seller,
      invoice.seller.legalName,
      invoice.seller.trn,
      labels.buyer,
      "Studio Ten FZ-LLC",
      "100987654300003",
      labels.billingAddress,
      labels.deliverTo,
      labels.partNumber,
      // The columns, in the same order on both.
      [
        labels.item,
        labels.quantity,
        labels.unitPriceExcludingVat,
        labels.discount,
        labels.vatRate,
        labels.vatAmount,
        labels.amountExcludingVat,
        labels.lineTotal,
      ].join(" "),
      labels.pricesNote,
    ];
    const amount = (money: Money) => visibleText(money.formatted);
    // Each total with its label, in the invoice's order.
    const totals = [
      `${labels.totalExcludingVat} ${amount(invoice.totalExcludingVat)}`,
      `${labels.totalVat} ${amount(invoice.totalVat)}`,
      `${labels.totalPayable} ${amount(invoice.totalPayable)}`,
    ];
    const lines = invoice.lines.flatMap((l) => [l.description, ...[l.unitPriceExcludingVat, l.vatAmount, l.amountExcludingVat, l.lineTotal].map(amount)]);
    for (const expected of [...words, ...totals, ...lines]) {
      expect(shown, `page: ${expected}`).toContain(expected);
      expect(mailed, `e-mail: ${expected}`).toContain(expected);
    }
    expect(invoice.lines.filter((l) => l.partNumber)).toHaveLength(2);
  });
});
