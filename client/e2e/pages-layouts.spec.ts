import { test, expect, hydrated } from "./support/fixtures";

test("a product layout variant renders the same product in its layout", async ({ page, consoleProblems }) => {
  await page.goto("/product/1");
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const response = await page.goto("/product/sidebar/1");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator(".product-page--sidebar")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Why buy from ProAV Shop" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/product\/[a-z0-9-]+$/);
  // It is the real page: adding to the cart works.
  const detail = page.locator("article.product-detail");
  if (await detail.getByRole("button", { name: "Add to cart" }).isEnabled()) {
    await detail.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  }
  await page.goto("/product/extended/1");
  await expect(page.getByRole("region", { name: "Key facts" })).toBeVisible();
  expect(consoleProblems).toEqual([]);
  expect((await page.goto("/product/nonsense/1"))?.status()).toBe(404);
});

test("a shop variant renders the listing in its layout", async ({ page, consoleProblems }) => {
  const response = await page.goto("/shop/shop-carousel");
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop all products");
  const deals = page.getByRole("region", { name: /On-sale products/ });
  await expect(deals.getByTestId("product-card").first()).toBeVisible();
  await expect(deals.locator(".price__discount").first()).toHaveText(/^-\d+%$/);
  await expect(page.locator(".toolbar__count")).toHaveText(/^\d+ products$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/shop$/);

  // Filters keep the layout.
  await page.goto("/shop/shop-fullwidth");
  await hydrated(page);
  await page.locator(".filters__summary").click();
  await page
    .locator(".filters")
    .getByRole("link", { name: /^Dell \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL(/\/shop\/shop-fullwidth\?brand=dell$/);
  await expect(page.getByTestId("product-card").first().locator(".product-card__brand")).toHaveText("Dell");
  expect(consoleProblems).toEqual([]);
  expect((await page.goto("/shop/shop-nowhere"))?.status()).toBe(404);
});

test("a home variant shows the home page", async ({ page }) => {
  const response = await page.goto("/home/electronic");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Professional workstations");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^http:\/\/127\.0\.0\.1:\d+\/$/);
});
