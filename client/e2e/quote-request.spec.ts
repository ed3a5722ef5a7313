import AxeBuilder from "@axe-core/playwright";
import { request as playwrightRequest, type BrowserContext, type Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { newShopper } from "./support/account-helpers";
import { quoteRequest as en } from "../src/lib/i18n/locales/en/quoteRequest";
import { quoteRequest as ar } from "../src/lib/i18n/locales/ar/quoteRequest";

// The request-for-quote form (#27) in a real browser against the real gateway and stand-in: from a product page
// (its GET form with a quantity) and from the cart, as a guest (the confirmation on the page) and signed in (303 to
// the quote in the account), with and without JavaScript, in English and Arabic; field errors in the page's
// language with everything typed kept; "Remove" without JavaScript; the empty states; a burst refused in words;
// axe on the form, its errors and the confirmation. What was stored is read back through the gateway.

// The gateway allows 20 requests per client address in the browser tests (CONTACT_RATE_LIMIT_POINTS): this file
// speaks from addresses of its own, so the rest of the suite keeps its allowance.
const address = () => `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
test.use({ extraHTTPHeaders: { "x-forwarded-for": address() } });

const PRODUCTS = ["1", "3"];

interface ProductFacts {
  id: string;
  title: string;
  partNumber: string | null;
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token: string | null = null, locale = "en"): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const response = await api.post("/graphql", {
    data: { query, variables },
    headers: { "accept-language": locale, "x-forwarded-for": address(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  await api.dispose();
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const products = (locale = "en") =>
  gql<{ productsByIds: ProductFacts[] }>("query P($ids: [ID!]!) { productsByIds(ids: $ids) { id title partNumber } }", { ids: PRODUCTS }, null, locale).then(
    (d) => d.productsByIds,
  );

const QUOTE_FIELDS = "number company contactName contactEmail contactPhone trn emirate neededBy notes isGuestQuote status lines { productId quantity }";

interface StoredQuote {
  number: string;
  company: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  trn: string | null;
  emirate: string;
  neededBy: string | null;
  notes: string | null;
  isGuestQuote: boolean;
  status: string;
  lines: { productId: string; quantity: number }[];
}

const tracked = (number: string, email: string) =>
  gql<{ trackQuote: StoredQuote | null }>(`query T($n: String!, $e: String!) { trackQuote(number: $n, email: $e) { ${QUOTE_FIELDS} } }`, {
    n: number,
    e: email,
  }).then((d) => d.trackQuote);

/** A new account with a phone and a saved company profile (the form prefills both). */
async function newMember() {
  const shopper = newShopper("quote");
  const { register } = await gql<{ register: { token: string } }>("mutation R($input: RegisterInput!) { register(input: $input) { token } }", {
    input: { email: shopper.email, password: shopper.password, firstName: shopper.firstName, lastName: shopper.lastName, phone: shopper.phone },
  });
  await gql(
    "mutation C($input: CompanyInput!) { saveCompanyProfile(input: $input) { __typename } }",
    {
      input: {
        legalName: "Gulf Post Production LLC",
        trn: "100123456789003",
        billingAddress: { emirate: "ABU_DHABI", area: "Al Maryah Island", street: "Hazza Bin Zayed Street", building: "Tower 3" },
      },
    },
    register.token,
  );
  return { ...shopper, token: register.token };
}

async function signInAs(context: BrowserContext, member: { token: string; firstName: string; lastName: string }) {
  const url = process.env.E2E_BASE_URL!;
  await context.addCookies([{ name: "session", value: member.token, url, httpOnly: true }]);
  await context.addInitScript((m) => {
    localStorage.setItem("jwt", m.token);
    localStorage.setItem("user", JSON.stringify({ firstName: m.firstName, lastName: m.lastName }));
  }, member);
}

async function fillCart(context: BrowserContext, lines: { id: string; quantity: number }[]) {
  await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify(lines)), url: process.env.E2E_BASE_URL! }]);
}

/** axe runs in the page: without JavaScript it cannot, and that HTML is the same the JavaScript runs check. */
async function axeClean(page: Page, what: string, javaScriptEnabled = true) {
  if (!javaScriptEnabled) return;
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`);
  expect(blocking, `axe on ${what}:\n${blocking.join("\n")}`).toEqual([]);
}

const uniqueEmail = (tag: string) => `e2e-rfq-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.ae`;
const inAWeek = () => new Date(Date.now() + 7 * 86_400_000 + 4 * 3_600_000).toISOString().slice(0, 10);

