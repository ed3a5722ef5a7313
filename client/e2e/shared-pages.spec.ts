import { test, expect, hydrated } from "./support/fixtures";
import type { BrowserContext } from "@playwright/test";

// Shared pages (app/shared-pages.ts) are rendered once for nobody and sent to shoppers with cookies with their
// personal spots filled in by the gateway. In a real browser: the filled-in page hydrates without a warning (React
// finds exactly its own markup), the spots then change as the shopper acts, and without JavaScript the forms'
// answers show the new state on the next (shared) page.

async function lists(context: BrowserContext, baseURL: string, wishlist: string[], compare: string[], cart: { id: string; quantity: number }[] = []) {
  const value = (v: unknown) => encodeURIComponent(JSON.stringify(v));
  await context.addCookies([
    { name: "wishlist", value: value(wishlist.map((id) => ({ id }))), url: baseURL },
    { name: "compare", value: value(compare.map((id) => ({ id }))), url: baseURL },
    { name: "cart", value: value(cart), url: baseURL },
  ]);
}

test("a product page served from the shared page hydrates with the shopper's lists and toggles them", async ({ page, context, baseURL, consoleProblems }) => {
  await lists(context, baseURL!, ["1"], ["1", "3"], [{ id: "2", quantity: 2 }]);
  await page.goto("/product/1"); // stored for nobody now
  const response = await page.goto("/product/1"); // from the stored page, filled in
  expect(response!.headers()["x-gateway-cache"]).toBe("hit");
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  await hydrated(page);
  const detail = page.locator("article.product-detail");
  await expect(detail.getByRole("button", { name: "♥ In wishlist", pressed: true })).toBeVisible();
  await expect(detail.getByRole("button", { name: "✓ In compare", pressed: true })).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");
  await expect(page.getByTestId("compare-count")).toHaveText("2");

  await detail.getByRole("button", { name: "♥ In wishlist" }).click();
  await expect(detail.getByRole("button", { name: "♡ Add to wishlist", pressed: false })).toBeVisible();
  await expect(page.getByTestId("wishlist-count")).toHaveText("0");
  // The next page from the same stored page shows the cookie the click wrote.
  await page.reload();
  await hydrated(page);
  await expect(detail.getByRole("button", { name: "♡ Add to wishlist" })).toBeVisible();
  await expect(detail.getByRole("button", { name: "✓ In compare" })).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("an Arabic listing shows the shopper's hearts and badges, and hides an empty list's badge", async ({ page, context, baseURL, consoleProblems }) => {
    await page.goto("/ar/shop");
    const firstId = await page.getByTestId("product-card").first().locator("[data-spot^='card-wishlist:']").getAttribute("data-spot");
    const id = firstId!.split(":")[1]!;
    await lists(context, baseURL!, [id], [], [{ id, quantity: 3 }]);
    await page.goto("/ar/shop");
    await hydrated(page);
    const heart = page.getByTestId("product-card").first().locator(`[data-spot='card-wishlist:${id}']`);
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await expect(heart).toHaveClass(/icon-button--on/);
    const nav = page.locator("nav.bottom-nav");
    await expect(nav.locator("[data-spot='badge:cart']")).toHaveText("3");
    await expect(nav.locator("[data-spot='badge:wishlist']")).toBeVisible();

    await heart.click(); // out of the wishlist: its badge goes
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await expect(nav.locator("[data-spot='badge:wishlist']")).toBeHidden();
    expect(consoleProblems).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the toggles post, and the shared page the shopper returns to shows the new state", async ({ page }) => {
    await page.goto("/product/3");
    const detail = page.locator("article.product-detail");
    await detail.getByRole("button", { name: "♡ Add to wishlist" }).click();
    await expect(page).toHaveURL(/\/product\/3/);
    await expect(detail.getByRole("button", { name: "♥ In wishlist", pressed: true })).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveText("1");
    await expect(page.getByTestId("wishlist-count")).toHaveAttribute("aria-label", "Wishlist: 1 item");

    await detail.getByRole("button", { name: "⇄ Compare" }).click();
    await expect(detail.getByRole("button", { name: "✓ In compare", pressed: true })).toBeVisible();
    await detail.getByRole("button", { name: "♥ In wishlist" }).click();
    await expect(detail.getByRole("button", { name: "♡ Add to wishlist", pressed: false })).toBeVisible();
    await expect(page.getByTestId("wishlist-count")).toHaveText("0");
    await expect(page.getByTestId("compare-count")).toHaveText("1");
  });
});
