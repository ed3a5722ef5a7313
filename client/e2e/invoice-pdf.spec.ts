import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import type { Browser, Download, Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { newShopper, register } from "./support/account-helpers";
import { orders as arOrders } from "../src/lib/i18n/locales/ar/orders";

// Issue #25: the tax invoice PDF downloads from the order's page (signed in) and from order tracking (a guest,
// in Arabic, without JavaScript), and page 1, drawn by pdf.js (Firefox's PDF engine) in this browser, is not blank
// and shows the invoice number and the buyer's TRN. pdf.js is served to the page from node_modules (pdfjs-dist) by
// the test itself, on an origin of its own, never by the shop.

const BUYER_TRN = "100987654300003";
const COMPANY = {
  legalName: "Falcon Post Production FZ-LLC",
  trn: BUYER_TRN,
  billingAddress: { emirate: "DUBAI", area: "Dubai Media City", street: "Al Sufouh Rd", building: "Building 5" },
};
const ADDRESS = { name: "Mona Saeed", phone: "0501234567", emirate: "DUBAI", area: "Marina", street: "King St", building: "Tower 1" };
// Product 213 of the demo catalogue: orderable, under the cash-on-delivery limit.
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  ... on Order { number taxInvoice { number } } ... on ErrorResult { message fields { path code } } } }`;

const PDFJS = "http://pdfjs.test";
const pdfjsDir = join(createRequire(import.meta.url).resolve("pdfjs-dist/package.json"), "../legacy/build");

async function placeOrder(page: Page, contactEmail: string, locale: "en" | "ar") {
  const input = {
    lines: [{ productId: "213", quantity: 2 }],
    contactEmail,
    contactPhone: "+971 50 123 4567",
    shippingAddress: { address: ADDRESS },
    paymentMethod: "CASH_ON_DELIVERY",
    idempotencyKey: `e2e-pdf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
    buyer: { company: COMPANY, purchaseOrderNumber: "PO-E2E-1" },
  };
  // page.request shares the page's cookies: a signed-in shopper's order is theirs.
  const res = await page.request.post("/graphql", { data: { query: PLACE, variables: { input } }, headers: { "accept-language": locale } });
  const body = (await res.json()) as { data?: { placeOrder: { number: string; taxInvoice: { number: string } } }; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.placeOrder;
}

/**
 * Page 1 of the PDF drawn by pdf.js on a canvas in this browser (a context of its own, with JavaScript): its text,
 * its share of non-white pixels, a picture.
 */
async function renderFirstPage(browser: Browser, pdf: Buffer, picture: string) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  const page = await context.newPage();
  await page.route(`${PDFJS}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/doc.pdf") return route.fulfill({ body: pdf, contentType: "application/pdf" });
    if (path === "/pdf.mjs" || path === "/pdf.worker.mjs") {
      return route.fulfill({ body: readFileSync(join(pdfjsDir, path.replace(".mjs", ".min.mjs"))), contentType: "text/javascript" });
    }
    return route.fulfill({ body: '<!doctype html><meta charset="utf-8"><title>pdf.js</title><canvas id="page"></canvas>', contentType: "text/html" });
  });
  await page.goto(`${PDFJS}/`);
  const result = await page.evaluate(async () => {
    const pdfjs = await import("/pdf.mjs" as string);
    pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs";
    const doc = await pdfjs.getDocument("/doc.pdf").promise;
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale: 1.5 });
    const canvas = document.getElementById("page") as HTMLCanvasElement;
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext("2d")!;
    await first.render({ canvas, canvasContext: context, viewport }).promise;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) inked++;
    const content = await first.getTextContent();
    const text = content.items.map((item: { str?: string }) => item.str ?? "").join(" ");
    return { pages: doc.numPages as number, text, inkedShare: inked / (data.length / 4), width: canvas.width };
  });
  await page.locator("#page").screenshot({ path: picture });
  await context.close();
  return result;
}

async function savedPdf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFileSync(path!);
}

test("a signed-in shopper downloads the tax invoice PDF from the order's page; pdf.js draws its page 1", async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const shopper = newShopper("pdf");
  await register(page, shopper);
  await expect(page).toHaveURL(/\/account\/user-information$/);
  const order = await placeOrder(page, shopper.email, "en");
  await page.goto(`/account/invoices/${order.number}`);
  await hydrated(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("invoice-pdf").click()]);
  expect(download.suggestedFilename()).toBe(`${order.taxInvoice.number}.pdf`);
  const pdf = await savedPdf(download);
  expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  const drawn = await renderFirstPage(browser, pdf, testInfo.outputPath("invoice-en-page-1.png"));
  expect(drawn.pages).toBe(1);
  expect(drawn.text).toContain(order.taxInvoice.number);
  expect(drawn.text).toContain(BUYER_TRN);
  expect(drawn.text).toContain("Tax Invoice");
  // Ink on the page (text, rules, the table's head): a blank page would be 0; a grey one near 1.
  expect(drawn.inkedShare).toBeGreaterThan(0.01);
  expect(drawn.inkedShare).toBeLessThan(0.5);
});

test.describe("JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a guest downloads the Arabic tax invoice PDF from order tracking; pdf.js draws its page 1", async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    const email = `e2e-pdf-guest-${Date.now().toString(36)}@example.ae`;
    const order = await placeOrder(page, email, "ar");
    await page.goto("/ar/account/order-tracking");
    await page.getByLabel(arOrders.track.number).fill(order.number);
    await page.getByLabel(arOrders.track.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: arOrders.track.submit }).click();
    await expect(page.getByTestId("invoice")).toContainText(order.taxInvoice.number);
    // A form the browser posts (number and e-mail in the body), answered with the file.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("invoice-pdf").click()]);
    expect(download.suggestedFilename()).toBe(`${order.taxInvoice.number}.pdf`);
    const drawn = await renderFirstPage(browser, await savedPdf(download), testInfo.outputPath("invoice-ar-page-1.png"));
    expect(drawn.text).toContain(order.taxInvoice.number);
    expect(drawn.text).toContain(BUYER_TRN);
    expect(drawn.text).toContain("فاتورة ضريبية");
    expect(drawn.inkedShare).toBeGreaterThan(0.01);
  });
});
