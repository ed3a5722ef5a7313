import { test, expect, hydrated } from "./support/fixtures";

// The account side menu has the Account panel's entries (with Recent Viewed Products) for a signed-in shopper; a
// signed-out visitor (Track Orders works signed out) sees only a way to sign in, not a menu whose every entry
// would answer "Please sign in" (issue #23). Every page title ends with the shop's name, the 404 page's too.

test("signed in, the account menu lists the account pages, Recent Viewed Products among them, and Logout", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("jwt", "header.payload.signature");
    localStorage.setItem("user", JSON.stringify({ firstName: "John", lastName: "Doe" }));
  });
  await page.goto("/account/order-tracking");
  await hydrated(page);
  await expect(page.getByTestId("account-greeting")).toHaveText("Hello, John Doe");
  const nav = page.getByRole("navigation", { name: "Your account" });
  await expect(nav.getByRole("link")).toHaveText([
    "Account Information",
    "My Orders",
    "My Quotes",
    "Track Orders",
    "Address",
    "Recent Viewed Products",
    "Wishlist",
  ]);
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  await nav.getByRole("link", { name: "Recent Viewed Products" }).click();
  await expect(page).toHaveURL(/\/account\/recent-viewed-product$/);
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });
    test("signed out, Track Orders shows the tracking form and only a sign-in link, no account menu", async ({ page }) => {
      await page.goto("/account/order-tracking");
      if (javaScriptEnabled) await hydrated(page);
      await expect(page.getByRole("button", { name: "Track order" })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Your account" });
      await expect(nav.getByRole("link")).toHaveText(["Sign in to your account"]);
      await expect(nav.getByRole("link")).toHaveAttribute("href", "/account/login?redirectTo=%2Faccount%2Forder-tracking");
      await expect(page.getByText("Hello, guest")).toHaveCount(0);
      await expect(nav.getByRole("button")).toHaveCount(0);
    });
  });
}

test("the 404 page's title ends like every other page's", async ({ page }) => {
  const res = await page.goto("/no-such-page");
  expect(res!.status()).toBe(404);
  await expect(page).toHaveTitle("Page not found | ProAV Shop UAE");
  await page.goto("/shop");
  await expect(page).toHaveTitle(/ \| ProAV Shop UAE$/);
});