/** The request page's fields by their labels, in either language. */
function fields(page: Page, s: typeof en | typeof ar) {
  const form = page.getByRole("form", { name: s.heading });
  return {
    form,
    company: form.getByLabel(s.details.company, { exact: true }),
    contactName: form.getByLabel(s.details.contactName),
    contactEmail: form.getByLabel(s.details.contactEmail, { exact: true }),
    contactPhone: form.getByLabel(s.details.contactPhone, { exact: true }),
    trn: form.getByLabel(new RegExp(`^${s.details.trn.replace(/[()]/g, "\\$&")}`)),
    emirate: form.getByLabel(s.details.emirate),
    neededBy: form.getByLabel(new RegExp(`^${s.details.neededBy}`)),
    notes: form.getByLabel(new RegExp(`^${s.details.notes}`)),
    send: form.getByRole("button", { name: s.send }),
  };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    const ready = async (page: Page) => (javaScriptEnabled ? hydrated(page) : undefined);

    test("a guest asks for a quote from a product page in English: the line, field errors keeping what was typed, the confirmation", async ({
      page,
      consoleProblems,
    }) => {
      const [product] = await products();
      await page.goto(`/product/${product!.id}`);
      await ready(page);
      const quoteBox = page.getByRole("form", { name: "Buying for a company?" });
      await quoteBox.getByLabel("Quantity to quote").fill("120");
      await quoteBox.getByRole("button", { name: "Request a quote" }).click();
      await expect(page).toHaveURL(new RegExp(`/quote-request\\?product=${product!.id}&quantity=120$`));
      await ready(page);
      await expect(page.getByRole("heading", { level: 1, name: en.heading })).toBeVisible();

      const line = page.getByTestId("quote-line");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText(product!.title);
      if (product!.partNumber) await expect(line).toContainText(product!.partNumber);
      await expect(line).toContainText(/د\.إ|AED/);
      await expect(line.getByLabel(`Quantity of ${product!.title}`)).toHaveValue("120");
      await axeClean(page, "the request form", javaScriptEnabled);

      // Mistakes: shown beside their fields in English, everything typed kept.
      const f = fields(page, en);
      const email = uniqueEmail(javaScriptEnabled ? "js" : "nojs");
      await f.contactName.fill("Omar Haddad");
      await f.contactEmail.fill("omar.example.ae");
      await f.contactPhone.fill("12345");
      await f.trn.fill("1001234");
      await f.notes.fill("Two racks, delivered together please.");
      await f.send.click();
      await expect(page.getByText(en.errors.company.required)).toBeVisible();
      await expect(page.getByText(en.errors.contactEmail.emailInvalid)).toBeVisible();
      await expect(page.getByText(en.errors.contactPhone.phoneInvalid)).toBeVisible();
      await expect(page.getByText(en.errors.trn.trnInvalid)).toBeVisible();
      await expect(page.getByText(en.errors.emirate.required)).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "Please correct 5 fields." })).toBeVisible();
      await expect(f.contactName).toHaveValue("Omar Haddad");
      await expect(f.contactEmail).toHaveValue("omar.example.ae");
      await expect(f.notes).toHaveValue("Two racks, delivered together please.");
      await expect(line.getByLabel(`Quantity of ${product!.title}`)).toHaveValue("120");
      await expect(f.company).toHaveAttribute("aria-invalid", "true");
      await axeClean(page, "the request form with its errors", javaScriptEnabled);

      await f.company.fill("Falcon Studios FZ-LLC");
      await f.contactEmail.fill(email);
      await f.contactPhone.fill("050 765 4321");
      await f.trn.fill("100-1234-5678-9003");
      await f.emirate.selectOption("SHARJAH");
      await f.neededBy.fill(inAWeek());
      await f.send.click();

      await expect(page).toHaveURL(/\/quote-request\?sent=RFQ-\d{6}&ack=sent$/);
      const sent = page.getByTestId("quote-sent");
      const number = (await sent.getByTestId("quote-number").textContent())!;
      await expect(sent.getByRole("heading", { name: `Request ${number} sent` })).toBeVisible();
      await expect(sent.getByTestId("quote-ack")).toHaveText(en.sent.emailSent);
      await expect(sent.getByRole("link", { name: en.sent.track })).toHaveAttribute("href", "/quotes/track");
      await axeClean(page, "the confirmation", javaScriptEnabled);

      const quote = await tracked(number, email.toUpperCase());
      expect(quote).toMatchObject({
        company: "Falcon Studios FZ-LLC",
        contactName: "Omar Haddad",
        contactPhone: "+971507654321",
        trn: "100123456789003",
        emirate: "SHARJAH",
        neededBy: inAWeek(),
        notes: "Two racks, delivered together please.",
        isGuestQuote: true,
        status: "REQUESTED",
        lines: [{ productId: product!.id, quantity: 120 }],
      });
      // A reload shows the confirmation again and sends nothing twice.
      await page.reload();
      await expect(page.getByTestId("quote-number")).toHaveText(number);
      if (javaScriptEnabled) expect(consoleProblems).toEqual([]);
    });

    test("a signed-in shopper asks from the cart: prefilled with the account and its company, lines changed, then the quote in the account", async ({
      page,
      context,
    }) => {
      const member = await newMember();
      await signInAs(context, member);
      await fillCart(context, [
        { id: PRODUCTS[0]!, quantity: 2 },
        { id: PRODUCTS[1]!, quantity: 1 },
      ]);
      const [first, second] = await products();
      await page.goto("/account/shopping-cart");
      await ready(page);
      await page.getByRole("link", { name: "Request a quote" }).click();
      await expect(page).toHaveURL(/\/quote-request\?from=cart$/);
      await ready(page);

      const f = fields(page, en);
      await expect(page.getByText(en.prefilled)).toBeVisible();
      await expect(f.company).toHaveValue("Gulf Post Production LLC");
      await expect(f.trn).toHaveValue("100123456789003");
      await expect(f.emirate).toHaveValue("ABU_DHABI");
      await expect(f.contactName).toHaveValue("Aisha Al Marri");
      await expect(f.contactEmail).toHaveValue(member.email);
      await expect(f.contactPhone).toHaveValue("+971501234567");

      const lines = page.getByTestId("quote-line");
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0).getByLabel(`Quantity of ${first!.title}`)).toHaveValue("2");
      // What was typed survives the removal (without JavaScript, the action answers the form without the line).
      await f.notes.fill("Please quote with a three-year warranty.");
      await lines
        .nth(1)
        .getByRole("button", { name: `Remove ${second!.title} from the request` })
        .click();
      await expect(lines).toHaveCount(1);
      await expect(page.getByRole("status").filter({ hasText: en.lines.removed })).toBeVisible();
      await expect(f.notes).toHaveValue("Please quote with a three-year warranty.");

      // A quantity out of range is refused beside its line.
      const quantity = lines.nth(0).getByLabel(`Quantity of ${first!.title}`);
      await quantity.fill("1000");
      await f.send.click();
      await expect(lines.nth(0).getByText(en.lines.errors.quantity)).toBeVisible();
      await expect(quantity).toHaveValue("1000");
      await expect(f.notes).toHaveValue("Please quote with a three-year warranty.");
      await quantity.fill("25");
      // Enter in a field sends the request (the form's default button), never the line's "Remove".
      await f.company.press("Enter");

      await expect(page).toHaveURL(/\/account\/quotes\/RFQ-\d{6}$/);
      const number = new URL(page.url()).pathname.split("/").pop()!;
      const { quote } = await gql<{ quote: StoredQuote | null }>(`query Q($n: String!) { quote(number: $n) { ${QUOTE_FIELDS} } }`, { n: number }, member.token);
      expect(quote).toMatchObject({
        company: "Gulf Post Production LLC",
        trn: "100123456789003",
        emirate: "ABU_DHABI",
        contactEmail: member.email,
        notes: "Please quote with a three-year warranty.",
        isGuestQuote: false,
        lines: [{ productId: first!.id, quantity: 25 }],
      });
      // The cart is not touched by a request: nothing was bought.
      const cart = (await context.cookies()).find((c) => c.name === "cart");
      expect(JSON.parse(decodeURIComponent(cart!.value))).toHaveLength(2);
    });

    test("in Arabic: from the product page, errors in Arabic keeping what was typed, then the confirmation", async ({ page }) => {
      const [product] = await products("ar");
      await page.goto(`/ar/product/${product!.id}`);
      await ready(page);
      const quoteBox = page.getByRole("form", { name: "تشتري لشركة؟" });
      await quoteBox.getByLabel("الكمية المطلوب تسعيرها").fill("3");
      await quoteBox.getByRole("button", { name: "طلب عرض سعر" }).click();
      await expect(page).toHaveURL(new RegExp(`/ar/quote-request\\?product=${product!.id}&quantity=3$`));
      await ready(page);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.getByTestId("quote-line")).toContainText(product!.title);

      const f = fields(page, ar);
      const email = uniqueEmail(javaScriptEnabled ? "ar-js" : "ar-nojs");
      await f.company.fill("شركة الصقر للإنتاج");
      await f.contactName.fill("مريم الهاشمي");
      await f.contactEmail.fill(email);
      await f.contactPhone.fill("04 123");
      await f.emirate.selectOption("DUBAI");
      await f.notes.fill("نحتاج إلى التركيب في الموقع.");
      await f.send.click();
      await expect(page.getByText(ar.errors.contactPhone.phoneInvalid)).toBeVisible();
      await expect(page.getByRole("alert").filter({ hasText: "يُرجى تصحيح حقل واحد." })).toBeVisible();
      await expect(f.company).toHaveValue("شركة الصقر للإنتاج");
      await expect(f.notes).toHaveValue("نحتاج إلى التركيب في الموقع.");
      await expect(f.emirate).toHaveValue("DUBAI");
      await axeClean(page, "the Arabic request form with its errors", javaScriptEnabled);

      await f.contactPhone.fill("+971 4 123 4567");
      await f.send.click();
      await expect(page).toHaveURL(/\/ar\/quote-request\?sent=RFQ-\d{6}&ack=sent$/);
      const number = (await page.getByTestId("quote-number").textContent())!;
      await expect(page.getByRole("heading", { name: `أُرسل الطلب ${number}` })).toBeVisible();
      await expect(page.getByTestId("quote-ack")).toHaveText(ar.sent.emailSent);
      await expect(page.getByRole("link", { name: ar.sent.track })).toHaveAttribute("href", "/ar/quotes/track");
      await axeClean(page, "the Arabic confirmation", javaScriptEnabled);
      const quote = await tracked(number, email);
      expect(quote).toMatchObject({ company: "شركة الصقر للإنتاج", contactPhone: "+97141234567", emirate: "DUBAI", trn: null, neededBy: null });
      expect(quote!.lines).toEqual([{ productId: product!.id, quantity: 3 }]);
    });

    test("with nothing to price, the page says why and leads back, in both languages", async ({ page, context }) => {
      await page.goto("/quote-request?from=cart");
      await ready(page);
      const empty = page.getByTestId("quote-request-empty");
      await expect(empty.getByRole("heading", { name: en.empty.title })).toBeVisible();
      await expect(empty).toContainText(en.empty.cartText);
      await expect(empty.getByRole("link", { name: en.empty.toCart })).toHaveAttribute("href", "/account/shopping-cart");
      await expect(page.getByRole("form", { name: en.heading })).toHaveCount(0);
      await axeClean(page, "the empty request", javaScriptEnabled);

      await page.goto("/ar/quote-request?product=999999&quantity=2");
      await ready(page);
      await expect(page.getByTestId("quote-request-empty")).toContainText(ar.empty.productText);
      await expect(page.getByRole("status").filter({ hasText: ar.lines.notSold_one })).toBeVisible();
      await expect(page.getByRole("link", { name: ar.empty.toShop })).toHaveAttribute("href", "/ar/shop");

      // The cart's own empty: an unknown product only.
      await fillCart(context, [{ id: "999999", quantity: 1 }]);
      await page.goto("/quote-request?from=cart");
      await expect(page.getByTestId("quote-request-empty")).toContainText(en.empty.cartText);
    });
  });
}

