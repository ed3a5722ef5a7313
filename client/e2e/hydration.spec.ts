import { test, expect, hydrated } from "./support/fixtures";
import type { Page } from "@playwright/test";

function graphqlRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/graphql")) seen.push(req.url());
  });
  return seen;
}

test("hydrates without warnings or refetching, and the cookie cart matches on server and client", async ({ page, context, baseURL, consoleProblems }) => {
  const cart = encodeURIComponent(
    JSON.stringify([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ]),
  );
  await context.addCookies([
    { name: "cart", value: cart, url: baseURL! },
    { name: "wishlist", value: encodeURIComponent('[{"id":"5"}]'), url: baseURL! },
  ]);
  const requests = graphqlRequests(page);
  const response = await page.goto("/");
  // The server's HTML already carries the cookie counts.
  const html = await response!.text();
  expect(html).toMatch(/data-testid="cart-count"[^>]*>3</);
  await page.waitForLoadState("networkidle");
  await hydrated(page);
  await expect(page.getByTestId("cart-count")).toHaveText("3");
  await expect(page.getByTestId("wishlist-count")).toHaveText("1");
  expect(requests).toEqual([]);
  expect(consoleProblems).toEqual([]);

  // After hydration the page is interactive: adding to the cart updates the badge and the cookie.
  const firstInStock = page
    .getByTestId("product-card")
    .filter({ has: page.getByRole("button", { name: "Add to cart" }) })
    .first();
  await firstInStock.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-count")).toHaveText("4");
  const cookie = (await context.cookies()).find((c) => c.name === "cart");
  const saved = JSON.parse(decodeURIComponent(cookie!.value)) as { id: string; quantity: number }[];
  expect(saved.reduce((n, l) => n + l.quantity, 0)).toBe(4);

  // Several changes in a row are all saved (a reactive var's listener fires once and must be re-registered).
  await firstInStock.getByRole("button", { name: "Add to cart" }).click();
  await firstInStock.getByRole("button", { name: /wishlist/ }).click();
  await page.reload();
  await expect(page.getByTestId("cart-count")).toHaveText("5");
  await expect(page.getByTestId("wishlist-count")).toHaveText("2");
  expect(consoleProblems).toEqual([]);
});

test("a malformed or hostile cookie resets to an empty cart without an error screen", async ({ page, context, baseURL, consoleProblems }) => {
  await context.addCookies([
    { name: "cart", value: "%7Bnot-json", url: baseURL! },
    { name: "compare", value: encodeURIComponent('[{"id":"<script>"}]'), url: baseURL! },
  ]);
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("cart-count")).toHaveText("0");
  await expect(page.getByTestId("compare-count")).toHaveText("0");
  await expect(page.getByTestId("product-card").first()).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
