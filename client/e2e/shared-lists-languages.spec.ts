import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";

// The cart, wishlist and compare cookies belong to the shopper, not to a language: a page in Arabic leaves out
// what Arabic does not sell, but never removes it from the list the English pages read. Only a product gone in
// every language leaves a list, with a notice. A product hidden in Arabic is not sold there, and no page names
// its (missing) Arabic page.

/** Two active products of the seed: one hidden in Arabic, one sold in both languages (asked of the gateway). */
async function seedFacts(request: APIRequestContext) {
  const ask = async (lang: string, query: string, variables: Record<string, unknown>) => {
    const res = await request.post("/graphql", { headers: { "accept-language": lang }, data: { query, variables } });
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };
  const ids = Array.from({ length: 60 }, (_, i) => String(i + 1));
  const byIds = `query($ids: [ID!]!) { productsByIds(ids: $ids) { id slug } }`;
  const en = (await ask("en", byIds, { ids })).productsByIds as ({ id: string; slug: string } | null)[];
  const ar = (await ask("ar", byIds, { ids })).productsByIds as ({ id: string } | null)[];
  const hidden = en.find((p, i) => p && !ar[i])!;
  const both = en.find((p, i) => p && ar[i])!;
  expect(hidden, "the seed hides a product in Arabic").toBeTruthy();
  return { hidden, both };
}

const cookieList = async (context: BrowserContext, name: string) => {
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { id: string }[]).map((e) => e.id) : [];
};

for (const list of [
  { name: "wishlist", path: "/account/wishlist", card: "product-card" },
  { name: "compare", path: "/account/compare", card: "compare-column" },
] as const) {
  test(`the Arabic ${list.name} leaves out what Arabic does not sell, and keeps it in the shared list`, async ({ page, context, baseURL, request }) => {
    const { hidden, both } = await seedFacts(request);
    const value = JSON.stringify([{ id: hidden.id }, { id: both.id }, { id: "999999" }]);
    await context.addCookies([{ name: list.name, value: encodeURIComponent(value), url: baseURL! }]);

    await page.goto(`/ar${list.path}`);
    await hydrated(page);
    // Gone everywhere: removed, with a notice. Hidden in Arabic only: not shown, said so, kept.
    await expect(page.getByTestId("other-language-notice")).toBeVisible();
    await expect(page.getByTestId("other-language-notice").getByRole("link")).toHaveAttribute("href", list.path);
    await expect.poll(() => cookieList(context, list.name)).toEqual([hidden.id, both.id]);
    await page.reload();
    await hydrated(page);
    expect(await cookieList(context, list.name)).toEqual([hidden.id, both.id]);

    // The English page still shows both.
    await page.goto(list.path);
    await hydrated(page);
    await expect(page.getByTestId("other-language-notice")).toHaveCount(0);
    expect(await cookieList(context, list.name)).toEqual([hidden.id, both.id]);
    await expect(page.locator(`[data-testid="${list.card}"]`)).toHaveCount(2);
  });
}

test("the Arabic cart leaves out, and does not charge for, a product Arabic does not sell, and keeps it in the cart", async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { hidden, both } = await seedFacts(request);
  const value = JSON.stringify([
    { id: hidden.id, quantity: 1 },
    { id: both.id, quantity: 1 },
  ]);
  await context.addCookies([{ name: "cart", value: encodeURIComponent(value), url: baseURL! }]);
  await page.goto("/ar/account/shopping-cart");
  await hydrated(page);
  await expect(page.getByTestId("other-language-notice")).toBeVisible();
  await expect(page.locator(`a[href="/ar/product/${hidden.slug}"]`)).toHaveCount(0);
  await expect.poll(() => cookieList(context, "cart")).toEqual([hidden.id, both.id]);
  await page.goto("/account/shopping-cart");
  await hydrated(page);
  await expect(page.locator(`a[href="/product/${hidden.slug}"]`).first()).toBeVisible();
});

test("without JavaScript too, the Arabic wishlist keeps the cookie and says why a product is missing", async ({ browser, baseURL, request }) => {
  const { hidden, both } = await seedFacts(request);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const value = JSON.stringify([{ id: hidden.id }, { id: both.id }]);
  await context.addCookies([{ name: "wishlist", value: encodeURIComponent(value), url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/ar/account/wishlist");
  await expect(page.locator('[data-testid="product-card"]')).toHaveCount(1);
  expect(await cookieList(context, "wishlist")).toEqual([hidden.id, both.id]);
  await context.close();
});

test("a product sold in English only names no Arabic alternate", async ({ request, baseURL }) => {
  const { hidden, both } = await seedFacts(request);
  const html = await (await request.get(`/product/${hidden.slug}`)).text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/product/${hidden.slug}"/>`);
  expect(html).not.toMatch(/<link rel="alternate"[^>]*\/ar\/product\//);
  expect(html).not.toMatch(/hrefLang="ar-AE"/);
  expect(html).not.toContain('property="og:locale:alternate"');
  expect((await request.get(`/ar/product/${hidden.slug}`)).status()).toBe(404);
  const other = await (await request.get(`/product/${both.slug}`)).text();
  expect(other).toMatch(new RegExp(`hrefLang="ar-AE" href="[^"]*/ar/product/${both.slug}"`));
});

test("an Arabic checkout without JavaScript orders what Arabic sells, and the rest stays in the cart", async ({ browser, baseURL, request }) => {
  const { hidden, both } = await seedFacts(request);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const value = JSON.stringify([
    { id: hidden.id, quantity: 1 },
    { id: both.id, quantity: 1 },
  ]);
  await context.addCookies([{ name: "cart", value: encodeURIComponent(value), url: baseURL! }]);
  const page = await context.newPage();
  await page.goto("/ar/account/checkout");
  await expect(page.getByTestId("other-language-notice")).toBeVisible();
  const form = page.locator("form").filter({ has: page.locator('input[name="contactEmail"]') });
  await form.locator('input[name="contactEmail"]').fill(`e2e-ar-split-${Date.now().toString(36)}@example.ae`);
  await form.locator('input[name="contactPhone"]').fill("0501234567");
  await form.locator('input[name="name"]').fill("Omar Haddad");
  await form.locator('input[name="phone"]').fill("0501234567");
  await form.locator('select[name="emirate"]').selectOption("DUBAI");
  await form.locator('input[name="area"]').fill("Marina");
  await form.locator('input[name="street"]').fill("Street 1");
  await form.locator('input[name="building"]').fill("Tower 2");
  await form.locator('input[name="paymentMethod"][value="BANK_TRANSFER"]').check();
  await page.locator('button[form="checkout-form"]').click();
  await expect(page).toHaveURL(/\/ar\/account\/checkout\/confirmation$/);
  await expect(page.getByTestId("order-confirmation")).toBeVisible();
  expect(await cookieList(context, "cart")).toEqual([hidden.id]);
  await context.close();
});
