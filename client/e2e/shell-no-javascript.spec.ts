import { test, expect, hydrated } from "./support/fixtures";

// Issue #23: on a phone without JavaScript (or before it has run, on a slow network) the header's Menu and Search
// and the bottom bar's Categories and Cart were type=button controls that did nothing. Each is now a link to
// where its panel's content also lives, and once hydrated the click opens the panel instead.
test.use({ viewport: { width: 390, height: 844 } });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no visible shell control is a button that needs JavaScript", async ({ page }) => {
    for (const path of ["/", "/ar/shop", "/product/1"]) {
      await page.goto(path);
      const inert = page.locator(".app-shell > header button[type=button], .bottom-nav button[type=button], footer button[type=button]");
      const visible = await inert.evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.outerHTML.slice(0, 80)));
      expect(visible, path).toEqual([]);
    }
  });

  test("Menu leads to the footer's menu, with the departments, help pages and the language", async ({ page }) => {
    await page.goto("/product/1");
    await page.getByRole("banner").getByRole("link", { name: "Menu" }).click();
    await expect(page).toHaveURL(/\/product\/1#site-menu$/);
    const shop = page.getByRole("navigation", { name: "Shop" });
    await expect(shop).toBeInViewport();
    await expect(shop.getByRole("link", { name: "Workstations" })).toHaveAttribute("href", "/category/workstations");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Contact us" })).toBeVisible();
    // The server never sees the fragment: the other language's page opens at its top.
    await page.getByRole("contentinfo").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/product\/1$/);
  });

  test("Search shows the header's search box, which searches", async ({ page }) => {
    await page.goto("/");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
    await expect(box).toBeHidden();
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/#site-search$/);
    await expect(box).toBeVisible();
    await expect(box).toBeInViewport();
    await box.fill("zbook");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?keyword=zbook$/);
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });

  test("Categories leads to the shop's categories page, Cart to the cart page, Account to sign-in", async ({ page }) => {
    await page.goto("/");
    const shortcuts = page.getByRole("navigation", { name: "Shortcuts" });
    await shortcuts.getByRole("link", { name: "Categories" }).click();
    await expect(page).toHaveURL(/\/shop\/shop-categories$/);
    await expect(
      page
        .locator("main")
        .getByRole("link", { name: /Workstations/ })
        .first(),
    ).toBeVisible();

    await shortcuts.getByRole("link", { name: /Cart/ }).click();
    await expect(page).toHaveURL(/\/account\/shopping-cart$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await shortcuts.getByRole("link", { name: "Account" }).click();
    await expect(page).toHaveURL(/\/account\/login$/);
  });

  test("in Arabic the same links stay in Arabic", async ({ page }) => {
    await page.goto("/ar");
    const shortcuts = page.getByRole("navigation", { name: "اختصارات" });
    await expect(shortcuts.getByRole("link", { name: "الفئات" })).toHaveAttribute("href", "/ar/shop/shop-categories");
    await expect(shortcuts.getByRole("link", { name: /السلة/ })).toHaveAttribute("href", "/ar/account/shopping-cart");
    await page.getByRole("banner").getByRole("link", { name: "البحث", exact: true }).click();
    await expect(page.getByRole("banner").getByRole("combobox")).toBeVisible();
  });
});

test("with JavaScript the same links open their panels, without leaving the page", async ({ page, consoleProblems }) => {
  await page.addInitScript(() => {
    localStorage.setItem("jwt", "header.payload.signature");
    localStorage.setItem("user", JSON.stringify({ firstName: "John", lastName: "Doe" }));
  });
  await page.goto("/product/1");
  await hydrated(page);
  const banner = page.getByRole("banner");
  const shortcuts = page.getByRole("navigation", { name: "Shortcuts" });
  for (const [opener, title] of [
    [banner.getByRole("link", { name: "Menu" }), "Menu"],
    [banner.getByRole("link", { name: "Search", exact: true }), "Search"],
    [shortcuts.getByRole("link", { name: "Categories" }), "Categories"],
    [shortcuts.getByRole("link", { name: /Cart/ }), "Shopping Cart"],
    [shortcuts.getByRole("link", { name: "Account" }), "Account"],
  ] as const) {
    await expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await expect(opener).toHaveAttribute("aria-expanded", "false");
    await opener.click();
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await expect(page).toHaveURL(/\/product\/1$/);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
  expect(consoleProblems).toEqual([]);
});
