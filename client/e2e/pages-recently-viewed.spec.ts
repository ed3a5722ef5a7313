import { test, expect, hydrated } from "./support/fixtures";

test("visiting two products lists them in recently viewed, most recent first; clear empties the list", async ({ page, context, consoleProblems }) => {
  const titles: string[] = [];
  for (const id of ["3", "7"]) {
    await page.goto(`/product/${id}`);
    await hydrated(page);
    titles.push((await page.getByRole("heading", { level: 1 }).innerText()).trim());
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "recently_viewed")?.value ?? "").toContain(`%22${id}%22`);
  }
  // Viewing the first again moves it to the front without a duplicate.
  await page.goto("/product/3");
  await hydrated(page);
  await expect.poll(async () => decodeURIComponent((await context.cookies()).find((c) => c.name === "recently_viewed")!.value)).toBe('[{"id":"3"},{"id":"7"}]');

  // The server renders the list from the cookie (the HTML already has the products).
  const response = await page.goto("/account/recent-viewed-product");
  const html = await response!.text();
  expect(html).toContain(titles[1]!.replace(/&/g, "&amp;").replace(/"/g, "&quot;").slice(0, 20));
  await hydrated(page);
  const cards = page.getByTestId("product-card");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).locator("h3")).toHaveText(titles[0]!);
  await expect(cards.nth(1).locator("h3")).toHaveText(titles[1]!);

  await page.getByRole("button", { name: "Clear list" }).click();
  await expect(page.getByRole("heading", { name: "Nothing viewed yet" })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Nothing viewed yet" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "recently_viewed")).toBeUndefined();
  expect(consoleProblems).toEqual([]);
});

test("a tampered recently viewed cookie shows the empty state, not an error", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "recently_viewed", value: "%7Bnot-json", url: baseURL! }]);
  const response = await page.goto("/account/recent-viewed-product");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Nothing viewed yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Shop now" })).toHaveAttribute("href", "/shop");
});
