import { test, expect, hydrated } from "./support/fixtures";

const toFils = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "").replace(/^\./, "")) * 100);

test("cart: quantities, sub-total, removal and reload", async ({ page, context, baseURL, consoleProblems }) => {
  const cart = [
    { id: "1", quantity: 2 },
    { id: "3", quantity: 1 },
    { id: "999999", quantity: 4 },
  ];
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

  // Amounts are read once the gateway has priced the cart as it is now (never a sum of the browser's own).
  const priced = () => expect(page.getByTestId("price-pending")).toHaveCount(0);
  const subtotal = async () => (await priced(), toFils(await page.locator(".cart__subtotal .price").innerText()));
  const lineTotals = async () => (await priced(), (await page.getByTestId("line-total").allInnerTexts()).map(toFils));
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

  await lines
    .nth(1)
    .getByRole("button", { name: /Remove/ })
    .click();
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

test("a change is priced by the gateway: no amount until it answers, and a failure is said, not hidden", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify([{ id: "1", quantity: 1 }])), url: baseURL! }]);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/graphql") && r.postData()?.includes("PricedCart")) asked.push(r.postData()!);
  });
  await page.goto("/account/shopping-cart");
  await hydrated(page);
  expect(asked).toEqual([]); // the server's answer, sent with the HTML, prices the hydrated page too
  const subtotal = page.getByTestId("cart-subtotal");
  await expect(subtotal).toContainText(/[\d,]+\.\d{2}/);
  const one = toFils(await subtotal.innerText());

  // Hold the gateway's answer for the changed cart: the page shows the new quantity and no amount meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/graphql", async (route) => {
    if (!route.request().postData()?.includes("PricedCart")) return route.continue();
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByTestId("line-quantity")).toHaveText("2");
  await expect(subtotal).toHaveText("Loading…");
  await expect(page.getByTestId("line-total")).toHaveText(/Loading…/);
  release();
  await expect(subtotal).toContainText(/[\d,]+\.\d{2}/);
  expect(toFils(await subtotal.innerText())).toBe(one * 2);

  // A change the gateway cannot price: the lines stay, no amount is shown, and the page says why.
  await page.unroute("**/graphql");
  await page.route("**/graphql", (route) => (route.request().postData()?.includes("PricedCart") ? route.abort() : route.continue()));
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await expect(page.getByRole("alert")).toContainText("couldn't price your cart's latest change");
  await expect(page.getByTestId("line-quantity")).toHaveText("3");
  await expect(subtotal).toHaveText("Loading…");
});

test("a malformed, tampered or oversized cart cookie is an empty cart, not an error", async ({ page, context, baseURL }) => {
  for (const value of ["%7Bbroken", encodeURIComponent('[{"id":"1 OR 1=1","quantity":1}]'), "A".repeat(3900)]) {
    await context.clearCookies();
    await context.addCookies([{ name: "cart", value, url: baseURL! }]);
    const response = await page.goto("/account/shopping-cart");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Cart empty!" })).toBeVisible();
  }
});

test("limits: the shopper is told when a quantity or list is capped", async ({ page, context, baseURL }) => {
  const compare = ["1", "2", "3", "4"].map((id) => ({ id }));
  await context.addCookies([
    { name: "cart", value: encodeURIComponent(JSON.stringify([{ id: "1", quantity: 99 }])), url: baseURL! },
    { name: "compare", value: encodeURIComponent(JSON.stringify(compare)), url: baseURL! },
  ]);
  await page.goto("/product/1");
  await hydrated(page);
  const notice = page.getByTestId("shop-notice");
  await expect(notice.locator("[aria-live=polite]")).toBeEmpty();
  await page.locator("article.product-detail").getByRole("button", { name: "Add to cart" }).click();
  await expect(notice).toContainText("up to 99 of one product");
  await expect(page.getByTestId("cart-count")).toHaveText("99");
  // Nothing was added, so the product page does not claim it was.
  await expect(page.locator(".product-detail__added")).toBeEmpty();

  await page.goto("/product/5");
  await hydrated(page);
  await page
    .locator("article.product-detail")
    .getByRole("button", { name: /Compare/ })
    .click();
  await expect(notice).toContainText("compare up to 4 products");
  await expect(page.getByTestId("compare-count")).toHaveText("4");
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice.locator("[aria-live=polite]")).toBeEmpty();
  const cookie = (await context.cookies()).find((c) => c.name === "compare");
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual(compare);
});

test("Checkout beside the total; an out-of-stock line disables it, in the same words as the cart panel and checkout", async ({
  page,
  context,
  baseURL,
  consoleProblems,
}) => {
  const sentence = "Out of stock: this item can't be ordered at the moment. Remove it to place your order.";
  // Product 250 is out of stock in the seeded catalogue (placeOrder refuses it); product 1 is fine.
  await context.addCookies([{ name: "cart", value: encodeURIComponent('[{"id":"1","quantity":1},{"id":"250","quantity":1}]'), url: baseURL! }]);
  await page.goto("/account/shopping-cart");
  await hydrated(page);
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary.getByRole("link", { name: "Checkout" })).toHaveAttribute("aria-disabled", "true");
  await expect(summary.getByRole("link", { name: "Checkout" })).not.toHaveAttribute("href");
  await expect(summary).toContainText("Remove the out-of-stock items to check out.");
  await expect(page.getByTestId("cart-line").nth(1)).toContainText(sentence);
  await expect(page.getByTestId("cart-line").nth(0)).not.toContainText(sentence);

  // On a phone the bottom bar opens the cart panel.
  await page.setViewportSize({ width: 412, height: 823 });
  await expect(summary.getByRole("link", { name: "Checkout" })).toBeVisible();
  await page.getByTestId("bottom-nav-cart").click();
  await expect(page.getByTestId("mini-cart-line").nth(1)).toContainText(sentence);
  await expect(page.getByTestId("mini-cart-line").nth(0)).not.toContainText(sentence);
  await page.keyboard.press("Escape");

  await page.goto("/account/checkout");
  await hydrated(page);
  await expect(page.getByTestId("review-line").nth(1)).toContainText(sentence);

  // Without the out-of-stock line, Checkout leads to the checkout.
  await page.goto("/account/shopping-cart");
  await hydrated(page);
  await page
    .getByRole("button", { name: /Remove .* from the cart/ })
    .nth(1)
    .click();
  await expect(summary).not.toContainText("Remove the out-of-stock items");
  await summary.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/account\/checkout$/);
  expect(consoleProblems).toEqual([]);
});
