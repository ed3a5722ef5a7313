import { test, expect, hydrated } from "./support/fixtures";
import type { Locator, Page } from "@playwright/test";

// The mobile shell at 375 px: the bottom navigation and every slide-in
// panel, each a modal dialog that traps focus, closes on Escape and gives focus back to its opener.
test.use({ viewport: { width: 375, height: 760 } });

const signIn = (page: Page) =>
  page.addInitScript(() => {
    // Once per tab: a later reload must see what the page did to the session (Logout).
    if (sessionStorage.getItem("seeded")) return;
    sessionStorage.setItem("seeded", "1");
    localStorage.setItem("jwt", "header.payload.signature");
    localStorage.setItem("user", JSON.stringify({ firstName: "John", lastName: "Doe" }));
  });

/** Opens a panel from `opener` and checks the dialog, the focus trap, Escape and the focus return. */
async function checkPanel(page: Page, opener: Locator, title: string): Promise<Locator> {
  await opener.click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  // Tab and Shift+Tab many times around: focus never leaves the dialog.
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press(i % 5 === 4 ? "Shift+Tab" : "Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // The page behind is inert, and does not scroll.
  await expect(page.locator(".app-shell")).toHaveAttribute("inert", "");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  return dialog;
}

test("bottom navigation: Home, Categories, Wishlist, Cart, Account", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Shortcuts" });
  await expect(nav).toBeVisible();
  await expect(nav.locator(".bottom-nav__item")).toHaveText(["Home", "Categories", "Wishlist", "Cart", "Account"]);
  await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(nav.getByRole("link", { name: /Wishlist/ })).toHaveAttribute("href", "/account/wishlist");
  // Signed out, Account goes to the sign-in page.
  await expect(nav.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account/login");
  // The desktop header's department bar and search box give way on a phone.
  await expect(page.getByRole("navigation", { name: "Departments" })).toBeHidden();
  await nav.getByRole("link", { name: /Wishlist/ }).click();
  await expect(page).toHaveURL(/\/account\/wishlist$/);
  expect(consoleProblems).toEqual([]);
});

test("Menu, Search and Categories panels", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await hydrated(page);

  // Links before hydration (see shell-no-javascript.spec.ts), panels once it has run.
  const menuLink = page.getByRole("banner").getByRole("link", { name: "Menu" });
  const menu = await checkPanel(page, menuLink, "Menu");
  await menuLink.click();
  await expect(menu.getByRole("link", { name: "Shop", exact: true })).toHaveAttribute("href", "/shop");
  await expect(menu.getByRole("link", { name: "Workstations" })).toHaveAttribute("href", "/category/workstations");
  await expect(menu.getByRole("link", { name: /Sign in/ })).toHaveAttribute("href", "/account/login");
  // A click on the backdrop closes it.
  await page.mouse.click(365, 400);
  await expect(menu).toHaveCount(0);

  const searchButton = page.getByRole("banner").getByRole("link", { name: "Search", exact: true });
  await checkPanel(page, searchButton, "Search");
  await searchButton.click();
  const box = page.getByRole("dialog", { name: "Search" }).getByRole("combobox", { name: "Search products" });
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute("placeholder", "Search something...");
  await box.press("Enter"); // empty text is ignored
  await expect(page.getByRole("dialog", { name: "Search" })).toBeVisible();
  await box.fill("zbook");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?keyword=zbook$/);
  await expect(page.getByRole("dialog")).toHaveCount(0); // navigation closes the panel

  // Suggestions in the panel name categories and brands too, typo and all; a tap opens the shop filtered by it.
  await searchButton.click();
  const panelBox = page.getByRole("dialog", { name: "Search" }).getByRole("combobox", { name: "Search products" });
  await panelBox.fill("blackmagik");
  const brand = page
    .getByRole("dialog", { name: "Search" })
    .getByRole("group", { name: "Categories and brands" })
    .getByRole("option", { name: "Blackmagic Design Brand" });
  await brand.click();
  await expect(page).toHaveURL(/\/shop\?brand=blackmagic-design$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const categoriesButton = page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Categories" });
  const categories = await checkPanel(page, categoriesButton, "Categories");
  await categoriesButton.click();
  // Categories with sub-categories, sorted by name; sub-categories link to /category/{slug}.
  await expect(categories.locator("summary")).toHaveText(["Accessories", "AEC Software", "Broadcast", "Pro Audio", "Pro Video", "Workstations"]);
  await categories.locator("summary", { hasText: "Pro Audio" }).click();
  const monitors = categories.getByRole("link", { name: "Studio Monitors" });
  await expect(monitors).toHaveAttribute("href", "/category/studio-monitors");
  await monitors.click();
  await expect(page).toHaveURL(/\/category\/studio-monitors$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Studio Monitors");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test("Shopping Cart panel: lines, Sold by, quantity x price, Sub Total, View Cart and Checkout", async ({ page, context, baseURL, consoleProblems }) => {
  await context.addCookies([
    {
      name: "cart",
      value: encodeURIComponent(
        JSON.stringify([
          { id: "1", quantity: 2 },
          { id: "3", quantity: 1 },
        ]),
      ),
      url: baseURL!,
    },
  ]);
  const graphql: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/graphql")) graphql.push(r.postData() ?? "");
  });
  await page.goto("/");
  await hydrated(page);
  const opener = page.getByTestId("bottom-nav-cart");
  await expect(opener).toContainText("3");
  const panel = await checkPanel(page, opener, "Shopping Cart");
  await opener.click();
  const lines = panel.getByTestId("mini-cart-line");
  await expect(lines).toHaveCount(2);
  expect(graphql.filter((body) => body.includes("PricedCart"))).toHaveLength(1); // one request for the whole cart
  await expect(lines.first()).toContainText("Sold by: ProAV Shop");
  await expect(lines.first().getByTestId("mini-cart-qty")).toHaveText(/^2 x \u2068?د\.إ\u2069?\s[\d,]+\.\d{2}$/);
  await expect(lines.first().locator("img")).toHaveAttribute("src", /.+/);

  const fils = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "").replace(/^\./, "")) * 100);
  const lineTotals = async () => (await lines.getByTestId("mini-cart-qty").allInnerTexts()).map((t) => Number(t.split(" x ")[0]) * fils(t.split(" x ")[1]!));
  const subtotal = panel.getByTestId("mini-cart-subtotal");
  await expect(subtotal).toContainText(/^Sub Total: \u2068?د\.إ\u2069?\s[\d,]+\.\d{2}$/);
  expect(fils(await subtotal.innerText())).toBe((await lineTotals()).reduce((a, b) => a + b, 0));
  await expect(panel.getByRole("link", { name: "View Cart" })).toHaveAttribute("href", "/account/shopping-cart");
  await expect(panel.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/account/checkout");

  // Remove a line: the gateway prices the cart that is left (one request), the header count follows.
  const requestsBefore = graphql.length;
  await lines
    .nth(1)
    .getByRole("button", { name: /^Remove / })
    .click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByTestId("cart-count")).toHaveText("2");
  await expect(subtotal).toContainText(/^Sub Total: \u2068?د\.إ\u2069?\s[\d,]+\.\d{2}$/);
  expect(fils(await subtotal.innerText())).toBe((await lineTotals())[0]);
  expect(graphql.slice(requestsBefore).filter((body) => body.includes("PricedCart"))).toHaveLength(1);

  await panel.getByRole("link", { name: "View Cart" }).click();
  await expect(page).toHaveURL(/\/account\/shopping-cart$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(consoleProblems).toEqual([]);
});

