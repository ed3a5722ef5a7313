import type { Locator } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { expectToast, newShopper, register, signIn } from "./support/account-helpers";

// Issue #23: the sign-in, registration and sign-out notices sat in the top corner on desktop, over the header's
// Compare, Wishlist and Cart counters, for seconds. They now take a bottom corner where they hide no control.

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

async function expectClearOfControls(toast: Locator) {
  const page = toast.page();
  const controls = page.locator(".app-shell > header").locator("a, button, summary, input");
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    expect(await overlaps(toast, control), await control.evaluate((el) => el.outerHTML.slice(0, 80))).toBe(false);
  }
  for (const floating of await page.locator(".floating-controls a, .floating-controls button").all()) {
    if (await floating.isVisible()) expect(await overlaps(toast, floating)).toBe(false);
  }
}

test.use({ viewport: { width: 1280, height: 900 } });

test("'Welcome to ProAV Shop', 'Welcome back' and 'Good bye!' hide none of the header's controls", async ({ page }) => {
  const shopper = newShopper("toasts");
  await register(page, shopper);
  const welcome = await expectToast(page, "Welcome to ProAV Shop");
  await expectClearOfControls(welcome);
  // In the bottom corner, at the start side.
  const box = (await welcome.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(900 - 120);
  expect(box.x).toBeLessThan(100);

  await hydrated(page);
  await page.getByRole("navigation", { name: "Your account" }).getByRole("button", { name: "Logout" }).click();
  await expectClearOfControls(await expectToast(page, "Good bye!"));

  await page.goto("/account/login");
  await hydrated(page);
  await signIn(page, shopper.email, shopper.password);
  // The spelling of the shop's greeting is fixed: "Welcome", not "Wellcome".
  await expectClearOfControls(await expectToast(page, "Welcome back", "You are login successful!"));
  await expect(page.getByText("Wellcome")).toHaveCount(0);
});

test("in Arabic the notice takes the bottom corner on the start side, the right", async ({ page }) => {
  const shopper = newShopper("toasts-ar");
  await register(page, shopper);
  await expect(page).toHaveURL(/\/account\/user-information$/);
  await page.goto("/ar/account/user-information");
  await hydrated(page);
  await page.getByRole("navigation", { name: "حسابك" }).getByRole("button", { name: "تسجيل الخروج" }).click();
  const toast = await expectToast(page, "إلى اللقاء!");
  await expectClearOfControls(toast);
  const box = (await toast.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1280 - 100);
});
