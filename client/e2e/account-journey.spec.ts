import { test, expect, hydrated } from "./support/fixtures";
import { addToCartFromProductPage, expectToast, fils, newShopper, register, signIn } from "./support/account-helpers";

// Issue 5's end-to-end journey in real Chromium against the real gateway and stand-in backend: register, sign
// out, sign in, add an address, check out two products, find the order in My Orders with the right totals,
// and track it signed out.
test("register, sign out, sign in, address, checkout, My Orders, tracking", async ({ page, consoleProblems }) => {
  test.setTimeout(90_000);
  const shopper = newShopper("journey");

  await register(page, shopper);
  await expect(page).toHaveURL(/\/account\/user-information$/);
  await expect(page.getByTestId("profile-details")).toContainText(shopper.email);
  await expect(page.getByTestId("account-greeting")).toHaveText(`Hello, ${shopper.firstName} ${shopper.lastName}`);
  expect(await page.evaluate(() => localStorage.getItem("jwt"))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("user")))!)).toEqual({ firstName: shopper.firstName, lastName: shopper.lastName });

  // Sign out from the account menu: the sign-out notice, token gone, the screen falls back to its sign-in prompt.
  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Good bye!", "Your account has been logged out!");
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("jwt"), localStorage.getItem("user")])).toEqual([null, null]);

  // Sign in again; the prompt's link brings the shopper back here.
  await page.getByTestId("sign-in-prompt").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fuser-information$/);
  await hydrated(page);
  await signIn(page, shopper.email, shopper.password);
  await expectToast(page, "Welcome back", "You are login successful!");
  await expect(page).toHaveURL(/\/account\/user-information$/);

  // An address: the form refuses a foreign phone number, then saves.
  await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Address" }).click();
  await page.getByRole("button", { name: /Add a new address/ }).click();
  await page.getByLabel("Full name").fill("Aisha Al Marri");
  await page.getByLabel("Mobile number").fill("+44 20 7946 0958");
  await page.getByLabel("Emirate").selectOption("DUBAI");
  await page.getByLabel("City / area").fill("Dubai Marina");
  await page.getByLabel("Street").fill("Marina Walk");
  await page.getByLabel(/Building/).fill("Tower 2, flat 1203");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a UAE phone number")).toBeVisible();
  await page.getByLabel("Mobile number").fill("050 765 4321");
  await page.getByRole("button", { name: "Save address" }).click();
  const card = page.getByTestId("address-card");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText("Dubai Marina, Dubai");
  await expect(card).toContainText("+971507654321");
  await expect(card).toContainText("Default");

  // Two products (one of them twice) into the cart, then checkout with the saved address.
  await addToCartFromProductPage(page, "1", 2);
  await addToCartFromProductPage(page, "3");
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await page.goto("/account/checkout");
  await hydrated(page);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(shopper.email);
  await expect(page.getByRole("radio", { name: /Aisha Al Marri/ })).toBeChecked();
  const lines = page.getByTestId("review-line");
  await expect(lines).toHaveCount(2);
  const lineTotals = (await page.getByTestId("review-line-total").allInnerTexts()).map(fils);
  const subtotal = fils(await page.getByTestId("checkout-subtotal").innerText());
  const shippingText = await page.getByTestId("checkout-shipping").innerText();
  const shipping = shippingText === "Free" ? 0 : fils(shippingText);
  const total = fils(await page.getByTestId("checkout-total").innerText());
  expect(subtotal).toBe(lineTotals.reduce((a, b) => a + b, 0));
  expect(total).toBe(subtotal + shipping);
  expect(fils(await page.getByTestId("checkout-vat").innerText())).toBe(Math.round((total * 5) / 105));

  await page.getByRole("radio", { name: "Bank transfer" }).check();
  // A double click places one order: the button is disabled at once and the attempt's key is the same.
  await page.getByRole("button", { name: "Place order" }).dblclick();
  await expect(page.getByTestId("order-confirmation")).toBeVisible();
  const number = (await page.getByTestId("order-number").innerText()).trim();
  expect(number).toMatch(/^PAV-\d{4}-\d{6}$/);
  await expect(page.getByRole("heading", { name: "How to pay by bank transfer" })).toBeVisible();
  // The cart empties once the order is confirmed.
  await expect(page.getByTestId("cart-count")).toHaveText("0");

  // My Orders: exactly this order, with the checkout's total; its page shows the same money and the timeline.
  await page.goto("/account/invoices");
  await hydrated(page);
  const rows = page.getByTestId("order-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(number);
  await expect(rows.first()).toContainText("3 items");
  expect(fils(await rows.first().getByTestId("order-row-total").innerText())).toBe(total);
  await rows
    .first()
    .getByRole("link", { name: `View order ${number}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/account/invoices/${number}$`));
  await expect(page.getByTestId("status-timeline").locator("[aria-current=step]")).toContainText("Order placed");
  const invoice = page.getByTestId("invoice");
  await expect(invoice.getByTestId("invoice-line")).toHaveCount(2);
  // The tax invoice's product lines are the review's; delivery, when charged, is its own line (issue #25).
  expect((await invoice.getByTestId("invoice-line").getByTestId("invoice-line-total").allInnerTexts()).map(fils)).toEqual(lineTotals);
  await expect(invoice.getByTestId("invoice-delivery-line")).toHaveCount(shipping ? 1 : 0);
  expect(fils(await invoice.getByTestId("invoice-total-excl-vat").innerText()) + fils(await invoice.getByTestId("order-vat").innerText())).toBe(total);
  expect(fils(await invoice.getByTestId("order-total").innerText())).toBe(total);
  await expect(invoice.getByTestId("order-vat")).toBeVisible();
  await expect(invoice).toContainText("Bank transfer");
  // The seller block and the bank details come from the gateway's SHOP_* configuration.
  await expect(invoice).toContainText("ProAV Trading LLC");
  await expect(invoice.getByTestId("seller-trn")).toHaveText("TRN 100234567890003");
  await expect(page.getByTestId("bank-details")).toContainText("AE07 0331 2345 6789 0123 456");
  await expect(page.getByRole("button", { name: "Print invoice" })).toBeVisible();

  // Signed out, the order is found by number plus e-mail; a wrong e-mail finds nothing.
  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Good bye!");
  await page.goto("/account/order-tracking");
  await hydrated(page);
  await page.getByLabel("Order number").fill(number);
  await page.getByLabel("E-mail", { exact: true }).fill("someone.else@example.ae");
  await page.getByRole("button", { name: "Track order" }).click();
  await expect(page.getByRole("alert")).toContainText("No order matches");
  await page.getByLabel("E-mail", { exact: true }).fill(shopper.email.toUpperCase());
  await page.getByRole("button", { name: "Track order" }).click();
  await expect(page.getByTestId("invoice")).toContainText(number);
  expect(fils(await page.getByTestId("order-total").innerText())).toBe(total);
  expect(consoleProblems).toEqual([]);
});
