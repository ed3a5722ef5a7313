import { test, expect, hydrated } from "./support/fixtures";

test("the home page lists real products with prices and images", async ({ page, consoleProblems }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/ProAV Shop/);
  const cards = page.getByTestId("new-arrivals").getByTestId("product-card");
  await expect(cards).toHaveCount(12); // the newest twelve; "View all" leads to the shop
  const first = cards.first();
  await first.scrollIntoViewIfNeeded(); // below the hero, tiles and deals: its image loads lazily
  await expect(first.locator("h3")).not.toBeEmpty();
  await expect(first.locator(".price").first()).toContainText(/\u2068?د\.إ\u2069?\s[\d,]+\.\d{2}/);
  // Eager images of the first row really load (served through the gateway's /uploads proxy).
  const img = first.locator("img");
  await expect(img).toHaveAttribute("width", /\d+/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText(/products in the catalogue/)).toBeVisible();
  await expect(page.getByRole("region", { name: "Shop by category" }).locator(".category-tile__name")).toHaveCount(6);
  // On-sale deals carry the struck-through price and the discount badge.
  const deal = page.getByRole("region", { name: "On-sale deals" }).getByTestId("product-card").first();
  await expect(deal.locator("del")).toContainText(/[\d,]+\.\d{2}/);
  await expect(deal.locator(".price__discount")).toHaveText(/^-\d+%$/);
  expect(consoleProblems).toEqual([]);
});

test("an unknown route shows the 404 page with a 404 status", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test.describe("rows below the first screen", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test("a first tap on a card adds to the cart, whether or not its row has hydrated yet", async ({ page, consoleProblems }) => {
    // At once, without waiting for hydration: React hydrates the row to take the click, or the button's form
    // posts to /cart-actions and comes back. Either way the product is in the cart.
    await page.goto("/");
    const card = page
      .getByTestId("new-arrivals")
      .getByTestId("product-card")
      .filter({ has: page.getByRole("button", { name: "Add to cart" }) });
    await card.nth(5).getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("cart-count").first()).toHaveText("1");
    await expect(page).toHaveURL(/\/$/);

    // Hydrated, a bare element.click() (no pointer events) is handled in the browser.
    await hydrated(page);
    await card
      .nth(6)
      .getByRole("button", { name: "Add to cart" })
      .evaluate((button: HTMLElement) => button.click());
    await expect(page.getByTestId("cart-count").first()).toHaveText("2");
    expect(consoleProblems).toEqual([]);
  });
});
