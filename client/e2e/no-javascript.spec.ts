import { test, expect } from "./support/fixtures";

test.use({ javaScriptEnabled: false });

test("with JavaScript disabled the server-rendered page still shows the products", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Professional workstations");
  const cards = page.getByTestId("new-arrivals").getByTestId("product-card");
  await expect(cards).toHaveCount(12); // the newest twelve; "View all" leads to the shop
  await expect(cards.nth(3).locator(".price").first()).toContainText(/د\.إ\s[\d,]+\.\d{2}/);
  await expect(cards.nth(3).locator("img")).toHaveAttribute("src", /\/uploads\/|image-not-found/);
  await page.screenshot({ path: "test-results/no-javascript-home.png" });
});
