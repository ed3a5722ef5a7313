import AxeBuilder from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";
import { join } from "node:path";
import { test, expect, hydrated } from "./support/fixtures";
import { newShopper } from "./support/account-helpers";
import { shellStrings as ar, routeStrings as arRoutes } from "../src/lib/i18n/locales/ar/index";

// A shopper's whole journey in Arabic, with JavaScript, at a phone's and a desktop's width: registers, browses the
// home and a filtered listing, searches with an Arabic word, opens a product, adds it to the cart, checks out to a
// placed order and opens its tax invoice from the account. Every page is right to left, passes axe, does not
// scroll sideways, and leaves a screenshot in test-results/arabic/ for a look by eye.

const ADD_TO_CART = 'form:has(input[name="intent"][value="cart-add"])';
// Browsing pages must pass the best-practice rules too (as in a11y.spec.ts); every page passes the WCAG ones.
const BROWSING = new Set(["home", "listing", "search"]);

async function checkPage(page: Page, name: string, width: number, testInfo: TestInfo) {
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.waitForLoadState("networkidle");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const blocking = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || (BROWSING.has(name) && v.tags.includes("best-practice")))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}`).join("\n")}`);
  expect(blocking, `axe on ${name} at ${width} px:\n${blocking.join("\n")}`).toEqual([]);
  // Nothing widens the page sideways (WCAG 1.4.10 reflow), in right-to-left too.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
  // The top of the page, at most two screens high: a file small enough to look at.
  const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), width < 600 ? 1600 : 1200);
  await page.screenshot({ path: join(testInfo.project.outputDir, "arabic", `${name}-${width}.png`), fullPage: true, clip: { x: 0, y: 0, width, height } });
}

