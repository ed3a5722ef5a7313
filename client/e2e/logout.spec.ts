import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { expectToast, newShopper, register } from "./support/account-helpers";

// Issue #22: every Logout control ends the server's session too. Signing out used to clear only the browser's
// copy of the token, so the HttpOnly `session` cookie kept answering `me` (and the account, and the orders) for
// whoever used the computer next. Each test signs in for real, signs out from one control, and then asks the
// gateway who it is with the same cookie jar.

/** The gateway's answer to `{ me { email } }` for this browser's cookies (no Bearer token: the cookie alone). */
async function me(page: Page): Promise<string | null> {
  const res = await page.request.post("/graphql", { data: { query: "{ me { email } }" }, headers: { "content-type": "application/json" } });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data?: { me: { email: string } | null } };
  return body.data?.me?.email ?? null;
}

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === "session")?.value ?? null;
}

/** Registers a new shopper (which signs in: token in localStorage and the `session` cookie) and checks both. */
async function signedIn(page: Page, tag: string) {
  const shopper = newShopper(tag);
  await register(page, shopper);
  await expect(page).toHaveURL(/\/account\/user-information$/);
  expect(await sessionCookie(page)).toBeTruthy();
  expect(await me(page)).toBe(shopper.email);
  return shopper;
}

async function expectSignedOut(page: Page) {
  await expectToast(page, "Good bye!", "Your account has been logged out!");
  await expect.poll(() => sessionCookie(page)).toBeNull();
  expect(await me(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem("jwt"))).toBeNull();
}

test.describe("desktop, 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Logout in the header's account menu ends the server session and stays on the page", async ({ page, consoleProblems }) => {
    await signedIn(page, "logout-header");
    await page.goto("/product/1");
    await hydrated(page);
    const menu = page.getByTestId("account-entry");
    await menu.getByText("Hello, Aisha").click();
    const logout = menu.getByRole("button", { name: "Logout" });
    // A real form: it posts to the one logout action, also without JavaScript.
    await expect(logout.locator("xpath=ancestor::form")).toHaveAttribute("method", "post");
    await expect(logout.locator("xpath=ancestor::form")).toHaveAttribute("action", "/account/logout");
    await logout.click();
    await expectSignedOut(page);
    await expect(page).toHaveURL(/\/product\/1$/);
    await expect(page.getByTestId("account-entry")).toHaveText("Sign in");
    expect(consoleProblems).toEqual([]);
  });

  test("Logout in the account pages' menu ends the server session", async ({ page, consoleProblems }) => {
    await signedIn(page, "logout-account");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Your account" }).getByRole("button", { name: "Logout" }).click();
    await expectSignedOut(page);
    await expect(page).toHaveURL(/\/account\/user-information$/);
    await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });

  test("Logout on the sign-in page ends the server session and shows the sign-in form", async ({ page }) => {
    await signedIn(page, "logout-login");
    await page.goto("/account/login");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "You are signed in" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expectSignedOut(page);
    await expect(page.getByRole("form", { name: "Sign in" })).toBeVisible();
  });

  test("in Arabic the header's Logout ends the session and stays in Arabic", async ({ page }) => {
    await signedIn(page, "logout-ar");
    await page.goto("/ar/shop");
    await hydrated(page);
    const menu = page.getByTestId("account-entry");
    await menu.locator("summary").click();
    const logout = menu.getByRole("button", { name: "تسجيل الخروج" });
    await expect(logout.locator("xpath=ancestor::form")).toHaveAttribute("action", "/ar/account/logout");
    await logout.click();
    await expectToast(page, "إلى اللقاء!");
    await expect.poll(() => sessionCookie(page)).toBeNull();
    expect(await me(page)).toBeNull();
    await expect(page).toHaveURL(/\/ar\/shop$/);
  });
});

test("a sign-out that cannot reach the shop says so, and leaves the shopper signed in everywhere", async ({ page }) => {
  const shopper = await signedIn(page, "logout-offline");
  await hydrated(page);
  await page.route("**/account/logout.data*", (route) => route.abort("internetdisconnected"));
  await page.getByRole("navigation", { name: "Your account" }).getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("alert")).toContainText("We couldn't sign you out");
  await expect(page.getByRole("alert")).toContainText("You are still signed in");
  expect(await page.evaluate(() => localStorage.getItem("jwt"))).toBeTruthy();
  expect(await me(page)).toBe(shopper.email);
  // Once the shop answers again, the button on that page signs out.
  await page.unroute("**/account/logout.data*");
  await page.getByRole("button", { name: "Logout" }).click();
  await expectSignedOut(page);
});

test("signed in by a form that posted before JavaScript ran, the shopper still finds Logout once it runs, and it ends the cookie", async ({ page }) => {
  // The sign-in form's post, as a browser sends it before hydration: the cookie is set, the browser holds no token.
  const form = { intent: "signin", identifier: "jane.smith@example.com", password: "Passw0rd!jane" };
  const signedIn = await page.request.post("/account/login", { form, maxRedirects: 0 });
  expect(signedIn.status()).toBe(303);
  expect(await me(page)).toBe("jane.smith@example.com");
  await page.goto("/account/addresses");
  await hydrated(page);
  expect(await page.evaluate(() => localStorage.getItem("jwt"))).toBeNull();
  // The account, not "Please sign in", and the menu's Logout, also after a client-side navigation.
  const nav = page.getByRole("navigation", { name: "Your account" });
  await nav.getByRole("link", { name: "Account Information" }).click();
  await expect(page.getByTestId("profile-details")).toContainText("jane.smith@example.com");
  await expect(page.getByTestId("sign-in-prompt")).toHaveCount(0);
  await nav.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Good bye!");
  await expect.poll(() => sessionCookie(page)).toBeNull();
  expect(await me(page)).toBeNull();
  await expect(page.getByTestId("sign-in-prompt")).toBeVisible();
  await expect(nav.getByRole("link", { name: "Sign in to your account" })).toBeVisible();
});

test.describe("phone, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Logout in the Account panel ends the server session and closes the panel", async ({ page, consoleProblems }) => {
    await signedIn(page, "logout-panel");
    await page.goto("/product/1");
    await hydrated(page);
    await page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Account" }).click();
    const panel = page.getByRole("dialog", { name: "Account" });
    await expect(panel).toBeVisible();
    await panel.getByRole("button", { name: "Logout" }).click();
    await expectSignedOut(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator(".app-shell")).not.toHaveAttribute("inert", "");
    await expect(page).toHaveURL(/\/product\/1$/);
    await expect(page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account/login");
    expect(consoleProblems).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signed in with the form, the account menu's Logout posts, clears the cookie and the page comes back signed out", async ({ page }) => {
    await page.goto("/account/login");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("E-mail or username").fill("john.doe@example.com");
    await form.getByLabel("Password", { exact: true }).fill("Passw0rd!john");
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/account\/user-information$/);
    expect(await me(page)).toBe("john.doe@example.com");

    await page.goto("/account/addresses");
    await page.getByRole("navigation", { name: "Your account" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/account\/addresses$/);
    expect(await sessionCookie(page)).toBeNull();
    expect(await me(page)).toBeNull();
    await expect(page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Sign in to your account" })).toBeVisible();
  });

  test("a GET of /account/logout signs nobody out: it offers the button", async ({ page }) => {
    await page.goto("/account/logout");
    await expect(page.getByRole("heading", { level: 1, name: "Sign out" })).toBeVisible();
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
  });
});
