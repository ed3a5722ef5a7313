import { test, expect, hydrated } from "./support/fixtures";

// The account side menu has the Account panel's entries (with Recent Viewed Products) and greets a signed-out
// visitor as a guest; every page title ends with the shop's name, the 404 page's too.

test("the account menu lists Recent Viewed Products and greets a signed-out visitor as a guest", async ({ page }) => {
  await page.goto("/account/user-information");
  await hydrated(page);
  await expect(page.getByTestId("account-greeting")).toHaveText("Hello, guest");
  const nav = page.getByRole("navigation", { name: "Your account" });
  await expect(nav.getByRole("link")).toHaveText(["Account Information", "My Orders", "Track Orders", "Address", "Recent Viewed Products", "Wishlist"]);
  await nav.getByRole("link", { name: "Recent Viewed Products" }).click();
  await expect(page).toHaveURL(/\/account\/recent-viewed-product$/);
});

test("the 404 page's title ends like every other page's", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res!.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | ProAV Shop UAE");
  await page.goto("/shop");
  await expect(page).toHaveTitle(/ \| ProAV Shop UAE$/);
});
