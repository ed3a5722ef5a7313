import { test, expect, hydrated } from "./support/fixtures";

test("browse from the home page to a product and add it to the cart", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await hydrated(page);
  const card = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("button", { name: "Add to cart" }) })
    .first();
  const title = (await card.locator("h3").innerText()).trim();
  const graphql: string[] = [];
  page.on("request", (r) => r.url().includes("/graphql") && graphql.push(r.method()));
  await card.locator("h3 a").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(graphql).toEqual(["POST"]); // client-side navigation: one GraphQL request, no full page load
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  const detail = page.locator("article.product-detail");
  await detail.getByRole("button", { name: "Increase quantity" }).click();
  await detail.getByRole("button", { name: "Increase quantity" }).click();
  await detail.getByRole("button", { name: "Decrease quantity" }).click();
  await detail.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expect(page.getByRole("status")).toHaveText("Added 2 items to your cart. View cart");
  await detail.getByRole("button", { name: /Compare/ }).click();
  await expect(page.getByTestId("compare-count")).toHaveText("1");
  expect(consoleProblems).toEqual([]);
});

test("a product page works by id, and an unknown product is a 404", async ({ page }) => {
  const byId = await page.goto("/product/1");
  expect(byId?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  const missing = await page.goto("/product/no-such-product");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
});
