import { test, expect } from "./support/fixtures";
import { newShopper } from "./support/account-helpers";

test.use({ javaScriptEnabled: false });

// Issue #23: every account page renders from the `session` cookie on the server. My Orders used to say "Loading
// your account…" forever without JavaScript (its data only ever came after hydration), and so did Account
// Information and an order's page. A new shopper registers and orders with the forms alone, then opens each page.
test("without JavaScript every account page renders the shopper's own data from the session cookie", async ({ page }) => {
  const shopper = newShopper("nojs-pages");
  await page.goto("/account/login?tab=register");
  const register = page.getByRole("form", { name: "Register" });
  await register.getByLabel("First name").fill(shopper.firstName);
  await register.getByLabel("Last name").fill(shopper.lastName);
  await register.getByLabel("E-mail").fill(shopper.email);
  await register.getByLabel(/Mobile number/).fill(shopper.phone);
  await register.getByLabel("Password", { exact: true }).fill(shopper.password);
  await register.getByLabel("Confirm password").fill(shopper.password);
  await register.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/account\/user-information$/);

  // An order, placed with the forms alone (add to cart posts to /cart-actions, the checkout to its action).
  await page.goto("/shop");
  const buyable = page.getByTestId("product-card").filter({ has: page.getByRole("button", { name: "Add to cart", disabled: false }) });
  await buyable.first().getByRole("button", { name: "Add to cart" }).click();
  await page.goto("/account/checkout");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(shopper.email);
  await page.getByLabel("Full name").fill(`${shopper.firstName} ${shopper.lastName}`);
  await page.getByLabel("Mobile number").nth(1).fill("0501234567");
  await page.getByLabel("Emirate", { exact: true }).selectOption("DUBAI");
  await page.getByLabel("City / area", { exact: true }).fill("Al Barsha");
  await page.getByLabel("Street", { exact: true }).fill("Al Barsha Road");
  await page.getByLabel(/^Building/).fill("Villa 12");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/account\/checkout\/confirmation$/);
  const number = (await page.getByTestId("order-number").textContent())!.trim();
  expect(number).toMatch(/\S+/);

  const nav = page.getByRole("navigation", { name: "Your account" });
  const noSkeleton = async () => {
    await expect(page.getByText("Loading your account…")).toHaveCount(0);
    await expect(page.getByTestId("account-skeleton")).toHaveCount(0);
    await expect(page.getByTestId("sign-in-prompt")).toHaveCount(0);
    await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
  };

  await page.goto("/account/user-information");
  await expect(page.getByTestId("profile-details")).toContainText(shopper.email);
  await noSkeleton();

  await page.goto("/account/invoices");
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(number);
  await noSkeleton();

  await rows.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/account/invoices/${number}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(number);
  await expect(page.getByText("Al Barsha Road").first()).toBeVisible();
  await noSkeleton();

  await page.goto("/account/addresses");
  await expect(page.getByTestId("address-card")).toContainText("Al Barsha");
  await noSkeleton();

  await page.goto("/account/order-tracking");
  await expect(page.getByRole("button", { name: "Track order" })).toBeVisible();
  await noSkeleton();
});
