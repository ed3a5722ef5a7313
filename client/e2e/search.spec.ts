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

test("search facets: counts beside each value, combined in the URL, and 'did you mean'", async ({ page, consoleProblems }) => {
  await page.goto("/search?keyword=hp");
  const facets = page.getByRole("group", { name: "Narrow results" }).or(page.locator("details.filters"));
  const total = () =>
    page
      .getByRole("status")
      .innerText()
      .then((t) => Number(t.replace(/\D/g, "")));
  const before = await total();
  expect(before).toBeGreaterThan(1);

  // A category with its count: following it shows exactly that many products, and the URL keeps the keyword.
  const category = facets
    .locator("section", { has: page.getByRole("heading", { name: "Category" }) })
    .getByRole("link")
    .first();
  const categoryCount = Number((await category.locator(".facet__count").innerText()).replace(/\D/g, ""));
  await category.click();
  await expect(page).toHaveURL(/keyword=hp&category=/);
  await expect.poll(total).toBe(categoryCount);

  // A second filter combines with the first.
  const offers = facets
    .locator("section", { has: page.getByRole("heading", { name: "Availability" }) })
    .getByRole("link")
    .first();
  const offersCount = Number((await offers.locator(".facet__count").innerText()).replace(/\D/g, ""));
  await offers.click();
  await expect(page).toHaveURL(/keyword=hp&category=[^&]+&stock=[01]/);
  await expect.poll(total).toBe(offersCount);
  // The chosen value links back out of it.
  await facets.locator('a[aria-current="true"]').last().click();
  await expect(page).not.toHaveURL(/stock=/);
  await expect.poll(total).toBe(categoryCount);

  await page.goto("/search?keyword=thnkstatoin");
  await expect(page.getByText("Did you mean")).toBeVisible();
  await page.getByRole("link", { name: "thinkstation" }).click();
  await expect(page).toHaveURL(/keyword=thinkstation$/);
  expect(await total()).toBeGreaterThan(0);
  expect(consoleProblems).toEqual([]);
});
