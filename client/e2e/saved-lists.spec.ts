import { test, expect, hydrated } from "./support/fixtures";

test("wishlist and compare: add from cards and the product page, view, remove", async ({ page, consoleProblems }) => {
  await page.goto("/shop");
  await hydrated(page);
  const cards = page.getByTestId("product-card");
  const firstTitle = (await cards.nth(0).locator("h3").innerText()).trim();
  await cards
    .nth(0)
    .getByRole("button", { name: /to wishlist/ })
    .click();
  await cards
    .nth(1)
    .getByRole("button", { name: /to wishlist/ })
    .click();
  await cards
    .nth(1)
    .getByRole("button", { name: /to wishlist/, pressed: true })
    .click(); // toggled off again
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");

  await page.getByRole("link", { name: /Wishlist: 1 item\b/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wishlist");
  await expect(page.getByTestId("product-card")).toHaveCount(1);
  await expect(page.getByTestId("product-card").locator("h3")).toHaveText(firstTitle);
  await page
    .getByTestId("product-card")
    .getByRole("button", { name: /to wishlist/, pressed: true })
    .click();
  await expect(page.getByRole("heading", { name: "Your wishlist is empty" })).toBeVisible();

  // Compare two products from their pages.
  for (const id of ["1", "3"]) {
    await page.goto(`/product/${id}`);
    await hydrated(page);
    await page
      .locator("article.product-detail")
      .getByRole("button", { name: /Compare/ })
      .click();
  }
  await expect(page.getByTestId("compare-count")).toHaveText("2");
  await page.getByRole("link", { name: /Compare: 2 items/ }).click();
  await expect(page.getByTestId("compare-column")).toHaveCount(2);
  for (const row of ["Price", "Brand", "Part number", "Category", "Availability", "Description"]) {
    await expect(page.getByRole("rowheader", { name: row })).toBeVisible();
  }
  await page
    .getByRole("button", { name: /from compare/ })
    .first()
    .click();
  await expect(page.getByTestId("compare-column")).toHaveCount(1);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  expect(consoleProblems).toEqual([]);
});

test("saved lists drop vanished products and survive a reload", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "compare", value: encodeURIComponent('[{"id":"1"},{"id":"999999"}]'), url: baseURL! }]);
  await page.goto("/account/compare");
  await hydrated(page);
  await expect(page.getByRole("status").filter({ hasText: "no longer available" })).toBeVisible();
  await expect(page.getByTestId("compare-column")).toHaveCount(1);
  await expect(page.getByTestId("compare-count")).toHaveText("1");
  await page.reload();
  await expect(page.getByTestId("compare-column")).toHaveCount(1);
});

test("compare at 375 px: narrow labels, a whole first product, the next one scrolls in", async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await context.addCookies([{ name: "compare", value: encodeURIComponent('[{"id":"1"},{"id":"5"},{"id":"9"}]'), url: baseURL! }]);
  await page.goto("/account/compare");
  await expect(page.getByTestId("compare-column")).toHaveCount(3);
  const label = await page.getByRole("rowheader", { name: "Price" }).boundingBox();
  const [first, second] = await Promise.all([0, 1].map((i) => page.getByTestId("compare-column").nth(i).boundingBox()));
  expect(label!.width).toBeLessThanOrEqual(112); // was about 150 when product columns took 25% of a 640 px table
  expect(first!.x + first!.width).toBeLessThanOrEqual(375 - 16); // wholly on screen, inside the page's padding
  expect(second!.x).toBeLessThan(375); // peeks in: the shopper sees there is more to scroll to
  expect(second!.x + second!.width).toBeGreaterThan(375);
  // The page itself never scrolls sideways; only the table does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
