import AxeBuilder from "@axe-core/playwright";
import { request as playwrightRequest, type Page } from "@playwright/test";
import { join } from "node:path";
import { emirateName, INVOICE_LABELS } from "@proav/shop-rules";
import { test, expect, hydrated } from "./support/fixtures";
import { fils, newShopper } from "./support/account-helpers";
import { shellStrings as enShell } from "../src/lib/i18n/locales/en/index";
import { checkout as enCheckout } from "../src/lib/i18n/locales/en/checkout";
import { orders as enOrders } from "../src/lib/i18n/locales/en/orders";
import { shellStrings as arShell, routeStrings as arRoutes } from "../src/lib/i18n/locales/ar/index";

// Issue #25: a company buys, and its tax invoice (UAE VAT Executive Regulation, Art. 59) shows every field the
// law asks for, in English and Arabic, with and without JavaScript; a bad TRN or an over-long PO number is refused
// next to its field with what was typed kept; a company profile saved on the account page is offered at checkout.

const STRINGS = {
  en: { ...enShell, checkout: enCheckout, orders: enOrders },
  ar: { ...arShell, ...arRoutes },
} as const;
type Locale = keyof typeof STRINGS;
const prefix = (locale: Locale) => (locale === "ar" ? "/ar" : "");

const COMPANY = {
  en: { legalName: "Gulf Post Production LLC", area: "Al Maryah Island", street: "Hazza Bin Zayed Street", building: "Tower 3, floor 12" },
  ar: { legalName: "استوديو الخليج للإنتاج ذ.م.م", area: "جزيرة المارية", street: "شارع هزاع بن زايد", building: "البرج 3، الطابق 12" },
};
const TRN_TYPED = "100-1234-5678 9003";
const TRN = "100123456789003";
const PO = "PO-2026-0042";
// Product 213 of the demo catalogue costs 219.00: under the free-delivery threshold, so delivery is its own line.
const CART = [{ id: "213", quantity: 2 }];

async function withCart(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify(CART)), url: baseURL }]);
}

