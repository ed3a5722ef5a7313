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
  await expect(first.locator(".price").first()).toContainText(/د\.إ\s[\d,]+\.\d{2}/);
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

  // React marks every element it has hydrated with an internal "__reactFiber$..." key: the only outside sign
  // of whether a piece of server HTML has been hydrated yet.
  const isHydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith("__reactFiber"));

  test("stay server HTML until scrolled near, then hydrate; a click on one before that still works", async ({ page, consoleProblems }) => {
    await page.goto("/");
    await hydrated(page);
    const firstNew = page.getByTestId("new-arrivals").getByTestId("product-card").first();
    await expect(page.locator(".hero h1")).toHaveText(/.+/);
    expect(await page.locator(".hero h1").evaluate(isHydrated)).toBe(true);
    expect(await firstNew.evaluate(isHydrated)).toBe(false); // far below a phone's first screen
    await firstNew.scrollIntoViewIfNeeded();
    await expect.poll(() => firstNew.evaluate(isHydrated)).toBe(true);

    // A fresh load, at the top (React Router would restore the scroll position): the shopper's first click
    // lands on a card that has not hydrated yet, and adds to the cart.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto("/");
    await hydrated(page);
    const card = page.getByTestId("new-arrivals").getByTestId("product-card").nth(5);
    expect(await card.evaluate(isHydrated)).toBe(false);
    await card.getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByTestId("cart-count").first()).toHaveText("1");

    // The same without the scroll and the pointer events a real click brings (which open the gate early): the
    // click reaches content whose gate is still closed; React cannot hydrate it in time, and the button's form
    // posts to /cart-actions, which adds the product and brings the shopper back to the home page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto("/");
    await hydrated(page);
    const other = page.getByTestId("new-arrivals").getByTestId("product-card").nth(6);
    expect(await other.evaluate(isHydrated)).toBe(false);
    await other.getByRole("button", { name: "Add to cart" }).evaluate((button: HTMLElement) => button.click());
    await expect(page.getByTestId("cart-count").first()).toHaveText("2");
    await expect(page).toHaveURL(/\/$/);
    expect(consoleProblems).toEqual([]);
  });
});
