import { test, expect, hydrated } from "./support/fixtures";

// With two products on a desktop screen the label column stays narrow and the products share the width.

test("compare at 1280 px: the label column is narrow, the two products share the rest equally", async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await context.addCookies([{ name: "compare", value: encodeURIComponent(JSON.stringify([{ id: "1" }, { id: "3" }])), url: baseURL! }]);
  await page.goto("/account/compare");
  await hydrated(page);
  const table = (await page.locator(".compare__table").boundingBox())!;
  const label = (await page.locator(".compare__corner").boundingBox())!;
  const columns = page.getByTestId("compare-column");
  await expect(columns).toHaveCount(2);
  const [a, b] = [(await columns.nth(0).boundingBox())!, (await columns.nth(1).boundingBox())!];
  expect(label.width).toBeLessThan(table.width * 0.2);
  expect(Math.abs(a.width - b.width)).toBeLessThan(2);
  expect(a.width).toBeGreaterThan(label.width * 2);
  // The images add nothing the product links do not already say.
  await expect(columns.first().locator("img")).toHaveAttribute("alt", "");
});
