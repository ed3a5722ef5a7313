import { test, expect, hydrated } from "./support/fixtures";

const toFils = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "").replace(/^\./, "")) * 100);

test("cart: quantities, sub-total, removal and reload", async ({ page, context, baseURL, consoleProblems }) => {
  const cart = [{ id: "1", quantity: 2 }, { id: "3", quantity: 1 }, { id: "999999", quantity: 4 }];
  await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify(cart)), url: baseURL! }]);
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("link", { name: /Cart: \d+ items/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping cart");

  // The vanished product leaves the cart with a notice.
  await expect(page.getByRole("status").filter({ hasText: "no longer available" })).toBeVisible();
  const lines = page.getByTestId("cart-line");
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId("cart-count")).toHaveText("3");

  const subtotal = async () => toFils(await page.locator(".cart__subtotal .price").innerText());
  const lineTotals = async () => (await page.getByTestId("line-total").allInnerTexts()).map(toFils);
  expect(await subtotal()).toBe((await lineTotals()).reduce((a, b) => a + b, 0));

  const first = lines.first();
  const before = (await lineTotals())[0]!;
  await first.getByRole("button", { name: "Increase quantity" }).click();
  await expect(first.getByTestId("line-quantity")).toHaveText("3");
  expect((await lineTotals())[0]).toBe((before / 2) * 3);
  expect(await subtotal()).toBe((await lineTotals()).reduce((a, b) => a + b, 0));
  await first.getByRole("button", { name: "Decrease quantity" }).click();
  await first.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(first.getByTestId("line-quantity")).toHaveText("1");
  await expect(first.getByRole("button", { name: "Decrease quantity" })).toBeDisabled(); // never below 1

  await lines.nth(1).getByRole("button", { name: /Remove/ }).click();
  await expect(lines).toHaveCount(1);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-count")).toHaveText("1");

  await page.getByRole("button", { name: "Clear cart" }).click();
  await expect(page.getByRole("heading", { name: "Cart empty!" })).toBeVisible();
  await page.getByRole("link", { name: "Shop now" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  expect(consoleProblems).toEqual([]);
});