async function axeClean(page: Page, what: string) {
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`);
  expect(blocking, `axe on ${what}:\n${blocking.join("\n")}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Contact, a new delivery address and bank transfer: a guest's checkout up to the company section. */
async function fillConsumer(page: Page, locale: Locale, email: string) {
  const s = STRINGS[locale];
  await page.getByLabel(s.checkout.contact.email, { exact: true }).fill(email);
  await page.getByLabel(s.checkout.contact.phone, { exact: true }).first().fill("0501234567");
  await page.getByLabel(s.account.addresses.name, { exact: true }).fill(locale === "ar" ? "عائشة المري" : "Aisha Al Marri");
  await page.getByLabel(s.account.addresses.phone, { exact: true }).nth(1).fill("04 123 4567");
  await page.getByLabel(s.account.addresses.emirate, { exact: true }).selectOption("DUBAI");
  await page.getByLabel(s.account.addresses.area, { exact: true }).fill(locale === "ar" ? "دبي مارينا" : "Dubai Marina");
  await page.getByLabel(s.account.addresses.street, { exact: true }).fill(locale === "ar" ? "ممشى المارينا" : "Marina Walk");
  await page.getByLabel(s.account.addresses.building, { exact: true }).fill(locale === "ar" ? "البرج 2، شقة 1203" : "Tower 2, flat 1203");
  await page.getByRole("radio", { name: new RegExp(s.checkout.payment.BANK_TRANSFER) }).check();
}

/** Ticks "Buying for a company" and types the company, its TRN (with dashes and a space) and a PO number. */
async function fillCompany(page: Page, locale: Locale, { trn = TRN_TYPED, po = PO } = {}) {
  const s = STRINGS[locale];
  const c = COMPANY[locale];
  await page.getByLabel(s.checkout.company.forCompany).check();
  await page.getByLabel(s.account.company.legalName, { exact: true }).fill(c.legalName);
  await page.getByLabel(s.account.company.trn, { exact: true }).fill(trn);
  await page.getByLabel(s.account.company.emirate, { exact: true }).selectOption("ABU_DHABI");
  await page.getByLabel(s.account.company.area, { exact: true }).fill(c.area);
  await page.getByLabel(s.account.company.street, { exact: true }).fill(c.street);
  await page.getByLabel(s.account.company.building, { exact: true }).fill(c.building);
  await page.getByLabel(s.checkout.company.poNumber).fill(po);
}

/** Every Art. 59 field of the tax invoice on the page, in the page's language. */
async function expectTaxInvoice(page: Page, locale: Locale, orderNumber: string, company = COMPANY[locale]) {
  const l = INVOICE_LABELS[locale];
  const invoice = page.getByTestId("invoice");
  await expect(invoice).toBeVisible();
  // Titled "Tax Invoice" (in Arabic with the English beside it), with its own number apart from the order's.
  await expect(invoice.locator(".invoice__kind")).toHaveText(locale === "ar" ? `${l.title} / Tax Invoice` : l.title);
  const number = (await invoice.getByTestId("invoice-documentNumber").locator("dd").innerText()).trim();
  expect(number).toMatch(/^INV-\d{6,}$/);
  await expect(invoice.locator("#invoice-title")).toContainText(number);
  await expect(invoice.getByTestId("invoice-orderNumber")).toContainText(orderNumber);
  await expect(invoice.getByTestId("invoice-issueDate")).toContainText(l.issueDate);
  await expect(invoice.getByTestId("invoice-issueDate").locator("dd")).toHaveText(/\d{4}/);
  await expect(invoice.getByTestId("invoice-supplyDate")).toContainText(l.supplyDate);
  await expect(invoice.getByTestId("invoice-supplyDate").locator("dd")).toHaveText(/\d{4}/);
  // The seller: legal name, address and TRN (the e2e gateway's configuration).
  const seller = invoice.getByTestId("invoice-seller");
  await expect(seller).toContainText("ProAV Trading LLC");
  expect(await seller.locator("bdi").count()).toBeGreaterThan(1);
  await expect(invoice.getByTestId("seller-trn")).toHaveText(`${l.trn} 100234567890003`);
  // The buyer: the company, its TRN as 15 digits and its billing address; the PO number.
  const buyer = invoice.getByTestId("invoice-company");
  await expect(buyer).toContainText(company.legalName);
  await expect(invoice.getByTestId("buyer-trn")).toHaveText(`${l.trn} ${TRN}`);
  for (const part of [company.area, company.street, company.building, emirateName("ABU_DHABI", locale)]) await expect(buyer).toContainText(part);
  await expect(invoice.getByTestId("invoice-purchaseOrderNumber")).toContainText(PO);
  // Per line: quantity, unit price without VAT, discount, VAT rate, VAT, amount without VAT, line total.
  const head = invoice.locator(".invoice__lines thead");
  for (const column of [l.quantity, l.unitPriceExcludingVat, l.discount, l.vatRate, l.vatAmount, l.amountExcludingVat, l.lineTotal]) {
    await expect(head).toContainText(column);
  }
  const line = invoice.getByTestId("invoice-line");
  await expect(line).toHaveCount(1);
  await expect(line.locator("td").nth(1)).toHaveText("2");
  await expect(line.locator("td").nth(4)).toContainText("5%");
  // Delivery is its own taxed line.
  const delivery = invoice.getByTestId("invoice-delivery-line");
  await expect(delivery).toContainText(l.delivery);
  await expect(delivery.locator("td").nth(4)).toContainText("5%");
  // Totals without VAT, the VAT and the payable; each the sum of the lines.
  const excl = fils(await invoice.getByTestId("invoice-total-excl-vat").innerText());
  const vat = fils(await invoice.getByTestId("order-vat").innerText());
  const total = fils(await invoice.getByTestId("order-total").innerText());
  expect(excl + vat).toBe(total);
  const lineTotals = (await invoice.getByTestId("invoice-line-total").allInnerTexts()).map(fils);
  expect(lineTotals.reduce((a, b) => a + b, 0)).toBe(total);
  const lineVat = (await invoice.getByTestId("invoice-line-vat").allInnerTexts()).map(fils);
  expect(lineVat.reduce((a, b) => a + b, 0)).toBe(vat);
  expect(vat).toBe(Math.round((total * 5) / 105));
  await expect(invoice.getByTestId("order-total")).not.toContainText(/[\u0660-\u0669]/);
  return { number, total };
}

/** The control downloads its file (a guest's is a form posting number and e-mail; the owner's a link). */
async function expectDownload(page: Page, testId: string, name: RegExp) {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  expect(download.suggestedFilename()).toMatch(name);
  expect(await download.failure()).toBeNull();
}

/** Bank transfer: where to pay, with the order number as reference and the amount, on the page. */
async function expectBankTransfer(page: Page, orderNumber: string, total: number) {
  const bank = page.getByTestId("bank-details");
  await expect(bank).toContainText("AE07 0331 2345 6789 0123 456");
  await expect(bank).toContainText("Emirates NBD");
  // A configured account: no demo-account warning (that one shows only while SHOP_BANK_IBAN is unset).
  await expect(page.getByTestId("bank-sample")).toHaveCount(0);
  await expect(page.getByTestId("bank-reference")).toHaveText(orderNumber);
  expect(fils(await page.getByTestId("bank-amount").innerText())).toBe(total);
}

for (const locale of ["en", "ar"] as const) {
  for (const javaScript of [true, false]) {
    test.describe(`${locale === "en" ? "English" : "Arabic"}, JavaScript ${javaScript ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled: javaScript });

      test("a guest buys for a company and the tax invoice shows every Art. 59 field", async ({ page, baseURL, consoleProblems }, testInfo) => {
        test.setTimeout(120_000);
        const s = STRINGS[locale];
        await withCart(page, baseURL!);
        await page.goto(`${prefix(locale)}/account/checkout`);
        if (javaScript) await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        // The company's fields are there only once the box is ticked.
        await expect(page.getByLabel(s.account.company.trn, { exact: true })).toBeHidden();
        await fillConsumer(page, locale, `e2e-company-${locale}-${javaScript ? "js" : "nojs"}-${Date.now().toString(36)}@example.ae`);
        await fillCompany(page, locale);
        if (javaScript) {
          await axeClean(page, `${locale} checkout with the company section`);
          if (locale === "ar") {
            for (const width of [375, 1280]) {
              await page.setViewportSize({ width, height: 900 });
              await page.getByTestId("company-section").scrollIntoViewIfNeeded();
              await page.screenshot({ path: join(testInfo.outputDir, `checkout-company-ar-${width}.png`), fullPage: true });
            }
            await page.setViewportSize({ width: 1280, height: 900 });
          }
        }
        await page.getByRole("button", { name: s.checkout.place }).click();
        await expect(page.getByTestId("order-confirmation")).toBeVisible();
        const orderNumber = (await page.getByTestId("order-number").innerText()).trim();
        const { total } = await expectTaxInvoice(page, locale, orderNumber);
        await expectBankTransfer(page, orderNumber, total);
        // Downloads: the PDF and, for a company with a TRN, the PINT AE XML with its status in words (a guest
        // fetches them with the order number and e-mail, posted).
        await expectDownload(page, "invoice-pdf", /\.pdf$/);
        await expectDownload(page, "invoice-xml", /\.xml$/);
        await expect(page.getByTestId("invoice-einvoice-status")).toContainText(s.orders.documents.statusLabel);
        if (javaScript) {
          await axeClean(page, `${locale} confirmation with the tax invoice`);
          if (locale === "ar") {
            for (const width of [375, 1280]) {
              await page.setViewportSize({ width, height: 900 });
              await page.getByTestId("invoice").scrollIntoViewIfNeeded();
              await page.screenshot({ path: join(testInfo.outputDir, `invoice-ar-${width}.png`), fullPage: true });
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
              expect(overflow, `the invoice at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
            }
          }
          expect(consoleProblems).toEqual([]);
        }
      });

      test("a 14-digit TRN, letters in a TRN and a 200-character PO are refused next to their fields, and nothing typed is lost", async ({ page, baseURL }) => {
        test.setTimeout(90_000);
        const s = STRINGS[locale];
        await withCart(page, baseURL!);
        await page.goto(`${prefix(locale)}/account/checkout`);
        if (javaScript) await hydrated(page);
        const email = `e2e-badtrn-${Date.now().toString(36)}@example.ae`;
        await fillConsumer(page, locale, email);
        const longPo = "P".repeat(200);
        await fillCompany(page, locale, { trn: "10012345678900", po: longPo });
        await page.getByRole("button", { name: s.checkout.place }).click();
        const trn = page.getByLabel(s.account.company.trn, { exact: true });
        const po = page.getByLabel(s.checkout.company.poNumber);
        await expect(trn).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText(s.account.validation.trn)).toBeVisible();
        await expect(po).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText(s.account.validation.poNumber)).toBeVisible();
        // Everything typed is still there (posted without JavaScript: the page came back with it).
        await expect(trn).toHaveValue("10012345678900");
        await expect(po).toHaveValue(longPo);
        await expect(page.getByLabel(s.account.company.legalName, { exact: true })).toHaveValue(COMPANY[locale].legalName);
        await expect(page.getByLabel(s.checkout.contact.email, { exact: true })).toHaveValue(email);
        await expect(page.getByLabel(s.checkout.company.forCompany)).toBeChecked();

        await trn.fill("1001234567890AB");
        await po.fill(PO);
        await page.getByRole("button", { name: s.checkout.place }).click();
        await expect(trn).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText(s.account.validation.trn)).toBeVisible();
        await expect(trn).toHaveValue("1001234567890AB");
        await expect(po).not.toHaveAttribute("aria-invalid", "true");
        await expect(page.getByTestId("order-confirmation")).toHaveCount(0);
      });
    });
  }
}

