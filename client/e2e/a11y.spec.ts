import AxeBuilder from "@axe-core/playwright";
import { test, expect, hydrated } from "./support/fixtures";

// axe-core on every kind of page, with content (a cart, a wishlist and a comparison with products in them), at a
// desktop width and at 375 px. Serious and critical violations fail the test, listed with the elements to fix; on
// the browsing pages (home, listings, search) every best-practice rule must pass too, whatever its impact
// (heading order, unique landmark names, redundant alt text).
const lists = {
  cart: [
    { id: "1", quantity: 2 },
    { id: "3", quantity: 1 },
  ],
  wishlist: [{ id: "1" }, { id: "2" }],
  compare: [{ id: "1" }, { id: "3" }],
};

const pages: { name: string; path: string }[] = [
  { name: "home", path: "/" },
  { name: "shop", path: "/shop" },
  { name: "category", path: "/category/accessories" },
  { name: "product", path: "/product/1" },
  { name: "cart", path: "/account/shopping-cart" },
  { name: "compare", path: "/account/compare" },
  { name: "wishlist", path: "/account/wishlist" },
  { name: "search", path: "/search?keyword=hp" },
];

const STRICT_BEST_PRACTICE = new Set(["home", "shop", "category", "search"]);

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "375px", viewport: { width: 375, height: 812 } },
];

for (const width of widths) {
  test.describe(`accessibility at ${width.name}`, () => {
    test.use({ viewport: width.viewport });
    for (const p of pages) {
      test(`${p.name} has no serious or critical axe violations${STRICT_BEST_PRACTICE.has(p.name) ? " and no best-practice ones" : ""}`, async ({
        page,
        context,
        baseURL,
      }) => {
        await context.addCookies(Object.entries(lists).map(([name, value]) => ({ name, value: encodeURIComponent(JSON.stringify(value)), url: baseURL! })));
        const response = await page.goto(p.path);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
        const blocking = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical" || (STRICT_BEST_PRACTICE.has(p.name) && v.tags.includes("best-practice")))
          .map(
            (v) =>
              `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(" ")}  ${n.failureSummary?.split("\n").slice(1, 2).join("") ?? ""}`).join("\n")}`,
          );
        expect(blocking, blocking.join("\n")).toEqual([]);
        // Nothing widens the page sideways (zooming and small screens rely on it: WCAG 1.4.10 reflow).
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width.viewport.width);
      });
    }
  });
}
