import { test, expect } from "./support/fixtures";

test("category page with filters and sort kept in the URL", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Workstations" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Workstations");
  const all = Number((await page.locator(".toolbar__count").innerText()).replace(/\D/g, ""));
  expect(all).toBeGreaterThan(24);

  await page.locator(".filters").getByRole("link", { name: "HP", exact: true }).click();
  await expect(page).toHaveURL(/\/category\/workstations\?brand=hp$/);
  const hp = Number((await page.locator(".toolbar__count").innerText()).replace(/\D/g, ""));
  expect(hp).toBeGreaterThan(0);
  expect(hp).toBeLessThan(all);
  await expect(page.getByTestId("product-card").first().locator(".product-card__brand")).toHaveText("HP");

  await page.getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  // PRICE_ASC orders by list price (the struck-through one when on sale).
  const listPrices = await page.getByTestId("product-card").evaluateAll((cards) =>
    cards.map((card) => {
      const text = (card.querySelector("del") ?? card.querySelector(".price"))?.textContent ?? "";
      return Number(text.replace(/[^\d.]/g, "").replace(/^\./, ""));
    }),
  );
  expect(listPrices.length).toBeGreaterThan(1);
  expect(listPrices).toEqual([...listPrices].sort((a, b) => a - b));

  // The filtered, sorted page survives a reload (server-rendered from the URL).
  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");
  await expect(page.locator(".toolbar__count")).toHaveText(`${hp} products`);
  expect(consoleProblems).toEqual([]);
});

test("pages through a listing and shows a useful empty state", async ({ page }) => {
  await page.goto("/shop");
  const first = await page.getByTestId("product-card").first().locator("h3").innerText();
  await page.getByRole("link", { name: "Next page →" }).click();
  await expect(page).toHaveURL(/after=/);
  await expect(page.getByTestId("product-card").first().locator("h3")).not.toHaveText(first);

  await page.goto("/shop?min=900000000");
  await expect(page.getByRole("heading", { name: "No products match" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByTestId("product-card").first()).toBeVisible();

  const missing = await page.goto("/category/no-such-category");
  expect(missing?.status()).toBe(404);
});