test("a burst of requests from one address is refused in words, with what was typed kept", async ({ request }) => {
  // The browser tests allow 20 requests per address (the contact form's limit, CONTACT_RATE_LIMIT_POINTS).
  const headers = { "x-forwarded-for": address() };
  const form = (n: number) => ({
    productId: PRODUCTS[0]!,
    quantity: "4",
    company: "Burst Trading LLC",
    contactName: "Sara Ali",
    contactEmail: `e2e-rfq-burst-${n}-${Date.now().toString(36)}@example.ae`,
    contactPhone: "0501234567",
    emirate: "AJMAN",
    notes: "One more request in a burst.",
  });
  for (let n = 1; n <= 20; n++) {
    const sent = await request.post("/quote-request", { form: form(n), headers, maxRedirects: 0 });
    expect(sent.status(), await sent.text().then((t) => t.slice(0, 200))).toBe(303);
    expect(sent.headers().location).toMatch(/^\/quote-request\?sent=RFQ-\d{6}&ack=sent$/);
  }
  const refused = await request.post("/quote-request", { form: form(21), headers, maxRedirects: 0 });
  expect(refused.status()).toBe(429);
  const html = await refused.text();
  expect(html).toContain("Several requests were sent from here in a short time. Please try again in 10 minutes, or e-mail us.");
  expect(html).toContain("One more request in a burst.");
  expect(html).toContain("Burst Trading LLC");
});