test("Shopping Cart panel when the cart is empty: 'Cart empty!' and 'Shop now'", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByTestId("bottom-nav-cart").click();
  const panel = page.getByRole("dialog", { name: "Shopping Cart" });
  await expect(panel.getByText("Cart empty!")).toBeVisible();
  await panel.getByRole("link", { name: "Shop now" }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Account panel only with a token; Logout signs out and stays on the page", async ({ page, consoleProblems }) => {
  await signIn(page);
  await page.goto("/product/1");
  await hydrated(page);
  const opener = page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Account" });
  const panel = await checkPanel(page, opener, "Account");
  await opener.click();
  await expect(panel.getByText("Hello, John Doe")).toBeVisible();
  const links = panel.getByRole("link");
  await expect(links).toHaveText(["Account Information", "My Orders", "My Quotes", "Track Orders", "Address", "Recent Viewed Products", "Wishlist"]);
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual([
    "/account/user-information",
    "/account/invoices",
    "/account/quotes",
    "/account/order-tracking",
    "/account/addresses",
    "/account/recent-viewed-product",
    "/account/wishlist",
  ]);
  await panel.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Good bye!" })).toBeVisible();
  await expect(page).toHaveURL(/\/product\/1$/); // back to the same page (logout.spec.ts checks the server session)
  expect(await page.evaluate(() => localStorage.getItem("jwt"))).toBeNull();
  await expect(page.getByRole("navigation", { name: "Shortcuts" }).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account/login");
  expect(consoleProblems).toEqual([]);
});
