import { test, expect } from "./support/fixtures";

test.use({ javaScriptEnabled: false });

test("with JavaScript disabled the server-rendered page still shows the products", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Professional workstations");
  const cards = page.getByTestId("new-arrivals").getByTestId("product-card");
  await expect(cards).toHaveCount(12); // the newest twelve; "View all" leads to the shop
  await expect(cards.nth(3).locator(".price").first()).toContainText(/\u2068?د\.إ\u2069?\s[\d,]+\.\d{2}/);
  await expect(cards.nth(3).locator("img")).toHaveAttribute("src", /\/uploads\/|image-not-found/);
  await page.screenshot({ path: "test-results/no-javascript-home.png" });
});

test("without JavaScript a shopper adds two products, changes a quantity, signs in and places an order", async ({ page, consoleProblems }) => {
  // Add to cart from the shop's grid: each form posts to /cart-actions and comes back to the same page.
  await page.goto("/shop");
  const buyable = page.getByTestId("product-card").filter({ has: page.getByRole("button", { name: "Add to cart", disabled: false }) });
  await buyable.nth(0).getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await buyable.nth(1).getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/shop$/);

  await page.goto("/account/shopping-cart");
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  await lines.nth(0).getByRole("button", { name: "Increase quantity" }).click();
  await expect(page).toHaveURL(/\/account\/shopping-cart$/);
  await expect(page.getByTestId("line-quantity").nth(0)).toHaveText("2");
  await page.getByRole("region", { name: "Order summary" }).getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/account\/checkout$/);

  // Sign in from the checkout: the sign-in page's form posts (never a GET with the password in the URL).
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=/);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail or username").fill("jane.smith@example.com");
  await form.getByLabel("Password", { exact: true }).fill("Passw0rd!jane");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/checkout$/);
  expect(page.url()).not.toContain("Passw0rd");

  // The server rendered the signed-in checkout, prefilled from the account.
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("jane.smith@example.com");
  await page.getByLabel("Mobile number").first().fill("0501234567");
  if (await page.getByLabel("Full name").isVisible()) {
    await page.getByLabel("Full name").fill("Jane Smith");
    await page.getByLabel("Mobile number").nth(1).fill("0501234567");
    await page.getByLabel("Emirate", { exact: true }).selectOption("DUBAI");
    await page.getByLabel("City / area", { exact: true }).fill("Al Barsha");
    await page.getByLabel("Street", { exact: true }).fill("Al Barsha Road");
    await page.getByLabel(/^Building/).fill("Villa 12");
  }
  // The server's HTML states the cash-on-delivery limit, and above it the choice is already bank transfer.
  await expect(page.getByText(/Cash on delivery \(up to/)).toBeVisible();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/account\/checkout\/confirmation$/);
  await expect(page.getByTestId("order-confirmation")).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText(/\S+/);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  expect(consoleProblems).toEqual([]);
});

test("without JavaScript a wrong password comes back as the form with its message, and nothing lands in the URL", async ({ page }) => {
  await page.goto("/account/login");
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail or username").fill("jane.smith@example.com");
  await form.getByLabel("Password", { exact: true }).fill("not-her-password");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(form.getByLabel("E-mail or username")).toHaveValue("jane.smith@example.com");
  await expect(form.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(form.locator(".form-alert")).toBeVisible();
});

test("without JavaScript a cart limit is explained on the page the shopper returns to", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "cart", value: encodeURIComponent('[{"id":"1","quantity":99}]'), url: baseURL! }]);
  await page.goto("/account/shopping-cart");
  await expect(page.getByRole("button", { name: "Increase quantity" })).toBeDisabled();
  await page.goto("/product/1");
  await page.locator(".product-detail__buy").getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/product\/1\?shop-notice=maxQuantity$/);
  await expect(page.getByTestId("shop-notice")).toContainText("You can order up to 99 of one product online.");
});

test("without JavaScript every account form posts, and Track Orders finds nothing for a wrong pair without a URL trace", async ({ page }) => {
  for (const [path, name] of [
    ["/account/login", "Sign in"],
    ["/account/login?tab=register", "Register"],
    ["/account/login?view=forgot", "Forgot your password?"],
    ["/account/reset-password?code=abc", "Choose a new password"],
    ["/account/order-tracking", "Track your order"],
  ] as const) {
    await page.goto(path);
    const form = page
      .locator("form")
      .filter({ has: page.getByRole("button", { name: /Sign in|Create account|Send|Save|Track/ }) })
      .first();
    await expect(form, `${path} (${name})`).toHaveAttribute("method", "post");
  }
  await page.goto("/account/order-tracking");
  await page.getByLabel("Order number").fill("PA-0000-000000");
  await page.getByLabel("E-mail", { exact: true }).fill("nobody@example.ae");
  await page.getByRole("button", { name: "Track order" }).click();
  await expect(page).toHaveURL(/\/account\/order-tracking$/);
  await expect(page.getByRole("alert")).toContainText(/match|find/i);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("nobody@example.ae");
});

test("without JavaScript 'Forgot your password?' leads to the form, which sends the link and says so", async ({ page }) => {
  await page.goto("/account/login");
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/view=forgot/);
  const forgot = page.getByRole("form", { name: "Reset your password" });
  await forgot.getByLabel("E-mail").fill("nobody-here@example.ae");
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("nobody-here@example.ae");
  expect(page.url()).not.toContain("nobody-here");
});