async function gql<T>(token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const response = await api.post("/graphql", { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  await api.dispose();
  if (!body.data) throw new Error(`setup failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A new shopper signed in with the session cookie (as after signing in on the page). */
async function signedInShopper(page: Page, baseURL: string) {
  const shopper = newShopper("company");
  const { register } = await gql<{ register: { token: string } }>(null, "mutation R($input: RegisterInput!) { register(input: $input) { token } }", {
    input: { email: shopper.email, password: shopper.password, firstName: shopper.firstName, lastName: shopper.lastName },
  });
  await page.context().addCookies([{ name: "session", value: register.token, url: baseURL, httpOnly: true }]);
  await page.context().addInitScript(
    (m) => {
      localStorage.setItem("jwt", m.token);
      localStorage.setItem("user", JSON.stringify({ firstName: m.firstName, lastName: m.lastName }));
    },
    { token: register.token, firstName: shopper.firstName, lastName: shopper.lastName },
  );
  return { ...shopper, token: register.token };
}

for (const javaScript of [true, false]) {
  test.describe(`the company profile, JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("is saved on the account page, offered at checkout, printed on the invoice, and removed", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const s = STRINGS.en;
      const c = COMPANY.en;
      await signedInShopper(page, baseURL!);
      await page.goto("/account/user-information");
      if (javaScript) await hydrated(page);
      const profile = page.getByTestId("company-profile");
      await expect(profile).toContainText(s.account.company.none);
      await profile.getByRole("button", { name: s.account.company.add }).click();
      const form = page.getByRole("form", { name: s.account.company.heading });
      await form.getByLabel(s.account.company.legalName, { exact: true }).fill(c.legalName);
      await form.getByLabel(s.account.company.trn, { exact: true }).fill("1001234567890");
      await form.getByLabel(s.account.company.emirate, { exact: true }).selectOption("ABU_DHABI");
      await form.getByLabel(s.account.company.area, { exact: true }).fill(c.area);
      await form.getByLabel(s.account.company.street, { exact: true }).fill(c.street);
      await form.getByLabel(s.account.company.building, { exact: true }).fill(c.building);
      await form.getByRole("button", { name: s.account.company.save }).click();
      await expect(page.getByText(s.account.validation.trn)).toBeVisible();
      await expect(form.getByLabel(s.account.company.trn, { exact: true })).toHaveValue("1001234567890");
      await expect(form.getByLabel(s.account.company.legalName, { exact: true })).toHaveValue(c.legalName);
      if (javaScript) await axeClean(page, "the company profile form with an error");
      await form.getByLabel(s.account.company.trn, { exact: true }).fill(TRN_TYPED);
      await form.getByRole("button", { name: s.account.company.save }).click();
      await expect(page.getByText(s.account.company.saved).first()).toBeVisible();
      await expect(page.getByTestId("company-details")).toContainText(c.legalName);
      await expect(page.getByTestId("company-details")).toContainText(TRN);
      if (javaScript) {
        await axeClean(page, "the account page with a company profile");
        await page.screenshot({ path: join(test.info().outputDir, "account-company-1280.png"), fullPage: true });
      }

      // Checkout offers it: ticked "Buying for a company", the saved company is the choice.
      await withCart(page, baseURL!);
      await page.goto("/account/checkout");
      if (javaScript) await hydrated(page);
      await page.getByLabel(s.checkout.company.forCompany).check();
      const saved = page.getByRole("radio", { name: new RegExp(s.checkout.company.useSaved) });
      await expect(saved).toBeChecked();
      await expect(page.getByTestId("company-section")).toContainText(c.legalName);
      await expect(page.getByLabel(s.account.company.trn, { exact: true })).toBeHidden();
      await page.getByLabel(s.checkout.company.poNumber).fill(PO);
      await page.getByLabel(s.checkout.contact.phone, { exact: true }).first().fill("0501234567");
      await page.getByLabel(s.account.addresses.name, { exact: true }).fill("Aisha Al Marri");
      await page.getByLabel(s.account.addresses.phone, { exact: true }).nth(1).fill("0501234567");
      await page.getByLabel(s.account.addresses.emirate, { exact: true }).selectOption("DUBAI");
      await page.getByLabel(s.account.addresses.area, { exact: true }).fill("Dubai Marina");
      await page.getByLabel(s.account.addresses.street, { exact: true }).fill("Marina Walk");
      await page.getByLabel(s.account.addresses.building, { exact: true }).fill("Tower 2");
      await page.getByRole("button", { name: s.checkout.place }).click();
      await expect(page.getByTestId("order-confirmation")).toBeVisible();
      const orderNumber = (await page.getByTestId("order-number").innerText()).trim();

      // The order's page in the account: the tax invoice names the saved company.
      await page.goto(`/account/invoices/${orderNumber}`);
      if (javaScript) await hydrated(page);
      await expectTaxInvoice(page, "en", orderNumber);
      await expect(page.getByTestId("invoice-pdf")).toHaveAttribute("href", /\/account\/orders\/[^/]+\/invoice\.pdf$/);
      await expectDownload(page, "invoice-pdf", /\.pdf$/);
      await expectDownload(page, "invoice-xml", /\.xml$/);
      if (javaScript) await axeClean(page, "the order page with its tax invoice");

      // Removed, the account says so; the order keeps its company.
      await page.goto("/account/user-information");
      if (javaScript) await hydrated(page);
      await page.getByTestId("company-profile").getByRole("button", { name: s.account.company.remove }).click();
      await expect(page.getByTestId("company-details")).toHaveText(s.account.company.none);
      await page.goto(`/account/invoices/${orderNumber}`);
      await expect(page.getByTestId("invoice-company")).toContainText(c.legalName);
    });
  });
}

