import { test, expect, hydrated } from "./support/fixtures";

test("search from the header: results with a count, empty text ignored, no-match state", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.fill("   ");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/$/); // empty text is ignored

  await box.fill("zbook");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?keyword=zbook$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “zbook”");
  const count = Number((await page.getByRole("status").innerText()).replace(/\D/g, ""));
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId("product-card").first().locator("h3")).toContainText(/zbook/i);
  await expect(box).toHaveValue("zbook");

  await page.goto("/search?keyword=qwertyuiop-no-such-thing");
  await expect(page.getByRole("heading", { name: /No products match/ })).toBeVisible();
  await page.goto("/search");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the catalogue");
  expect(consoleProblems).toEqual([]);
});
