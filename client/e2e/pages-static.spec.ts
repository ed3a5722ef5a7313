import { test, expect, hydrated } from "./support/fixtures";

test("the FAQ accordion works with the keyboard", async ({ page, consoleProblems }) => {
  await page.goto("/page/faqs");
  await hydrated(page);
  const question = page.getByText("Do your prices include VAT?");
  const answer = page.getByText(/already includes 5% VAT/);
  await expect(answer).toBeHidden();
  await question.focus();
  await expect(question).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Space");
  await expect(answer).toBeHidden();
  // Tab moves to the next question, which opens the same way.
  await page.keyboard.press("Tab");
  await expect(page.getByText("How can I pay?")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText(/cash on delivery \(for orders up to/)).toBeVisible();
  expect(consoleProblems).toEqual([]);
});

test("about us is a real page", async ({ page }) => {
  const response = await page.goto("/page/about-us");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About ProAV Shop");
  await expect(page.getByRole("link", { name: "Contact us" }).last()).toHaveAttribute("href", "/page/contact-us");
});

test("/page/page-404 is the 404 screen with a 404 status", async ({ page }) => {
  const response = await page.goto("/page/page-404");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