test("an order the shop cancels shows its tax credit note, referring to the invoice, with its downloads", async ({ page }) => {
  test.setTimeout(90_000);
  // The shop cancels in its backend: the stand-in's admin route (global-setup gives it a token). This spec runs
  // on the stand-in only; the real Strapi's cancellation is tested in strapi-stand-in/test/tax-documents.test.ts.
  const admin = process.env.E2E_BACKEND_ADMIN_TOKEN;
  if (!admin) throw new Error("E2E_BACKEND_ADMIN_TOKEN is not set: run this spec against the stand-in global-setup starts");
  const email = `e2e-credit-${Date.now().toString(36)}@example.ae`;
  const c = COMPANY.en;
  const { placeOrder } = await gql<{ placeOrder: { id?: string; number?: string } }>(
    null,
    "mutation O($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { id number } } }",
    {
      input: {
        lines: CART.map((l) => ({ productId: l.id, quantity: l.quantity })),
        contactEmail: email,
        contactPhone: "0501234567",
        shippingAddress: {
          address: { name: "Aisha Al Marri", phone: "0501234567", emirate: "DUBAI", area: "Dubai Marina", street: "Marina Walk", building: "Tower 2" },
        },
        paymentMethod: "CASH_ON_DELIVERY",
        idempotencyKey: `credit-${Date.now().toString(36)}`,
        buyer: {
          company: { legalName: c.legalName, trn: TRN, billingAddress: { emirate: "ABU_DHABI", area: c.area, street: c.street, building: c.building } },
          purchaseOrderNumber: PO,
        },
      },
    },
  );
  if (!placeOrder.id || !placeOrder.number) throw new Error("setup failed: the order was refused");
  const api = await playwrightRequest.newContext();
  const cancelled = await api.put(`${process.env.E2E_BACKEND_URL}/admin/orders/${placeOrder.id}`, {
    data: { status: "cancelled" },
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(cancelled.ok()).toBe(true);
  await api.dispose();

  await page.goto("/account/order-tracking");
  await hydrated(page);
  await page.getByLabel("Order number").fill(placeOrder.number);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Track order" }).click();
  const credit = page.getByTestId("credit-note");
  const l = INVOICE_LABELS.en;
  await expect(credit.locator(".invoice__kind")).toHaveText(l.creditNoteTitle);
  await expect(credit.getByTestId("invoice-documentNumber").locator("dd")).toHaveText(/^CN-\d{6,}$/);
  const invoiceNumber = (await page.getByTestId("invoice").getByTestId("invoice-documentNumber").locator("dd").innerText()).trim();
  await expect(credit.getByTestId("invoice-creditedInvoice")).toContainText(invoiceNumber);
  await expect(credit.getByTestId("invoice-orderNumber")).toContainText(placeOrder.number);
  await expect(credit.getByTestId("invoice-company")).toContainText(c.legalName);
  expect(fils(await credit.getByTestId("credit-note-total").innerText())).toBe(fils(await page.getByTestId("invoice").getByTestId("order-total").innerText()));
  await axeClean(page, "a tracked order with its credit note");
  await expectDownload(page, "credit-note-pdf", /\.pdf$/);
  await expectDownload(page, "credit-note-xml", /\.xml$/);
});

for (const javaScript of [true, false]) {
  test(`a company typed at checkout with 'Save as my company profile' becomes the profile (JavaScript ${javaScript ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ javaScriptEnabled: javaScript, baseURL });
    const page = await context.newPage();
    const s = STRINGS.en;
    await signedInShopper(page, baseURL!);
    await withCart(page, baseURL!);
    await page.goto("/account/checkout");
    if (javaScript) await hydrated(page);
    await fillConsumer(page, "en", "ignored@example.ae");
    await fillCompany(page, "en");
    await page.getByLabel(s.checkout.company.save).check();
    await page.getByRole("button", { name: s.checkout.place }).click();
    await expect(page.getByTestId("order-confirmation")).toBeVisible();
    await expect(page.getByTestId("invoice-company")).toContainText(COMPANY.en.legalName);
    await page.goto("/account/user-information");
    await expect(page.getByTestId("company-details")).toContainText(COMPANY.en.legalName);
    await expect(page.getByTestId("company-details")).toContainText(TRN);
    await context.close();
  });
}

test("a saved company profile removed elsewhere while checkout offered it: the gateway's refusal shows in the company section, nothing is ordered", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const s = STRINGS.en;
  const c = COMPANY.en;
  const { token } = await signedInShopper(page, baseURL!);
  await gql(token, "mutation C($input: CompanyInput!) { saveCompanyProfile(input: $input) { __typename } }", {
    input: { legalName: c.legalName, trn: TRN, billingAddress: { emirate: "ABU_DHABI", area: c.area, street: c.street, building: c.building } },
  });
  await withCart(page, baseURL!);
  await page.goto("/account/checkout");
  await hydrated(page);
  await fillConsumer(page, "en", "ignored@example.ae");
  await page.getByLabel(s.checkout.company.forCompany).check();
  await expect(page.getByRole("radio", { name: new RegExp(s.checkout.company.useSaved) })).toBeChecked();
  await gql(token, "mutation { removeCompanyProfile }");
  await page.getByRole("button", { name: s.checkout.place }).click();
  await expect(page.getByTestId("company-section")).toContainText(s.checkout.company.savedGone);
  await expect(page.getByTestId("order-confirmation")).toHaveCount(0);
  // The account has no profile now: the company's fields are offered, and typing it goes through.
  await page.getByLabel(s.account.company.legalName, { exact: true }).fill(c.legalName);
  await page.getByLabel(s.account.company.trn, { exact: true }).fill(TRN);
  await page.getByLabel(s.account.company.emirate, { exact: true }).selectOption("ABU_DHABI");
  await page.getByLabel(s.account.company.area, { exact: true }).fill(c.area);
  await page.getByLabel(s.account.company.street, { exact: true }).fill(c.street);
  await page.getByLabel(s.account.company.building, { exact: true }).fill(c.building);
  await page.getByRole("button", { name: s.checkout.place }).click();
  await expect(page.getByTestId("order-confirmation")).toBeVisible();
  await expect(page.getByTestId("invoice-company")).toContainText(c.legalName);
});
