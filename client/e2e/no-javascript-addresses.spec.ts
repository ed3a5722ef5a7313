import { test, expect } from "./support/fixtures";
import { newShopper } from "./support/account-helpers";

test.use({ javaScriptEnabled: false });

// The address book's forms post to the route's action when JavaScript is not running: the server renders the
// book from the session cookie, runs the gateway's mutations and answers with the book again.
test("without JavaScript a shopper adds, edits, sets the default and deletes addresses", async ({ page }) => {
  const shopper = newShopper("nojs-address");
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

  await page.goto("/account/addresses");
  await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();
  const cards = page.getByTestId("address-card");

  // Add: a link opens the editor, the form posts, the book comes back with the address and a notice.
  await page.getByRole("button", { name: /Add a new address/ }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?address=new$/);
  await page.getByLabel("Full name").fill("Aisha Al Marri");
  await page.getByLabel("Mobile number").fill("050 765 4321");
  await page.getByLabel("Emirate").selectOption("DUBAI");
  await page.getByLabel("City / area").fill("Dubai Marina");
  await page.getByLabel("Street").fill("Marina Walk");
  await page.getByLabel(/Building/).fill("Tower 2, flat 1203");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?done=saved$/);
  await expect(page.getByRole("status").filter({ hasText: "Address saved." })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Dubai Marina, Dubai");
  await expect(cards).toContainText("+971507654321");

  // Edit with a foreign phone number: the server refuses it, the form comes back with everything typed.
  await cards.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("City / area").fill("Jumeirah Lake Towers");
  await page.getByLabel("Mobile number").fill("+44 20 7946 0958");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expect(page.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter a UAE phone number")).toBeVisible();
  await expect(page.getByLabel("Mobile number")).toHaveValue("+44 20 7946 0958");
  await expect(page.getByLabel("City / area")).toHaveValue("Jumeirah Lake Towers");
  await expect(page.getByLabel("Full name")).toHaveValue("Aisha Al Marri");
  await expect(page.getByRole("status").filter({ hasText: "Address saved." })).toHaveCount(0);
  await page.getByLabel("Mobile number").fill("052 222 3344");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?done=saved$/);
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("Jumeirah Lake Towers, Dubai");
  await expect(cards).toContainText("+971522223344");

  // A second address, then make it the default.
  await page.getByRole("button", { name: /Add a new address/ }).click();
  await page.getByLabel("Full name").fill("Omar Al Marri");
  await page.getByLabel("Mobile number").fill("055 111 2233");
  await page.getByLabel("Emirate").selectOption("SHARJAH");
  await page.getByLabel("City / area").fill("Al Nahda");
  await page.getByLabel("Street").fill("Al Nahda Street");
  await page.getByLabel(/Building/).fill("Villa 4");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(cards).toHaveCount(2);
  const omar = cards.filter({ hasText: "Omar Al Marri" });
  await omar.getByRole("button", { name: "Set as default" }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?done=default$/);
  await expect(page.getByRole("status").filter({ hasText: "Default address changed." })).toBeVisible();
  await expect(cards.filter({ hasText: "Omar Al Marri" })).toContainText("Default");
  await expect(cards.filter({ hasText: "Aisha Al Marri" })).not.toContainText("Default");

  // Delete both: each post removes one, and the book says so.
  await cards.filter({ hasText: "Aisha Al Marri" }).getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/account\/addresses\?done=deleted$/);
  await expect(page.getByRole("status").filter({ hasText: "Address deleted." })).toBeVisible();
  await expect(cards).toHaveCount(1);
  await cards.getByRole("button", { name: "Delete" }).click();
  await expect(cards).toHaveCount(0);
  await expect(page.getByText("You have no saved addresses yet.")).toBeVisible();

  // The Arabic book's forms post to the Arabic page.
  await page.goto("/ar/account/addresses");
  await expect(page.locator('a[href="/ar/account/addresses?address=new"]')).toBeVisible();
});

test("a post to the address book without a session goes to sign-in and comes back", async ({ request }) => {
  const response = await request.post("/account/addresses", { form: { intent: "delete", id: "1" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/account/login?redirectTo=%2Faccount%2Faddresses");
});
