import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { request as playwrightRequest, type BrowserContext, type Page, type Request } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { newShopper } from "./support/account-helpers";
import { HOME_VARIANTS } from "../src/features/home/home-variants";

// Issue #24, one write path per form: every form that posts, on every route, once hydrated, must reach its route
// action (React Router's single-fetch POST to `<action>.data`) and never call a GraphQL mutation from the browser.
// The routes come from the app's own route config, so a new route is visited without anyone remembering to add it
// here; a route with a parameter needs a sample below (the test says so), a form shown only after a click or on
// another view of its page needs a line in VIEWS. Each form is submitted on a fresh load of its page with its
// empty fields filled plausibly, and the request it makes is stopped: nothing is written, whichever path it takes.
// The cart, wishlist and compare forms (/cart-actions) are the one documented exception: their state is a cookie
// the browser owns, and hydrated they apply the same rule (lib/shop-state/shop-intent.ts) with no request at all.

const root = fileURLToPath(new URL("../src/app/", import.meta.url));

interface AppRoute {
  path: string;
  file: string;
}

/** The page routes of client/src/app/routes.ts (resource routes have no page, hence no form). */
function appRoutes(): AppRoute[] {
  const source = readFileSync(`${root}routes.ts`, "utf8");
  const routes: AppRoute[] = [];
  for (const match of source.matchAll(/\bindex\(\s*"([^"]+)"/g)) routes.push({ path: "", file: match[1]! });
  for (const match of source.matchAll(/\broute\(\s*"([^"]*)",\s*"([^"]+)"/g)) routes.push({ path: match[1]!, file: match[2]! });
  return routes.filter((r) => r.file.endsWith(".tsx"));
}

type Session = "guest" | "member";

interface Member {
  token: string;
  firstName: string;
  lastName: string;
  email: string;
  addressIds: string[];
  orderNumber: string;
  /** A quote the shop has quoted, so its page shows the acceptance form. */
  quoteNumber: string;
}

/** A concrete URL for a route pattern; a new parameter without a sample fails the test by name. */
function samplePath(path: string, member: Member | null): string {
  const samples: Record<string, string> = {
    "product/:slug": "product/1",
    "category/:slug": "category/accessories",
    "home/:variant": `home/${HOME_VARIANTS[0]}`,
    "shop/:layout": "shop/shop-fullwidth",
    "product/:layout/:slug": "product/extended/1",
    "account/invoices/:number": `account/invoices/${member?.orderNumber ?? "PAV-0000-000000"}`,
    "account/quotes/:number": `account/quotes/${member?.quoteNumber ?? "RFQ-000000"}`,
    "*": "no-such-page-here",
  };
  if (!path.includes(":") && path !== "*") return `/${path}`;
  const sample = samples[path];
  if (!sample) throw new Error(`forms-reach-actions.spec.ts: add a sample URL for the route "${path}"`);
  return `/${sample}`;
}

interface View {
  query?: string;
  /** What a shopper does to show the form (a toggle with no URL of its own). */
  open?: (page: Page) => Promise<void>;
}

/** Forms that are not on a page as it loads: another view of the page, or behind a click. */
function viewsOf(path: string, session: Session, member: Member | null): View[] {
  const views: View[] = [{}];
  if (path === "account/login" && session === "guest") views.push({ query: "?tab=register" }, { query: "?view=forgot" });
  if (path === "account/reset-password") views.push({ query: "?code=not-a-real-code" });
  // The request for quote has a form only with lines to price (the cart cookie holds product 1).
  if (path === "quote-request") views.push({ query: "?from=cart" });
  if (path === "account/addresses" && member) views.push({ query: "?address=new" }, { query: `?address=${member.addressIds[0]}` });
  if (path === "account/user-information" && session === "member") {
    views.push(
      { open: (page) => page.getByRole("region", { name: "Your details" }).getByRole("button", { name: "Edit" }).click() },
      { query: "?edit=company" },
    );
  }
  if (path === "account/checkout" && session === "guest") {
    views.push({ open: (page) => page.locator(".account-box").getByRole("button", { name: "Sign in" }).click() });
  }
  return views;
}

async function gql<T>(token: string | null, query: string, variables: Record<string, unknown>): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: process.env.E2E_BASE_URL });
  const response = await api.post("/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  await api.dispose();
  if (!body.data) throw new Error(`setup failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A new shopper with two saved addresses and one order, so the account pages show every form they have. */
async function newMember(): Promise<Member> {
  const shopper = newShopper("forms");
  const { register } = await gql<{ register: { token: string } }>(null, "mutation R($input: RegisterInput!) { register(input: $input) { token } }", {
    input: { email: shopper.email, password: shopper.password, firstName: shopper.firstName, lastName: shopper.lastName },
  });
  const token = register.token;
  const addressIds: string[] = [];
  for (const area of ["Dubai Marina", "Al Barsha"]) {
    const { createAddress } = await gql<{ createAddress: { id: string } }>(
      token,
      "mutation A($input: AddressInput!) { createAddress(input: $input) { ... on Address { id } } }",
      { input: { name: "Aisha Al Marri", phone: "0501234567", emirate: "DUBAI", area, street: "Marina Walk", building: "Tower 2" } },
    );
    addressIds.push(createAddress.id);
  }
  const { placeOrder } = await gql<{ placeOrder: { number?: string } }>(
    token,
    "mutation O($input: PlaceOrderInput!) { placeOrder(input: $input) { ... on Order { number } } }",
    {
      input: {
        lines: [{ productId: "1", quantity: 1 }],
        contactEmail: shopper.email,
        contactPhone: "0501234567",
        shippingAddress: { savedAddressId: addressIds[0] },
        paymentMethod: "BANK_TRANSFER",
        idempotencyKey: `forms-${Date.now().toString(36)}`,
      },
    },
  );
  if (!placeOrder.number) throw new Error("setup failed: the order was refused");
  // A company profile, so the account page shows its remove form too.
  await gql(token, "mutation C($input: CompanyInput!) { saveCompanyProfile(input: $input) { __typename } }", {
    input: {
      legalName: "Gulf Post Production LLC",
      trn: "100123456789003",
      billingAddress: { emirate: "ABU_DHABI", area: "Al Maryah Island", street: "Hazza Bin Zayed Street", building: "Tower 3" },
    },
  });
  return {
    token,
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    email: shopper.email,
    addressIds,
    orderNumber: placeOrder.number,
    quoteNumber: await quotedQuote(token, shopper.email),
  };
}

/** A request for quote of this member's, answered by the shop through the stand-in's admin route. */
async function quotedQuote(token: string, email: string): Promise<string> {
  const backend = process.env.E2E_BACKEND_URL!;
  const api = await playwrightRequest.newContext();
  try {
    const asked = await api.post(`${backend}/quotes`, {
      data: {
        company: "Gulf Post Production LLC",
        contact_name: "Aisha Al Marri",
        contact_email: email,
        contact_phone: "+971501234567",
        emirate: "dubai",
        lines: [{ product: 1, quantity: 2 }],
      },
      headers: { authorization: `Bearer ${token}` },
    });
    const quote = (await asked.json()) as { id: number; number: string; lines: { id: number }[] };
    const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const answered = await api.put(`${backend}/admin/quotes/${quote.id}`, {
      data: { status: "quoted", valid_until: validUntil, lines: quote.lines.map((l) => ({ id: l.id, quoted_unit_price: 100 })) },
      headers: { authorization: `Bearer ${process.env.E2E_BACKEND_ADMIN_TOKEN}` },
    });
    if (!answered.ok()) throw new Error(`setup failed: the quote was not answered (${answered.status()})`);
    return quote.number;
  } finally {
    await api.dispose();
  }
}

/** The cookie state every page load starts from (a cart form applied in the browser changed it). */
async function resetShopCookies(context: BrowserContext) {
  const url = process.env.E2E_BASE_URL!;
  const empty = encodeURIComponent("[]");
  // One product in the cart, so the cart and the checkout show their forms.
  await context.addCookies([
    { name: "cart", value: encodeURIComponent('[{"id":"1","quantity":1}]'), url },
    { name: "wishlist", value: empty, url },
    { name: "compare", value: empty, url },
  ]);
}

async function prepare(context: BrowserContext, member: Member | null) {
  const url = process.env.E2E_BASE_URL!;
  await resetShopCookies(context);
  if (!member) return;
  await context.addCookies([{ name: "session", value: member.token, url, httpOnly: true }]);
  await context.addInitScript((m) => {
    localStorage.setItem("jwt", m.token);
    localStorage.setItem("user", JSON.stringify({ firstName: m.firstName, lastName: m.lastName }));
  }, member);
}

/** What a submitted form did on the network: React Router's action request, or a GraphQL mutation. */
interface Write {
  kind: "action" | "graphql-mutation";
  url: string;
}

const isMutation = (request: Request) => {
  const body = request.postData() ?? "";
  return /"query"\s*:\s*"\s*mutation\b/.test(body) || /^\s*mutation\b/.test(body);
};

/** Stops every write the page tries (nothing reaches the backend) and remembers it. */
async function stopWrites(page: Page): Promise<Write[]> {
  const writes: Write[] = [];
  await page.route("**/*", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === "POST" && url.pathname.endsWith(".data")) {
      writes.push({ kind: "action", url: url.pathname });
      return route.abort();
    }
    if (request.method() === "POST" && url.pathname === "/graphql" && isMutation(request)) {
      writes.push({ kind: "graphql-mutation", url: `${url.pathname} ${request.postData()?.slice(0, 120)}` });
      return route.abort();
    }
    return route.fallback();
  });
  return writes;
}

async function load(page: Page, url: string, view: View) {
  await page.goto(url + (view.query ?? ""));
  await hydrated(page);
  // Account data and the priced cart arrive after hydration; the forms they hold render then.
  await page.waitForLoadState("networkidle");
  if (view.open) await view.open(page);
}

interface FormInfo {
  index: number;
  action: string;
  label: string;
}

/** Every form of the page that posts, one per kind (a listing has a cart form per product: one is enough). */
async function postForms(page: Page): Promise<FormInfo[]> {
  return page.locator("form").evaluateAll((forms) => {
    const seen = new Set<string>();
    const out: { index: number; action: string; label: string }[] = [];
    forms.forEach((form, index) => {
      const f = form as HTMLFormElement;
      if ((f.getAttribute("method") ?? "get").toLowerCase() !== "post") return;
      const action = new URL(f.action, location.href).pathname;
      const intent = (f.querySelector("input[name=intent]") as HTMLInputElement | null)?.value ?? "";
      const buttons = [...f.querySelectorAll("button[type=submit], button:not([type])")].map(
        (b) => `${b.getAttribute("name") ?? ""}=${b.getAttribute("value") ?? ""}`,
      );
      const kind = `${action}|${intent}|${buttons.join(",")}`;
      if (seen.has(kind)) return;
      seen.add(kind);
      const named = f.getAttribute("aria-label") ?? f.querySelector("button[type=submit], button:not([type])")?.textContent?.trim() ?? "";
      out.push({ index, action, label: `${named || "form"} (${action}${intent ? ` ${intent}` : ""})` });
    });
    return out;
  });
}

/** Fills the form's empty visible fields with values that pass the browser's checks, then submits it. */
async function fillAndSubmit(page: Page, index: number) {
  const form = page.locator("form").nth(index);
  const fields = form.locator("input:visible, select:visible, textarea:visible");
  for (let i = 0; i < (await fields.count()); i++) {
    const input = fields.nth(i);
    const { tag, type, name, value, disabled } = await input.evaluate((el) => ({
      tag: el.tagName.toLowerCase(),
      type: (el as HTMLInputElement).type,
      name: (el as HTMLInputElement).name,
      value: (el as HTMLInputElement).value,
      disabled: (el as HTMLInputElement).disabled,
    }));
    if (disabled || value || ["hidden", "checkbox", "radio", "submit", "button"].includes(type)) continue;
    if (tag === "select") {
      await input.selectOption({ index: 1 });
      continue;
    }
    const sample =
      type === "password"
        ? "Passw0rd!forms1"
        : type === "email" || /email|identifier/i.test(name)
          ? `e2e-forms-${Date.now().toString(36)}@example.ae`
          : type === "tel" || /phone/i.test(name)
            ? "0501234567"
            : name === "number"
              ? "PAV-2026-000001"
              : name === "trn"
                ? "100123456789003"
                : tag === "textarea"
                  ? "A question about delivery to Dubai Marina, please."
                  : type === "number"
                    ? "1"
                    : type === "date"
                      ? new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
                      : "Aisha Al Marri";
    await input.fill(sample);
  }
  await form.evaluate((f) => {
    const el = f as HTMLFormElement;
    const own = [...el.querySelectorAll<HTMLButtonElement>("button[type=submit], button:not([type])")];
    const outside = el.id ? [...document.querySelectorAll<HTMLButtonElement>(`button[form="${el.id}"]`)] : [];
    const submitter = [...own, ...outside].find((b) => !b.disabled);
    el.requestSubmit(submitter);
  });
}

/** Waits for the submit's request; a question first (the address book asks before deleting) is confirmed. */
async function writeOf(page: Page, writes: Write[], browserOwned: boolean): Promise<Write | null> {
  const deadline = Date.now() + (browserOwned ? 1_500 : 8_000);
  let confirmed = false;
  while (Date.now() < deadline) {
    if (writes.length) return writes[0]!;
    const dialog = page.locator("dialog[open]");
    if (!confirmed && (await dialog.count())) {
      confirmed = true;
      await dialog.locator("button").first().click();
    }
    await page.waitForTimeout(100);
  }
  return writes[0] ?? null;
}

/** React Router's single-fetch URL for an action path: `/account/addresses` -> `/account/addresses.data`. */
const dataPath = (action: string) => (action === "/" ? "/_root.data" : `${action.replace(/\/$/, "")}.data`);

for (const session of ["guest", "member"] as const) {
  test.describe(`every form a ${session} sees reaches its route action once hydrated`, () => {
    let member: Member | null = null;
    test.beforeAll(async () => {
      if (session === "member") member = await newMember();
    });

    for (const route of appRoutes()) {
      test(`/${route.path} (${route.file})`, async ({ page, context }) => {
        test.setTimeout(120_000);
        await prepare(context, member);
        const url = samplePath(route.path, member);
        const checked: string[] = [];
        for (const view of viewsOf(route.path, session, member)) {
          await load(page, url, view);
          const forms = await postForms(page);
          for (const form of forms) {
            if (checked.includes(form.label)) continue;
            checked.push(form.label);
            await page.unrouteAll({ behavior: "ignoreErrors" });
            await resetShopCookies(context);
            await load(page, url, view);
            const writes = await stopWrites(page);
            await fillAndSubmit(page, form.index);
            const browserOwned = form.action.endsWith("/cart-actions");
            const write = await writeOf(page, writes, browserOwned);
            const mutations = writes.filter((w) => w.kind === "graphql-mutation");
            expect(mutations, `${form.label} on ${url}${view.query ?? ""} called the gateway itself`).toEqual([]);
            if (browserOwned) {
              expect(write, `${form.label} on ${url}: a cart, wishlist or compare form is applied in the browser`).toBeNull();
            } else {
              expect(write?.url, `${form.label} on ${url}${view.query ?? ""} did not reach its action`).toBe(dataPath(form.action));
            }
          }
        }
        test.info().annotations.push({ type: "forms", description: checked.join("; ") || "none" });
      });
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // The profile page had no action before issue #24 (its forms only ever ran in the browser): now the same
  // action serves both, so they work without JavaScript too.
  test("the details, password and 'Sign out everywhere' forms post to the profile page's action", async ({ page, context }) => {
    const member = await newMember();
    await context.addCookies([{ name: "session", value: member.token, url: process.env.E2E_BASE_URL!, httpOnly: true }]);
    await page.goto("/account/user-information");
    await page.getByRole("region", { name: "Your details" }).getByRole("button", { name: "Edit" }).click();
    await expect(page).toHaveURL(/\/account\/user-information\?edit=details$/);
    await page.getByLabel("First name").fill("Mariam");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your details were saved." })).toBeVisible();
    await expect(page.getByTestId("profile-details")).toContainText("Mariam");

    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Change password" }) });
    await form.getByLabel("Current password").fill("Not-my-pass1");
    await form.getByLabel("New password", { exact: true }).fill("Passw0rd!renewed1");
    await form.getByLabel("Confirm new password").fill("Passw0rd!renewed1");
    await form.getByRole("button", { name: "Change password" }).click();
    await expect(page).toHaveURL(/\/account\/user-information$/);
    await expect(page.getByText("That is not your current password.")).toBeVisible();
    await expect(form.getByLabel("Current password")).toHaveValue("");

    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
    expect((await context.cookies()).some((c) => c.name === "session" && c.value)).toBe(false);
  });
});
