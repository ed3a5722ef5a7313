import AxeBuilder from "@axe-core/playwright";
import { request as playwrightRequest, type BrowserContext, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { addDays, dubaiDate, INVOICE_LABELS } from "@proav/shop-rules";
import { test, expect, hydrated } from "./support/fixtures";
import { fils, newShopper } from "./support/account-helpers";
import { readPdf } from "../../server/test/support/pdf-text";
import { account as enAccount } from "../src/lib/i18n/locales/en/account";
import { account as arAccount } from "../src/lib/i18n/locales/ar/account";
import { product as enProduct } from "../src/lib/i18n/locales/en/product";
import { product as arProduct } from "../src/lib/i18n/locales/ar/product";
import { cart as enCart } from "../src/lib/i18n/locales/en/cart";
import { cart as arCart } from "../src/lib/i18n/locales/ar/cart";
import { quoteRequest as enQuoteRequest } from "../src/lib/i18n/locales/en/quoteRequest";
import { quoteRequest as arQuoteRequest } from "../src/lib/i18n/locales/ar/quoteRequest";
import { quotes as enQuotes } from "../src/lib/i18n/locales/en/quotes";
import { quotes as arQuotes } from "../src/lib/i18n/locales/ar/quotes";

// The whole life of a request for quote (#27) in a real browser against the real gateway and stand-in, in English
// and Arabic, with and without JavaScript: a signed-in company buyer puts a product in the cart, asks for a quote
// from the cart page, the shop prices it through the backend's API (the stand-in's PUT /admin/quotes/:id, what
// Strapi's admin panel does), the buyer sees the prices in the account, downloads the PDF, accepts with a delivery
// address and a PO number, lands on the order (bank transfer, the quoted prices, the quote as its reference) and
// reads its tax invoice. axe checks each new page (with JavaScript: axe runs in the page).

const STRINGS = {
  en: { account: enAccount, product: enProduct, cart: enCart, quoteRequest: enQuoteRequest, quotes: enQuotes },
  ar: { account: arAccount, product: arProduct, cart: arCart, quoteRequest: arQuoteRequest, quotes: arQuotes },
} as const;
type Locale = keyof typeof STRINGS;
const prefix = (locale: Locale) => (locale === "ar" ? "/ar" : "");

// Requests for quote count against the contact form's per-address limit (20 in the browser tests): this file speaks
// from addresses of its own, as quote-request.spec.ts does, so the rest of the suite keeps its allowance.
const address = () => `10.89.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

// Product 213 of the demo catalogue costs 219.00. Three at the shop's price (a tenth off) pass the free-delivery
// threshold, so the order is the quoted lines alone.
const PRODUCT = "213";
const QUANTITY = 3;
const COMPANY = { legalName: "Gulf Post Production LLC", trn: "100123456789003" };
const PO = "PO-2026-0427";
const DELIVERY = {
  en: { name: "Aisha Al Marri", area: "Dubai Marina", street: "Marina Walk", building: "Tower 2, flat 1203" },
  ar: { name: "عائشة المري", area: "دبي مارينا", street: "ممشى المارينا", building: "البرج 2، شقة 1203" },
};

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token: string | null = null): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const response = await api.post("/graphql", {
    data: { query, variables },
    headers: { "x-forwarded-for": address(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  await api.dispose();
  if (!body.data) throw new Error(`setup failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A new account with a phone and a saved company profile with a TRN (the request form starts from both). */
async function newCompanyBuyer(context: BrowserContext) {
  const shopper = newShopper("lifecycle");
  const { register } = await gql<{ register: { token: string } }>("mutation R($input: RegisterInput!) { register(input: $input) { token } }", {
    input: { email: shopper.email, password: shopper.password, firstName: shopper.firstName, lastName: shopper.lastName, phone: shopper.phone },
  });
  await gql(
    "mutation C($input: CompanyInput!) { saveCompanyProfile(input: $input) { __typename } }",
    {
      input: {
        legalName: COMPANY.legalName,
        trn: COMPANY.trn,
        billingAddress: { emirate: "ABU_DHABI", area: "Al Maryah Island", street: "Hazza Bin Zayed Street", building: "Tower 3" },
      },
    },
    register.token,
  );
  // Signed in as after the sign-in page: the session cookie for the server, the token for the browser's client.
  await context.addCookies([{ name: "session", value: register.token, url: process.env.E2E_BASE_URL!, httpOnly: true }]);
  await context.addInitScript(
    (m) => {
      localStorage.setItem("jwt", m.token);
      localStorage.setItem("user", JSON.stringify({ firstName: m.firstName, lastName: m.lastName }));
    },
    { token: register.token, firstName: shopper.firstName, lastName: shopper.lastName },
  );
  return { ...shopper, token: register.token };
}

interface RestQuote {
  id: number;
  number: string;
  status: string;
  lines: { id: number; product: number; quantity: number; web_unit_price: number; quoted_unit_price: number | null }[];
}

/**
 * The shop prices every line a tenth below its web price, valid for two weeks, with a note, through the stand-in's
 * admin route (what saving the quote in Strapi's admin panel does). The quote's backend id and its lines' ids are
 * read from the backend as its owner, as the admin panel lists them.
 */
async function shopQuotes(number: string, token: string) {
  const admin = process.env.E2E_BACKEND_ADMIN_TOKEN;
  if (!admin) throw new Error("E2E_BACKEND_ADMIN_TOKEN is not set: this spec answers quotes through the stand-in global-setup starts");
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BACKEND_URL });
  const found = await api.get(`/quotes?number=${encodeURIComponent(number)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(found.status()).toBe(200);
  const [quote] = (await found.json()) as RestQuote[];
  expect(quote).toMatchObject({ number, status: "requested" });
  expect(quote!.lines).toEqual([expect.objectContaining({ product: Number(PRODUCT), quantity: QUANTITY, quoted_unit_price: null })]);
  const line = quote!.lines[0]!;
  const webFils = Math.round(line.web_unit_price * 100);
  const quotedFils = Math.round(webFils * 0.9);
  const validUntil = addDays(dubaiDate(new Date()), 14);
  const headers = { authorization: `Bearer ${admin}` };
  // A line without a price is refused, and nothing is stored.
  const refused = await api.put(`/admin/quotes/${quote!.id}`, { data: { status: "quoted", valid_until: validUntil, lines: [{ id: line.id }] }, headers });
  expect(refused.status()).toBe(400);
  const note = "Delivery in 5 working days from acceptance.";
  const answered = await api.put(`/admin/quotes/${quote!.id}`, {
    data: { status: "quoted", valid_until: validUntil, shop_note: note, lines: [{ id: line.id, quoted_unit_price: (quotedFils / 100).toFixed(2) }] },
    headers,
  });
  expect(answered.status(), await answered.text()).toBe(200);
  expect(await answered.json()).toMatchObject({ status: "quoted", valid_until: validUntil, shop_note: note });
  await api.dispose();
  const subTotal = quotedFils * QUANTITY;
  return { webFils, quotedFils, subTotal, total: subTotal + (subTotal >= 50_000 ? 0 : 2_500), note };
}

async function axeClean(page: Page, what: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`);
  expect(blocking, `axe on ${what}:\n${blocking.join("\n")}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** The control downloads a PDF named `name`; answers its text as pdf.js reads it, white space squashed. */
async function pdfDownload(page: Page, testId: string, name: RegExp): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  expect(download.suggestedFilename()).toMatch(name);
  expect(await download.failure()).toBeNull();
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  return (await readPdf(bytes)).pages.join(" ").replace(/\s+/g, " ");
}

/** An amount as the documents write it: "1,234.50". */
const amount = (inFils: number) => (inFils / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

for (const locale of ["en", "ar"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${locale === "en" ? "English" : "Arabic"}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled, extraHTTPHeaders: { "x-forwarded-for": address() } });

      test("a company asks for a quote from the cart, the shop prices it, and accepting places the order at the quoted prices with its tax invoice", async ({
        page,
        context,
        consoleProblems,
      }) => {
        test.setTimeout(180_000);
        const s = STRINGS[locale];
        const p = prefix(locale);
        const ready = async () => (javaScriptEnabled ? hydrated(page) : undefined);
        const buyer = await newCompanyBuyer(context);

        await test.step("the product goes into the cart from its page", async () => {
          await page.goto(`${p}/product/${PRODUCT}`);
          await ready();
          await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
          await page.locator("article.product-detail").getByRole("button", { name: s.product.addToCart, exact: true }).click();
          await expect
            .poll(async () => (await context.cookies()).some((c) => c.name === "cart" && decodeURIComponent(c.value).includes(`"${PRODUCT}"`)))
            .toBe(true);
        });

        let number = "";
        await test.step("the cart page's 'Request a quote' opens the form with the cart's line, prefilled, and sending lands on the quote", async () => {
          await page.goto(`${p}/account/shopping-cart`);
          await ready();
          await page.getByRole("link", { name: s.cart.summary.requestQuote }).click();
          await expect(page).toHaveURL(new RegExp(`${p}/quote-request\\?from=cart$`));
          await ready();
          const form = page.getByRole("form", { name: s.quoteRequest.heading });
          await expect(page.getByText(s.quoteRequest.prefilled)).toBeVisible();
          await expect(form.getByLabel(s.quoteRequest.details.company, { exact: true })).toHaveValue(COMPANY.legalName);
          await expect(form.getByLabel(s.quoteRequest.details.contactEmail, { exact: true })).toHaveValue(buyer.email);
          const line = page.getByTestId("quote-line");
          await expect(line).toHaveCount(1);
          await line.getByRole("spinbutton").fill(String(QUANTITY));
          await form.getByLabel(new RegExp(`^${s.quoteRequest.details.notes}`)).fill(locale === "ar" ? "نحتاجها لفريق المونتاج." : "For our editing team.");
          await axeClean(page, `${locale} request form from the cart`, javaScriptEnabled);
          await form.getByRole("button", { name: s.quoteRequest.send }).click();
          await expect(page).toHaveURL(new RegExp(`${p}/account/quotes/RFQ-\\d{6}$`));
          number = new URL(page.url()).pathname.split("/").pop()!;
          await ready();
          await expect(page.getByTestId("quote-status")).toHaveText(s.quotes.status.REQUESTED);
          await expect(page.getByTestId("quote-state")).toHaveText(s.quotes.detail.state.REQUESTED);
          await expect(page.getByTestId("quote-line").getByTestId("quote-line-quoted")).toHaveText(s.quotes.detail.notQuoted);
          await axeClean(page, `${locale} requested quote`, javaScriptEnabled);
        });

        let priced: Awaited<ReturnType<typeof shopQuotes>> | undefined;
        await test.step("the shop prices it through the backend's API", async () => {
          priced = await shopQuotes(number, buyer.token);
        });
        const { webFils, quotedFils, subTotal, total, note } = priced!;

        await test.step("the account shows the quoted prices, the totals, the validity and the shop's note", async () => {
          await page.goto(`${p}/account/quotes`);
          await ready();
          const row = page.getByTestId("quote-row").filter({ hasText: number });
          await expect(row).toContainText(s.quotes.status.QUOTED);
          expect(fils(await row.getByTestId("quote-row-total").innerText())).toBe(total);
          await axeClean(page, `${locale} quotes list`, javaScriptEnabled);
          await row.getByRole("link", { name: new RegExp(number) }).click();
          await expect(page).toHaveURL(new RegExp(`${p}/account/quotes/${number}$`));
          await ready();
          await expect(page.getByTestId("quote-status")).toHaveText(s.quotes.status.QUOTED);
          await expect(page.getByTestId("quote-state")).toHaveText(s.quotes.detail.state.QUOTED);
          const line = page.getByTestId("quote-line");
          expect(fils(await line.getByTestId("quote-line-web").innerText())).toBe(webFils);
          expect(fils(await line.getByTestId("quote-line-quoted").innerText())).toBe(quotedFils);
          expect(fils(await page.getByTestId("quote-total").innerText())).toBe(total);
          expect(fils(await page.getByTestId("quote-web-total").innerText())).toBe(webFils * QUANTITY);
          await expect(page.getByTestId("quote-valid-until")).toBeVisible();
          await expect(page.getByTestId("quote-shop-note")).toContainText(note);
          await expect(page.getByTestId("quote-total")).not.toContainText(/[\u0660-\u0669]/);
          await axeClean(page, `${locale} quoted quote with its acceptance form`, javaScriptEnabled);
        });

        await test.step("its PDF downloads in the page's language, with the company and the quoted prices", async () => {
          await expect(page.getByTestId("quote-pdf")).toHaveAttribute("href", `${p}/account/quotes/${number}/quote.pdf`);
          const text = await pdfDownload(page, "quote-pdf", new RegExp(`^${number}\\.pdf$`));
          const l = INVOICE_LABELS[locale];
          for (const fact of [number, l.seller, l.quantity, COMPANY.legalName, COMPANY.trn, amount(quotedFils), amount(total)]) expect(text).toContain(fact);
        });

        let orderNumber = "";
        await test.step("accepting with a delivery address and a PO number lands on the order", async () => {
          const form = page.getByRole("form", { name: s.quotes.accept.heading });
          const d = DELIVERY[locale];
          const a = s.account.addresses;
          await form.getByLabel(a.name, { exact: true }).fill(d.name);
          await form.getByLabel(a.phone, { exact: true }).fill("050 123 4567");
          await form.getByLabel(a.emirate, { exact: true }).selectOption("DUBAI");
          await form.getByLabel(a.area, { exact: true }).fill(d.area);
          await form.getByLabel(a.street, { exact: true }).fill(d.street);
          await form.getByLabel(a.building, { exact: true }).fill(d.building);
          await form.getByLabel(new RegExp(`^${s.quotes.accept.poNumber}`)).fill(PO);
          await form.getByRole("button", { name: s.quotes.accept.submit }).click();
          await expect(page).toHaveURL(new RegExp(`${p}/account/invoices/[^/]+$`));
          orderNumber = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
          await ready();
        });

        await test.step("the order: the quote as its reference, bank transfer for the quoted total", async () => {
          const reference = page.getByTestId("order-quote");
          await expect(reference).toContainText(number);
          await expect(reference.getByRole("link", { name: number })).toHaveAttribute("href", `${p}/account/quotes/${number}`);
          await expect(page.getByTestId("bank-reference")).toHaveText(orderNumber);
          expect(fils(await page.getByTestId("bank-amount").innerText())).toBe(total);
        });

        await test.step("its tax invoice: the company with its TRN, the PO and quote numbers, the line at the quoted price", async () => {
          const l = INVOICE_LABELS[locale];
          const invoice = page.getByTestId("invoice");
          await expect(invoice).toBeVisible();
          await expect(invoice.getByTestId("invoice-documentNumber").locator("dd")).toHaveText(/^INV-\d{6,}$/);
          await expect(invoice.getByTestId("invoice-orderNumber")).toContainText(orderNumber);
          await expect(invoice.getByTestId("invoice-quoteNumber")).toContainText(number);
          await expect(invoice.getByTestId("invoice-purchaseOrderNumber")).toContainText(PO);
          await expect(invoice.getByTestId("pro-forma")).toHaveText(l.proForma);
          await expect(invoice.getByTestId("invoice-company")).toContainText(COMPANY.legalName);
          await expect(invoice.getByTestId("buyer-trn")).toHaveText(`${l.trn} ${COMPANY.trn}`);
          const line = invoice.getByTestId("invoice-line");
          await expect(line).toHaveCount(1);
          await expect(line.locator("td").nth(1)).toHaveText(String(QUANTITY));
          expect(fils(await line.getByTestId("invoice-line-total").innerText())).toBe(subTotal);
          // Quoted below the web price: the invoice shows the difference as a discount.
          await expect(line.getByTestId("invoice-line-discount")).not.toHaveText("–");
          await expect(invoice.getByTestId("invoice-delivery-line")).toHaveCount(subTotal >= 50_000 ? 0 : 1);
          const vat = fils(await invoice.getByTestId("order-vat").innerText());
          expect(fils(await invoice.getByTestId("order-total").innerText())).toBe(total);
          expect(vat).toBe(Math.round((total * 5) / 105));
          await axeClean(page, `${locale} order placed from the quote, with its tax invoice`, javaScriptEnabled);
          const text = await pdfDownload(page, "invoice-pdf", /\.pdf$/);
          for (const fact of [orderNumber, number, PO, COMPANY.trn, amount(total)]) expect(text).toContain(fact);
        });

        await test.step("the quote is accepted and leads to its order", async () => {
          await page.goto(`${p}/account/quotes/${number}`);
          await ready();
          await expect(page.getByTestId("quote-status")).toHaveText(s.quotes.status.ACCEPTED);
          await expect(page.getByTestId("quote-order")).toContainText(orderNumber);
          await expect(page.getByRole("form", { name: s.quotes.accept.heading })).toHaveCount(0);
          await axeClean(page, `${locale} accepted quote`, javaScriptEnabled);
        });
        if (javaScriptEnabled) expect(consoleProblems).toEqual([]);
      });
    });
  }
}
