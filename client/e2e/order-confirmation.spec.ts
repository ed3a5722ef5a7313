import { test, expect, hydrated } from "./support/fixtures";

// After a guest order: the confirmation page survives a reload without a hydration error, and printing it (or
// any page with an invoice) prints the invoice alone, without the shop's header, department bar and footer.

test("the confirmation reloads without a hydration error and prints only the invoice", async ({ page, context, baseURL, consoleProblems }) => {
  test.setTimeout(60_000);
  await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify([{ id: "5", quantity: 1 }])), url: baseURL! }]);
  await page.goto("/account/checkout");
  await hydrated(page);
  await page.getByLabel("E-mail", { exact: true }).fill(`e2e-confirm-${Date.now().toString(36)}@example.ae`);
  await page.getByLabel("Mobile number").first().fill("0501234567");
  await page.getByLabel("Full name").fill("Omar Haddad");
  await page.getByLabel("Mobile number").nth(1).fill("04 123 4567");
  await page.getByLabel("Emirate").selectOption("SHARJAH");
  await page.getByLabel("City / area").fill("Al Nahda");
  await page.getByLabel("Street").fill("Al Nahda Street");
  await page.getByLabel(/Building/).fill("Villa 12");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByTestId("order-confirmation")).toBeVisible();
  const number = await page.getByTestId("order-number").innerText();

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId("order-number")).toHaveText(number);
  await expect(page.getByTestId("invoice")).toBeVisible();
  expect(consoleProblems).toEqual([]);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByTestId("invoice")).toBeVisible();
  for (const chrome of [page.locator(".site-header"), page.locator(".site-footer"), page.locator(".dept-bar")]) {
    await expect(chrome).toBeHidden();
  }
  await expect(page.getByTestId("order-confirmation")).toBeHidden();
});
