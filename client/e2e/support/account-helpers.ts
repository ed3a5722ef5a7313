import { expect, type Page } from "@playwright/test";
import { hydrated } from "./fixtures";

/** A new shopper per test: tests run in parallel against one backend. */
export function newShopper(tag: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { firstName: "Aisha", lastName: "Al Marri", email: `e2e-${tag}-${id}@example.ae`, password: `Passw0rd!${id}`, phone: "050 123 4567" };
}

export type Shopper = ReturnType<typeof newShopper>;

/** Amount text (e.g. "د.إ 2,657.98") as integer fils, for exact sums. */
export const fils = (text: string) => {
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in ${JSON.stringify(text)}`);
  return Number(match[1]!.replace(/,/g, "")) * 100 + Number(match[2]);
};

export async function register(page: Page, shopper: Shopper) {
  await page.goto("/account/login?tab=register");
  await hydrated(page);
  const form = page.getByRole("form", { name: "Register" });
  await form.getByLabel("First name").fill(shopper.firstName);
  await form.getByLabel("Last name").fill(shopper.lastName);
  await form.getByLabel("E-mail").fill(shopper.email);
  await form.getByLabel(/Mobile number/).fill(shopper.phone);
  await form.getByLabel("Password", { exact: true }).fill(shopper.password);
  await form.getByLabel("Confirm password").fill(shopper.password);
  await form.getByRole("button", { name: "Create account" }).click();
}

export async function signIn(page: Page, identifier: string, password: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail or username").fill(identifier);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in" }).click();
}

export async function addToCartFromProductPage(page: Page, id: string, quantity = 1) {
  await page.goto(`/product/${id}`);
  await hydrated(page);
  const detail = page.locator("article.product-detail");
  for (let i = 1; i < quantity; i++) await detail.getByRole("button", { name: "Increase quantity" }).click();
  await detail.getByRole("button", { name: "Add to cart" }).click();
  // The next step usually leaves the page: wait until the cart cookie holds the product.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === "cart" && decodeURIComponent(c.value).includes(`"${id}"`))).toBe(true);
}

export async function expectToast(page: Page, title: string, text?: string) {
  const toast = page.getByTestId("toast").filter({ hasText: title });
  await expect(toast).toBeVisible();
  if (text) await expect(toast).toContainText(text);
  return toast;
}
