import { test, expect, hydrated } from "./support/fixtures";
import { expectToast, newShopper, register, signIn } from "./support/account-helpers";

test("sign-in validation and a wrong password", async ({ page, consoleProblems }) => {
  await page.goto("/account/login");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(form.getByLabel("E-mail or username")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("E-mail or username")).toBeFocused();
  await expect(form.getByText("This field is required.")).toHaveCount(2);

  await signIn(page, "john.doe@example.com", "not-his-password1");
  await expect(form.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/account\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("jwt"))).toBeNull();
  expect(consoleProblems).toEqual([]);
});

test("tabs work with the keyboard, registration shows the gateway's field errors", async ({ page }) => {
  await page.goto("/account/login");
  await hydrated(page);
  await page.getByRole("tab", { name: "Sign in" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Register" })).toBeFocused();
  await expect(page).toHaveURL(/tab=register/);

  // An e-mail already registered is a field error from the gateway, shown next to the field.
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("First name").fill("John");
  await form.getByLabel("Last name").fill("Again");
  await form.getByLabel("E-mail").fill("john.doe@example.com");
  await form.getByLabel("Password", { exact: true }).fill("Passw0rd!again");
  await form.getByLabel("Confirm password").fill("Passw0rd!again");
  await form.getByRole("button", { name: "Create account" }).click();
  await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(/.+/);
});

test("signs in and returns to a same-site page only", async ({ page }) => {
  await page.goto("/account/login?redirectTo=%2Faccount%2Faddresses");
  await hydrated(page);
  await signIn(page, "jane.smith@example.com", "Passw0rd!jane");
  await expect(page).toHaveURL(/\/account\/addresses$/);
  await expectToast(page, "Welcome back", "You are login successful!");

  // Signed in, the login page offers to go on or sign out instead of its forms.
  await page.goto("/account/login?redirectTo=https%3A%2F%2Fevil.example%2F");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/account\/user-information$/);
});

test("a forged token signs the shopper out cleanly", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await hydrated(page);
  // alg "none" with a made-up user: the backend refuses it, the gateway answers UNAUTHENTICATED.
  await page.evaluate(() => {
    localStorage.setItem("jwt", "eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJpZCI6MSwiaWF0IjoxNzAwMDAwMDAwfQ.");
    localStorage.setItem("user", JSON.stringify({ firstName: "Mallory", lastName: "Forger" }));
  });
  await page.goto("/account/user-information");
  await hydrated(page);
  const toast = await expectToast(page, "Your session has ended", "Please sign in again");
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  await expect(page.getByText("Mallory")).toHaveCount(0);
  expect(await page.evaluate(() => [localStorage.getItem("jwt"), localStorage.getItem("user")])).toEqual([null, null]);
  await toast.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/login\?redirectTo=%2Faccount%2Fuser-information$/);
  expect(consoleProblems).toEqual([]);
});

test("'Good bye!' shows once after Logout, not again on a later reload", async ({ page }) => {
  const shopper = newShopper("reload");
  await register(page, shopper);
  await expect(page).toHaveURL(/\/account\/user-information$/);
  await hydrated(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Good bye!", "Your account has been logged out!");
  await page.waitForTimeout(3500);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("account screens: no signed-out flash for a signed-in shopper, frame rendered on the server", async ({ page, request }) => {
  const html = await (await request.get("/account/addresses")).text();
  expect(html).toContain("Your account"); // the menu is in the server's HTML
  expect(html).toContain('data-testid="account-skeleton"');
  expect(html).not.toContain('data-testid="sign-in-prompt"');

  await page.goto("/account/login");
  await hydrated(page);
  await signIn(page, "john.doe@example.com", "Passw0rd!john");
  await expect(page).toHaveURL(/\/account\/user-information$/);
  // Record every state the addresses screen shows while it loads: never the sign-in prompt.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => {
      if (document.querySelector("[data-testid=sign-in-prompt]")) seen.push("prompt");
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto("/account/addresses");
  await hydrated(page);
  await expect(page.getByRole("button", { name: /Add a new address/ })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual([]);
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test("account screens fit a 375 px screen", async ({ page }) => {
    await page.goto("/account/login");
    await hydrated(page);
    await signIn(page, "jane.smith@example.com", "Passw0rd!jane");
    await expect(page).toHaveURL(/\/account\/user-information$/);
    await expect(page.getByTestId("profile-details")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "My Orders" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My Orders" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test("forgot password: a request never tells whether the account exists; a bad reset code is refused", async ({ page }) => {
  await page.goto("/account/login");
  await hydrated(page);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/view=forgot/);
  const forgot = page.getByRole("form", { name: "Reset your password" });
  await forgot.getByLabel("E-mail").fill("not-an-address");
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
  await forgot.getByLabel("E-mail").fill("nobody-here@example.ae");
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Check your e-mail" })).toContainText("nobody-here@example.ae");

  await page.goto("/account/reset-password");
  await hydrated(page);
  await expect(page.getByRole("alert")).toContainText("This reset link is incomplete");
  await page.goto("/account/reset-password?code=not-a-real-code-0000");
  await hydrated(page);
  await page.getByLabel("New password", { exact: true }).fill("Passw0rd!reset");
  await page.getByLabel("Confirm new password").fill("Passw0rd!other");
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByText("The two passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("Passw0rd!reset");
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("jwt"))).toBeNull();
});

test("/account and /account/orders lead to the account's pages instead of a 404", async ({ page, request }) => {
  const redirects: [string, string][] = [
    ["/account", "/account/user-information"],
    ["/account/orders/", "/account/invoices"],
  ];
  for (const [from, to] of redirects) {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(new URL(res.headers()["location"]!, "http://x").pathname).toBe(to);
  }
  // Signed out: the account page asks to sign in.
  await page.goto("/account");
  await hydrated(page);
  await expect(page).toHaveURL(/\/account\/user-information$/);
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  // Signed in: the orders page, not the 404 screen.
  await page.goto("/account/login");
  await hydrated(page);
  await signIn(page, "john.doe@example.com", "Passw0rd!john");
  await expect(page).toHaveURL(/\/account\/user-information$/);
  await page.goto("/account/orders");
  await expect(page).toHaveURL(/\/account\/invoices$/);
  await expect(page.getByText("We couldn't find that page")).toHaveCount(0);
});

test("a redirectTo that normalises to another host never leaves the shop", async ({ page, consoleProblems }) => {
  const vectors = [
    "%2F..%2F%2Fevil.example%2Fphish",
    "%2F.%2F%2Fevil.example%2Fphish",
    "%2Fx%2F..%2F%2Fevil.example",
    "%2F%252e%252e%2F%2Fevil.example",
    "%2F..%5C%5Cevil.example",
    "%2F..%09%2F%2Fevil.example",
  ];
  // Signing in with one: the shopper lands on the account page (no "External navigation is not allowed").
  await page.goto(`/account/login?redirectTo=${vectors[0]}`);
  await hydrated(page);
  await signIn(page, "jane.smith@example.com", "Passw0rd!jane");
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/account\/user-information$/);
  // Signed in: the "Continue" link of every vector points at this shop.
  for (const vector of vectors) {
    await page.goto(`/account/login?redirectTo=${vector}`);
    await hydrated(page);
    const href = await page.getByRole("link", { name: "Continue" }).getAttribute("href");
    expect(href, vector).toBe("/account/user-information");
  }
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/account\/user-information$/);
  expect(consoleProblems).toEqual([]);
});
