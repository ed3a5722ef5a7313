import { test, expect, hydrated } from "./support/fixtures";

test("category page with filters and sort kept in the URL", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("region", { name: "Shop by category" }).getByRole("link", { name: "Workstations", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Workstations");
  const count = page.locator(".toolbar__count");
  await expect(count).toHaveText(/^\d+ products$/);
  const allText = await count.innerText();
  const all = Number(allText.replace(/\D/g, ""));
  expect(all).toBeGreaterThan(24);

  // Each brand shows how many products of this listing it has.
  const hpLink = page.locator(".filters").getByRole("link", { name: /^HP \(\d+\)$/ });
  const hpCount = Number((await hpLink.locator(".facet__count").innerText()).replace(/\D/g, ""));
  await hpLink.click();
  await expect(page).toHaveURL(/\/category\/workstations\?brand=hp$/);
  await expect(count).not.toHaveText(allText); // wait for the filtered listing to render
  const hp = Number((await count.innerText()).replace(/\D/g, ""));
  expect(hp).toBeGreaterThan(0);
  expect(hp).toBeLessThan(all);
  expect(hp).toBe(hpCount);
  await expect(page.getByTestId("product-card").first().locator(".product-card__brand")).toHaveText("HP");

  await page.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  // PRICE_ASC orders by the price the shopper pays (the sale price when on sale, shown first); poll until the
  // sorted page has rendered.
  const listPrices = () =>
    page.getByTestId("product-card").evaluateAll((cards) =>
      cards.map((card) => {
        const text = card.querySelector(".price")?.textContent ?? "";
        return Number(text.replace(/[^\d.]/g, "").replace(/^\./, ""));
      }),
    );
  await expect
    .poll(async () => {
      const prices = await listPrices();
      return prices.length > 1 && prices.every((v, i) => i === 0 || prices[i - 1]! <= v);
    })
    .toBe(true);

  // The filtered, sorted page survives a reload (server-rendered from the URL).
  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  await expect(page.locator(".toolbar__count")).toHaveText(`${hp} products`);
  expect(consoleProblems).toEqual([]);
});

test("pages forwards and back: Next page, Next page, then Previous page twice, with JavaScript and without", async ({ page, browser, consoleProblems }) => {
  const titles = () => page.getByTestId("product-card").locator("h3").allInnerTexts();
  await page.goto("/shop?sort=title");
  await hydrated(page);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  const page1 = await titles();
  await pager.getByRole("link", { name: "Next page →" }).click();
  await expect(page).toHaveURL(/after=/);
  await expect(page.getByTestId("product-card").first().locator("h3")).not.toHaveText(page1[0]!);
  const page2 = await titles();
  await pager.getByRole("link", { name: "Next page →" }).click();
  await expect(page.getByTestId("product-card").first().locator("h3")).not.toHaveText(page2[0]!);

  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/[?&]before=/);
  await expect(page).toHaveURL(/sort=title/);
  await expect(page.getByTestId("product-card").first().locator("h3")).toHaveText(page2[0]!);
  expect(await titles()).toEqual(page2);
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(page.getByTestId("product-card").first().locator("h3")).toHaveText(page1[0]!);
  expect(await titles()).toEqual(page1);
  // Back on the first page: nothing before it.
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await expect(pager.getByRole("link", { name: "← First page" })).toHaveCount(0);
  expect(consoleProblems).toEqual([]);

  // The links are plain links: the same works without JavaScript.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: page.url() });
  const noJs = await context.newPage();
  await noJs.goto(page.url());
  await noJs.getByRole("link", { name: "Next page →" }).click();
  await noJs.getByRole("link", { name: "Previous page" }).click();
  expect(await noJs.getByTestId("product-card").locator("h3").allInnerTexts()).toEqual(page1);
  await context.close();
});

test("pages through a listing and shows a useful empty state", async ({ page }) => {
  await page.goto("/shop");
  await hydrated(page);
  const first = await page.getByTestId("product-card").first().locator("h3").innerText();
  await page.getByRole("link", { name: "Next page →" }).click();
  await expect(page).toHaveURL(/after=/);
  await expect(page.getByTestId("product-card").first().locator("h3")).not.toHaveText(first);

  await page.goto("/shop?min=900000000");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByTestId("product-card").first()).toBeVisible();

  const missing = await page.goto("/category/no-such-category");
  expect(missing?.status()).toBe(404);
});
