import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { request as playwrightRequest, type BrowserContext, type Page } from "@playwright/test";
import { addDays, dubaiDate } from "@proav/shop-rules";
import { test, expect, hydrated } from "./support/fixtures";
import { fils, newShopper } from "./support/account-helpers";
import { quotes as en } from "../src/lib/i18n/locales/en/quotes";
import { quotes as ar } from "../src/lib/i18n/locales/ar/quotes";
import { account as enAccount } from "../src/lib/i18n/locales/en/account";
import { account as arAccount } from "../src/lib/i18n/locales/ar/account";

// The quote pages (#27) in a real browser against the real gateway and stand-in: quotes are asked for straight
// through the stand-in's REST (POST /quotes) and the shop answers through its admin route (PUT /admin/quotes/:id);
// then My Quotes, the quote and its acceptance signed in, and a guest's quote found by number and e-mail at
// /quotes/track and accepted there, with and without JavaScript, in English and Arabic; the refusals (expired,
// already accepted) in words; another shopper's quote is a 404; axe on every page state.

// The gateway limits tracking per client address: this file speaks from addresses of its own.
const address = () => `10.89.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
test.use({ extraHTTPHeaders: { "x-forwarded-for": address() } });

const BACKEND = () => process.env.E2E_BACKEND_URL!;

interface RestQuote {
  id: number;
  number: string;
  contact_email: string;
  lines: { id: number; product: number; quantity: number; web_unit_price: number; quoted_unit_price: number | null }[];
}

async function rest<T>(method: "post" | "put", path: string, body: unknown, token: string | null = null): Promise<T> {
  const api = await playwrightRequest.newContext();
  const response = await api[method](`${BACKEND()}${path}`, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  await api.dispose();
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${text}`);
  return JSON.parse(text) as T;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token: string | null = null): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const response = await api.post("/graphql", {
    data: { query, variables },
    headers: { "x-forwarded-for": address(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  await api.dispose();
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const uniqueEmail = (tag: string) => `e2e-quote-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ae`;

/** A request for quote as the stand-in stores it: products 1 (two of them) and 3, owned by `token`'s shopper. */
function requestQuote(email: string, token: string | null = null, locale = "en") {
  return rest<RestQuote>(
    "post",
    "/quotes",
    {
      company: "Falcon Studios FZ-LLC",
      contact_name: "Omar Haddad",
      contact_email: email,
      contact_phone: "+971507654321",
      trn: "100123456789003",
      emirate: "dubai",
      notes: "Two racks, delivered together please.",
      locale,
      lines: [
        { product: 1, quantity: 2 },
        { product: 3, quantity: 1 },
      ],
    },
    token,
  );
}

/** The shop's answer in its backend: 10% off every line, valid for 30 days, with a note. */
function quoteIt(quote: RestQuote) {
  const admin = process.env.E2E_BACKEND_ADMIN_TOKEN;
  if (!admin) throw new Error("E2E_BACKEND_ADMIN_TOKEN is not set: run this spec against the stand-in global-setup starts");
  return rest<RestQuote>(
    "put",
    `/admin/quotes/${quote.id}`,
    {
      status: "quoted",
      valid_until: addDays(dubaiDate(new Date()), 30),
      shop_note: "Delivery in 5 working days.",
      lines: quote.lines.map((l) => ({ id: l.id, quoted_unit_price: Math.round(l.web_unit_price * 90) / 100 })),
    },
    admin,
  );
}

/** A validity date no route may set: the quote's last day has passed (written into the stand-in's database). */
function expire(quote: RestQuote) {
  const path = process.env.E2E_BACKEND_DB_PATH;
  if (!path) throw new Error("E2E_BACKEND_DB_PATH is not set: run this spec against the stand-in global-setup starts");
  const db = new Database(path);
  try {
    db.prepare("UPDATE quotes SET valid_until = ? WHERE id = ?").run(addDays(dubaiDate(new Date()), -1), quote.id);
  } finally {
    db.close();
  }
}

const GATEWAY_QUOTE = "status orderNumber quotedTotals { total { amount } } lines { quotedUnitPrice { amount } }";

interface GatewayQuote {
  status: string;
  orderNumber: string | null;
  quotedTotals: { total: { amount: string } } | null;
  lines: { quotedUnitPrice: { amount: string } | null }[];
}

const tracked = (number: string, email: string) =>
  gql<{ trackQuote: GatewayQuote | null }>(`query T($n: String!, $e: String!) { trackQuote(number: $n, email: $e) { ${GATEWAY_QUOTE} } }`, {
    n: number,
    e: email,
  }).then((d) => d.trackQuote!);

async function newMember() {
  const shopper = newShopper("quotes");
  const { register } = await gql<{ register: { token: string } }>("mutation R($input: RegisterInput!) { register(input: $input) { token } }", {
    input: { email: shopper.email, password: shopper.password, firstName: shopper.firstName, lastName: shopper.lastName, phone: shopper.phone },
  });
  return { ...shopper, token: register.token };
}

async function signInAs(context: BrowserContext, member: { token: string; firstName: string; lastName: string }) {
  await context.addCookies([{ name: "session", value: member.token, url: process.env.E2E_BASE_URL!, httpOnly: true }]);
  await context.addInitScript((m) => {
    localStorage.setItem("jwt", m.token);
    localStorage.setItem("user", JSON.stringify({ firstName: m.firstName, lastName: m.lastName }));
  }, member);
}

/** axe runs in the page: without JavaScript it cannot, and that HTML is the same the JavaScript runs check. */
async function axeClean(page: Page, what: string, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`);
  expect(blocking, `axe on ${what}:\n${blocking.join("\n")}`).toEqual([]);
}

type Strings = typeof en | typeof ar;
type AccountStrings = typeof enAccount | typeof arAccount;

/** Types a delivery address into the acceptance form. */
async function fillAddress(page: Page, s: Strings, a: AccountStrings) {
  const form = page.getByRole("form", { name: s.accept.heading });
  await form.getByLabel(a.addresses.name).fill("Omar Haddad");
  await form.getByLabel(a.addresses.phone).fill("050 765 4321");
  await form.getByLabel(a.addresses.emirate).selectOption("DUBAI");
  await form.getByLabel(a.addresses.area).fill("Dubai Media City");
  await form.getByLabel(a.addresses.street).fill("Al Falak Street");
  await form.getByLabel(a.addresses.building).fill("Building 5, office 301");
  return form;
}

const LATIN_ONLY = /^[^\u0660-\u0669\u06F0-\u06F9]*$/;

for (const javaScriptEnabled of [true, false]) {
  // English with JavaScript and Arabic without for the account, the other way round for a guest: every page in
  // both languages, both ways.
  const accountLocale = javaScriptEnabled ? "en" : "ar";
  const guestLocale = javaScriptEnabled ? "ar" : "en";
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    const ready = async (page: Page) => (javaScriptEnabled ? hydrated(page) : undefined);

    test(`signed in (${accountLocale}): My Quotes, the quote at web and quoted prices, accepted into an order at the quoted prices`, async ({
      page,
      context,
      consoleProblems,
    }) => {
      const s = accountLocale === "en" ? en : ar;
      const a = accountLocale === "en" ? enAccount : arAccount;
      const prefix = accountLocale === "en" ? "" : "/ar";
      const member = await newMember();
      const asked = await requestQuote(member.email, member.token, accountLocale);
      const offered = await quoteIt(await requestQuote(member.email, member.token, accountLocale));
      await signInAs(context, member);

      await page.goto(`${prefix}/account/quotes`);
      await ready(page);
      await expect(page.getByRole("heading", { level: 1, name: s.list.heading })).toBeVisible();
      await expect(page.getByRole("navigation", { name: a.nav.label }).getByRole("link", { name: a.nav.quotes })).toHaveAttribute("aria-current", "page");
      const rows = page.getByTestId("quote-row");
      await expect(rows).toHaveCount(2);
      // Newest first: the quoted one, its quoted total; then the requested one at its web total, marked so.
      await expect(rows.nth(0)).toContainText(offered.number);
      await expect(rows.nth(0).getByTestId("quote-status")).toHaveText(s.status.QUOTED);
      await expect(rows.nth(1)).toContainText(asked.number);
      await expect(rows.nth(1).getByTestId("quote-status")).toHaveText(s.status.REQUESTED);
      await expect(rows.nth(1).getByTestId("quote-row-total")).toContainText(s.list.webTotal);
      const gatewayQuote = await tracked(offered.number, member.email);
      expect(fils(await rows.nth(0).getByTestId("quote-row-total").innerText())).toBe(Math.round(Number(gatewayQuote.quotedTotals!.total.amount) * 100));
      await expect(page.locator("html")).toHaveAttribute("dir", accountLocale === "ar" ? "rtl" : "ltr");
      expect(await page.locator("main").innerText()).toMatch(LATIN_ONLY);
      await axeClean(page, "My Quotes", javaScriptEnabled);

      await rows.nth(0).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/quotes/${offered.number}$`));
      await ready(page);
      const detail = page.getByTestId("quote-detail");
      await expect(detail.getByTestId("quote-status")).toHaveText(s.status.QUOTED);
      await expect(detail.getByTestId("quote-state")).toHaveText(s.detail.state.QUOTED);
      await expect(detail.getByTestId("quote-shop-note")).toContainText("Delivery in 5 working days.");
      await expect(detail.getByTestId("quote-valid-until")).toBeVisible();
      const lines = detail.getByTestId("quote-line");
      await expect(lines).toHaveCount(2);
      for (const [i, line] of offered.lines.entries()) {
        expect(fils(await lines.nth(i).getByTestId("quote-line-web").innerText())).toBe(Math.round(line.web_unit_price * 100));
        expect(fils(await lines.nth(i).getByTestId("quote-line-quoted").innerText())).toBe(Math.round(line.quoted_unit_price! * 100));
      }
      const total = fils(await detail.getByTestId("quote-total").innerText());
      expect(total).toBe(Math.round(Number(gatewayQuote.quotedTotals!.total.amount) * 100));
      await expect(detail.getByTestId("quote-pdf")).toHaveAttribute("href", `${prefix}/account/quotes/${offered.number}/quote.pdf`);
      const pdf = await page.request.get(`${prefix}/account/quotes/${offered.number}/quote.pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()["content-type"]).toContain("application/pdf");
      expect(await page.locator("main").innerText()).toMatch(LATIN_ONLY);
      await axeClean(page, "the quote with its acceptance form", javaScriptEnabled);

      // No saved address: the form asks for one (prefilled with the account's name and phone), and a PO number.
      const form = await fillAddress(page, s, a);
      await form.getByLabel(new RegExp(`^${s.accept.poNumber}`)).fill("PO-7781");
      await form.getByRole("button", { name: s.accept.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/invoices/[A-Z0-9-]+$`));
      const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
      await expect(page.getByTestId("order-quote")).toContainText(offered.number);
      const placed = await gql<{ order: { total: { amount: string }; paymentMethod: string; purchaseOrderNumber: string; quoteNumber: string } }>(
        "query O($n: String!) { order(number: $n) { total { amount } paymentMethod purchaseOrderNumber quoteNumber } }",
        { n: orderNumber },
        member.token,
      );
      expect(placed.order).toMatchObject({ paymentMethod: "BANK_TRANSFER", purchaseOrderNumber: "PO-7781", quoteNumber: offered.number });
      expect(Math.round(Number(placed.order.total.amount) * 100)).toBe(total);

      // The quote now leads to its order, and cannot be accepted again.
      await page.goto(`${prefix}/account/quotes/${offered.number}`);
      await ready(page);
      await expect(detail.getByTestId("quote-status")).toHaveText(s.status.ACCEPTED);
      await expect(detail.getByTestId("quote-order")).toContainText(orderNumber);
      await expect(page.getByRole("form", { name: s.accept.heading })).toHaveCount(0);
      await axeClean(page, "an accepted quote", javaScriptEnabled);
      // Without JavaScript a refused post is a page with its status (404, 409), which the browser logs.
      if (javaScriptEnabled) expect(consoleProblems).toEqual([]);
    });

    test(`a guest (${guestLocale}) finds the quote by number and e-mail, downloads its PDF and accepts it: the order's confirmation`, async ({
      page,
      consoleProblems,
    }) => {
      const s = guestLocale === "en" ? en : ar;
      const a = guestLocale === "en" ? enAccount : arAccount;
      const prefix = guestLocale === "en" ? "" : "/ar";
      const email = uniqueEmail(javaScriptEnabled ? "js" : "nojs");
      const quote = await quoteIt(await requestQuote(email, null, guestLocale));

      await page.goto(`${prefix}/quotes/track`);
      await ready(page);
      await expect(page.getByRole("heading", { level: 1, name: s.track.heading })).toBeVisible();
      const search = page.getByRole("form", { name: s.track.heading });
      // A wrong e-mail finds nothing and says so, without saying which half is wrong.
      await search.getByLabel(s.track.number).fill(quote.number.toLowerCase());
      await search.getByLabel(s.track.email).fill(`other-${email}`);
      await search.getByRole("button", { name: s.track.submit }).click();
      await expect(page.getByRole("alert")).toContainText(s.track.notFound);
      await axeClean(page, "the tracking form with a miss", javaScriptEnabled);

      await search.getByLabel(s.track.number).fill(quote.number.toLowerCase());
      await search.getByLabel(s.track.email).fill(email.toUpperCase());
      await search.getByRole("button", { name: s.track.submit }).click();
      const detail = page.getByTestId("quote-detail");
      await expect(detail.getByTestId("quote-status")).toHaveText(s.status.QUOTED);
      expect(page.url()).not.toContain("example.ae");
      expect(page.url()).not.toContain("%40");
      await expect(detail.getByTestId("quote-line")).toHaveCount(2);
      await expect(page.locator("html")).toHaveAttribute("dir", guestLocale === "ar" ? "rtl" : "ltr");
      expect(await page.locator("main").innerText()).toMatch(LATIN_ONLY);
      await axeClean(page, "a tracked quote", javaScriptEnabled);

      // The PDF: a form posting the number and e-mail (never in a URL) to the guest's PDF route.
      const pdfForm = detail.locator("form").filter({ has: page.getByTestId("quote-pdf") });
      await expect(pdfForm).toHaveAttribute("action", `${prefix}/quotes/track/quote.pdf`);
      await expect(pdfForm.locator('input[name="number"]')).toHaveValue(quote.number);
      const posted = await page.request.post(`${prefix}/quotes/track/quote.pdf`, { form: { number: quote.number, email: email.toUpperCase() } });
      expect(posted.status()).toBe(200);
      expect(posted.headers()["content-type"]).toContain("application/pdf");

      const form = await fillAddress(page, s, a);
      await expect(form.locator('input[name="email"]')).toHaveAttribute("type", "hidden");
      await form.getByRole("button", { name: s.accept.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/checkout/confirmation$`));
      await expect(page.getByTestId("order-confirmation")).toBeVisible();
      const orderNumber = (await page.getByTestId("order-number").innerText()).trim();
      await expect(page.getByTestId("order-quote")).toContainText(quote.number);
      const after = await tracked(quote.number, email);
      expect(after).toMatchObject({ status: "ACCEPTED", orderNumber });
      // Without JavaScript a refused post is a page with its status (404, 409), which the browser logs.
      if (javaScriptEnabled) expect(consoleProblems).toEqual([]);
    });

    test("a saved address is offered first and delivers the order", async ({ page, context, consoleProblems }) => {
      const member = await newMember();
      const { createAddress } = await gql<{ createAddress: { id: string } }>(
        "mutation A($input: AddressInput!) { createAddress(input: $input) { ... on Address { id } } }",
        {
          input: {
            name: "Aisha Al Marri",
            phone: "0501234567",
            emirate: "ABU_DHABI",
            area: "Al Reem Island",
            street: "Najmat Street",
            building: "Sky Tower 12",
          },
        },
        member.token,
      );
      const quote = await quoteIt(await requestQuote(member.email, member.token));
      await signInAs(context, member);
      await page.goto(`/account/quotes/${quote.number}`);
      await ready(page);
      const form = page.getByRole("form", { name: en.accept.heading });
      await expect(form.getByRole("radio", { name: /Al Reem Island/ })).toBeChecked();
      // Hydrated, the typed address shows only for "a new address"; without JavaScript it is there, unused.
      await expect(form.getByLabel(enAccount.addresses.area)).toHaveCount(javaScriptEnabled ? 0 : 1);
      await axeClean(page, "the acceptance form with a saved address", javaScriptEnabled);
      await form.getByRole("button", { name: en.accept.submit }).click();
      await expect(page).toHaveURL(/\/account\/invoices\/[A-Z0-9-]+$/);
      const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
      const placed = await gql<{ order: { shippingAddress: { area: string; emirate: string } } }>(
        "query O($n: String!) { order(number: $n) { shippingAddress { area emirate } } }",
        { n: orderNumber },
        member.token,
      );
      expect(placed.order.shippingAddress).toEqual({ area: "Al Reem Island", emirate: "ABU_DHABI" });
      expect(createAddress.id).toBeTruthy();
      if (javaScriptEnabled) expect(consoleProblems).toEqual([]);
    });

    test("refusals in words: a quote that expired, and one accepted meanwhile (with a link to its order)", async ({ page, context, consoleProblems }) => {
      const member = await newMember();
      const expiring = await quoteIt(await requestQuote(member.email, member.token));
      const taken = await quoteIt(await requestQuote(member.email, member.token));
      await signInAs(context, member);

      // Open while it can be accepted; its last day passes before the form is sent.
      await page.goto(`/account/quotes/${expiring.number}`);
      await ready(page);
      await fillAddress(page, en, enAccount);
      expire(expiring);
      await page.getByRole("button", { name: en.accept.submit }).click();
      await expect(page.getByTestId("quote-refused")).toContainText(en.accept.refused.EXPIRED);
      await expect(page.getByTestId("quote-detail").getByTestId("quote-status")).toHaveText(en.status.EXPIRED);
      await expect(page.getByRole("form", { name: en.accept.heading })).toHaveCount(0);
      await axeClean(page, "an expired quote's refusal", javaScriptEnabled);

      // Accepted elsewhere (another attempt, another key) while this page was open.
      await page.goto(`/account/quotes/${taken.number}`);
      await ready(page);
      await fillAddress(page, en, enAccount);
      const elsewhere = await gql<{ acceptQuote: { order: { number: string } } }>(
        `mutation A($input: AcceptQuoteInput!) { acceptQuote(input: $input) { ... on QuoteAccepted { order { number } } } }`,
        {
          input: {
            number: taken.number,
            shippingAddress: { address: { name: "Omar", phone: "0507654321", emirate: "DUBAI", area: "Deira", street: "Baniyas Road", building: "Tower 1" } },
            idempotencyKey: crypto.randomUUID(),
          },
        },
        member.token,
      );
      await page.getByRole("button", { name: en.accept.submit }).click();
      const refused = page.getByTestId("quote-refused");
      await expect(refused).toContainText(en.accept.refused.ALREADY_ACCEPTED);
      const orderLink = refused.getByRole("link", { name: `View order ${elsewhere.acceptQuote.order.number}` });
      await expect(orderLink).toHaveAttribute("href", `/account/invoices/${elsewhere.acceptQuote.order.number}`);
      await axeClean(page, "an already accepted quote's refusal", javaScriptEnabled);
      // Without JavaScript a refused post is a page with its status (404, 409), which the browser logs.
      if (javaScriptEnabled) expect(consoleProblems).toEqual([]);
    });
  });
}

test("another shopper's quote is the 404 page; no quotes yet is an empty state leading to the shop; signed out, a sign-in prompt", async ({
  page,
  context,
  browser,
}) => {
  const owner = await newMember();
  const theirs = await requestQuote(owner.email, owner.token);
  const stranger = await newMember();
  await signInAs(context, stranger);

  const response = await page.goto(`/account/quotes/${theirs.number}`);
  expect(response?.status()).toBe(404);
  expect((await page.goto("/account/quotes/RFQ-999999"))?.status()).toBe(404);

  await page.goto("/account/quotes");
  await hydrated(page);
  const empty = page.getByTestId("quotes-empty");
  await expect(empty).toContainText(en.list.empty);
  await expect(empty.getByRole("link", { name: en.list.shopNow })).toHaveAttribute("href", "/shop");
  await axeClean(page, "My Quotes, empty", true);

  const signedOut = await browser.newPage();
  await signedOut.goto(`${process.env.E2E_BASE_URL}/account/quotes`);
  await hydrated(signedOut);
  await expect(signedOut.getByTestId("sign-in-prompt")).toBeVisible();
  await expect(signedOut.getByRole("link", { name: en.list.guestNote })).toHaveAttribute("href", "/quotes/track");
  await signedOut.close();
});

// Every quote page at a phone's and a desktop's width in both languages renders its content; the screenshots are
// for a person to look at (in the test's output folder, or QUOTE_SCREENSHOTS=<dir>).
test("screenshots", async ({ page, context }, testInfo) => {
  const dir = process.env.QUOTE_SCREENSHOTS ?? testInfo.outputPath("screenshots");
  const member = await newMember();
  await requestQuote(member.email, member.token);
  const quote = await quoteIt(await requestQuote(member.email, member.token));
  await signInAs(context, member);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const prefix of ["", "/ar"]) {
      const tag = `${prefix ? "ar" : "en"}-${width}`;
      await page.goto(`${prefix}/account/quotes`);
      await hydrated(page);
      await page.getByTestId("quote-row").first().waitFor();
      await page.screenshot({ path: `${dir}/list-${tag}.png`, fullPage: true });
      await page.goto(`${prefix}/account/quotes/${quote.number}`);
      await hydrated(page);
      await page.getByTestId("quote-detail").waitFor();
      await page.screenshot({ path: `${dir}/quote-${tag}.png`, fullPage: true });
      await page.goto(`${prefix}/quotes/track`);
      await hydrated(page);
      await page.screenshot({ path: `${dir}/track-${tag}.png`, fullPage: true });
    }
  }
});