for (const width of [375, 1280]) {
  test.describe(`the Arabic shop at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("register, browse, search, buy, and read the tax invoice", async ({ page, consoleProblems }, testInfo) => {
      test.setTimeout(240_000); // about a minute alone; two cores shared with other suites
      const shopper = newShopper(`ar${width}`);

      // Account: registering in Arabic lands on the Arabic account page.
      await page.goto("/ar/account/login?tab=register");
      await hydrated(page);
      const register = page.getByRole("form", { name: ar.account.login.registerTab });
      await register.getByLabel(ar.account.register.firstName).fill(shopper.firstName);
      await register.getByLabel(ar.account.register.lastName).fill(shopper.lastName);
      await register.getByLabel(ar.account.register.email).fill(shopper.email);
      await register.getByLabel(new RegExp(ar.account.register.phone)).fill(shopper.phone);
      await register.getByLabel(ar.account.register.password, { exact: true }).fill(shopper.password);
      await register.getByLabel(ar.account.register.confirmPassword).fill(shopper.password);
      await register.getByRole("button", { name: ar.account.register.submit }).click();
      await expect(page).toHaveURL(/\/ar\/account\/user-information$/);
      await expect(page.locator("main")).toContainText(shopper.email);
      await checkPage(page, "account", width, testInfo);

      await page.goto("/ar");
      await expect(page.locator("main h1, main h2").first()).toBeVisible();
      await checkPage(page, "home", width, testInfo);

      // A listing filtered by brand and sorted by price, from its URL: every card is HP, cheapest first.
      await page.goto("/ar/category/workstations?brand=hp&sort=price-asc");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/محطات العمل/);
      const brands = await page.getByTestId("product-card").locator(".product-card__brand").allInnerTexts();
      expect(brands.length).toBeGreaterThan(1);
      expect(new Set(brands)).toEqual(new Set(["HP"]));
      await checkPage(page, "listing", width, testInfo);

      // Search with an Arabic word of the Arabic product titles ("headphones").
      await page.goto(`/ar/search?keyword=${encodeURIComponent("سماعات")}`);
      const results = page.getByTestId("product-card");
      await expect(results.first()).toBeVisible();
      await expect(results.first().locator("h3")).toContainText("سماعات");
      await checkPage(page, "search", width, testInfo);

      // The first result that can be bought.
      const buyable = results.filter({ has: page.locator(`${ADD_TO_CART} button[type="submit"]:not([disabled])`) });
      const href = await buyable.first().locator("h3 a").getAttribute("href");
      expect(href).toMatch(/^\/ar\/product\/[^/]+$/);
      await page.goto(href!);
      await hydrated(page);
      const title = (await page.locator("h1").first().innerText()).trim();
      // The price in Arabic: the dirham sign, Latin digits (never Arabic-Indic ones).
      const price = (await page.locator(".product-detail .price").first().innerText()).trim();
      expect(price).toContain("د.إ");
      expect(price).toMatch(/\d[\d,]*\.\d{2}/);
      expect(price).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      await checkPage(page, "product", width, testInfo);
      await page.locator(`main ${ADD_TO_CART} button[type="submit"]`).first().click();
      await expect(page.getByTestId("cart-count").first()).toHaveText("1");

      await page.goto("/ar/account/shopping-cart");
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await checkPage(page, "cart", width, testInfo);

      // Checkout, signed in, to a new address.
      await page.goto("/ar/account/checkout");
      await hydrated(page);
      const a = ar.account.addresses;
      await page.getByLabel(arRoutes.checkout.contact.email, { exact: true }).fill(shopper.email);
      await page.getByLabel(arRoutes.checkout.contact.phone).first().fill("0501234567");
      await page.getByLabel(a.name).fill("عائشة المري");
      await page.getByLabel(a.phone).nth(1).fill("04 123 4567");
      await page.getByLabel(a.emirate).selectOption("SHARJAH");
      await page.getByLabel(a.area).fill("النهدة");
      await page.getByLabel(a.street).fill("شارع النهدة");
      await page.getByLabel(new RegExp(a.building.replace(/[()]/g, "\\$&"))).fill("فيلا 12");
      await checkPage(page, "checkout", width, testInfo);
      await page.getByRole("button", { name: arRoutes.checkout.place }).click();
      await expect(page.getByTestId("order-confirmation")).toBeVisible();
      const number = (await page.getByTestId("order-number").innerText()).trim();
      await expect(page.getByTestId("cart-count").first()).toHaveText("0");
      await checkPage(page, "order-placed", width, testInfo);

      // The tax invoice, from the account: titled in Arabic with "Tax Invoice" beside it, amounts in dirhams.
      await page.goto(`/ar/account/invoices/${number}`);
      const invoice = page.getByTestId("invoice");
      await expect(invoice).toBeVisible();
      // Its own number in the title (issue #25), the order's among the facts.
      await expect(invoice.locator("#invoice-title")).toContainText(/INV-\d{6,}/);
      await expect(invoice.getByTestId("invoice-orderNumber")).toContainText(number);
      // Titled as UAE tax invoices are, on screen and printed: in Arabic with "Tax Invoice" beside it.
      await expect(invoice.locator(".invoice__kind")).toHaveText("فاتورة ضريبية / Tax Invoice");
      await page.emulateMedia({ media: "print" });
      await expect(invoice.locator(".invoice__kind")).toBeVisible();
      await page.emulateMedia({ media: "screen" });
      await expect(invoice.getByTestId("order-total")).toContainText("د.إ");
      await expect(invoice.getByTestId("order-total")).not.toContainText(/[\u0660-\u0669]/);
      await expect(invoice).toContainText("عائشة المري");
      // The product under the Arabic title its page showed (the backend stores the English one).
      await expect(invoice).toContainText(title);
      // An Arabic comma between the area and the emirate.
      await expect(invoice).toContainText("النهدة، الشارقة");
      // The e-mail address reads left to right, its hyphens and dots in place, inside the Arabic page.
      await expect(invoice.locator('.invoice__contact bdi[dir="ltr"]').first()).toHaveText(shopper.email);
      // ...at the page's (right) edge like the Arabic around it, and the order number in the title on one line.
      const edges = await invoice.locator(".invoice__contact").evaluate((p) => {
        const bdi = p.querySelector("bdi")!.getBoundingClientRect();
        return { gap: p.getBoundingClientRect().right - bdi.right };
      });
      expect(edges.gap).toBeLessThan(2);
      const numberLines = await invoice.locator(".invoice__number").evaluate((el) => el.getClientRects().length);
      expect(numberLines).toBe(1);
      // The seller's address in Arabic (the default address has its Arabic; SHOP_ADDRESS_AR for a configured one).
      await expect(invoice.locator(".invoice__seller")).toContainText("دبي");
      await expect(invoice.locator(".invoice__seller")).not.toContainText("Dubai");
      await checkPage(page, "invoice", width, testInfo);

      expect(consoleProblems).toEqual([]);
    });
  });
}
