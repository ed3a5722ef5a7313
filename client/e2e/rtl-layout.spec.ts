import { test, expect, hydrated } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { join } from "node:path";

// Right to left: the layout mirrors from `dir="rtl"` alone. The pages are the English ones switched to
// `dir="rtl" lang="ar"` after they hydrate, so this proves the styles (logical properties, mirrored icons, the
// carousels), whatever the words. Screenshots of home and product land in test-results/rtl/ for a look by eye.

const PAGES = ["/", "/shop", "/product/1", "/account/shopping-cart", "/account/checkout", "/account/login"];

async function openRtl(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => {
    document.documentElement.dir = "rtl";
    document.documentElement.lang = "ar";
  });
}

/** How far the page scrolls sideways: 0 when nothing overflows the viewport. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [375, 1280]) {
  test.describe(`right to left at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.beforeEach(async ({ context, baseURL }) => {
      // A full cart, so cart and checkout show their lines and totals rather than an empty state.
      const cart = [
        { id: "1", quantity: 2 },
        { id: "3", quantity: 1 },
      ];
      await context.addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify(cart)), url: baseURL! }]);
    });

    for (const path of PAGES) {
      test(`${path} does not overflow sideways`, async ({ page }) => {
        await openRtl(page, path);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        // The same page left to right, as a control: the rule holds in both directions.
        await page.evaluate(() => (document.documentElement.dir = "ltr"));
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    }

    test("home: the deals row starts at the right and scrolls to the left", async ({ page }) => {
      await openRtl(page, "/");
      const row = page.locator(".deals-row");
      await row.scrollIntoViewIfNeeded();
      const rowBox = (await row.boundingBox())!;
      const first = (await row.locator(".deals-row__item").first().boundingBox())!;
      expect(Math.abs(first.x + first.width - (rowBox.x + rowBox.width))).toBeLessThanOrEqual(2);
      // The rest of the row lies to the left: scrolling goes negative (the right-to-left scroll origin).
      const scrolled = await row.evaluate((el) => {
        el.scrollBy({ left: -300, behavior: "instant" });
        return el.scrollLeft;
      });
      expect(scrolled).toBeLessThan(0);
    });

    test("home and product screenshots", async ({ page }, testInfo) => {
      for (const [name, path] of [
        ["home", "/"],
        ["product", "/product/1"],
      ] as const) {
        await openRtl(page, path);
        // The first two screens, each a file small enough to look at.
        for (const [i, y] of [0, 1].map((i) => [i, i * 1200] as const)) {
          const clip = { x: 0, y, width, height: 1200 };
          await page.screenshot({ path: join(testInfo.project.outputDir, "rtl", `${name}-${width}-${i}.png`), fullPage: true, clip });
        }
      }
    });
  });
}

test.describe("right to left on a phone", () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test("the Menu panel slides in from the right, the cart panel from the left", async ({ page }) => {
    await openRtl(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => {
        const box = (await menu.boundingBox())!;
        return Math.round(box.x + box.width);
      })
      .toBe(375);
    expect((await menu.boundingBox())!.x).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);

    await page.getByTestId("bottom-nav-cart").click();
    const cart = page.getByRole("dialog", { name: "Shopping Cart" });
    await expect(cart).toBeVisible();
    await expect.poll(async () => Math.round((await cart.boundingBox())!.x)).toBe(0);
  });
});

test.describe("right to left on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("icons that point along the line are mirrored, the others are not", async ({ page }) => {
    await openRtl(page, "/");
    const scaleOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el.closest("svg")!).scale);
    expect(await scaleOf('use[href$="#chevronEnd"]')).toBe("-1 1");
    expect(await scaleOf('use[href$="#cart"]')).toBe("none");
    await page.evaluate(() => (document.documentElement.dir = "ltr"));
    expect(await scaleOf('use[href$="#chevronEnd"]')).toBe("none");
  });

  test("an English card title on an Arabic page reads left to right, aligned right, clamped after its last word", async ({ page }) => {
    // A real Arabic page: the gateway says which titles are the English fallback (Product.titleLanguage).
    await page.goto("/ar/shop");
    const title = page.locator('.product-card__title[lang="en"]').first();
    const facts = await title.evaluate((h3) => {
      const body = h3.parentElement!;
      const style = getComputedStyle(h3);
      return {
        direction: style.direction,
        // The title's box ends at the card's right edge (inside its padding), like the Arabic text around it.
        rightGap: body.getBoundingClientRect().right - parseFloat(getComputedStyle(body).paddingInlineStart) - h3.getBoundingClientRect().right,
        // Its lines start on its own (left) side: Chromium draws no line-clamp "…" on a line aligned to the end.
        textAlign: style.textAlign,
      };
    });
    expect(facts.direction).toBe("ltr");
    expect(Math.abs(facts.rightGap)).toBeLessThan(2);
    expect(facts.textAlign).not.toMatch(/^(end|right)$/);
  });

  test('the discount badge still reads "-5%", its minus sign on the left', async ({ page }) => {
    await openRtl(page, "/product/1");
    const [minus, digit] = await page
      .locator(".product-detail .price__discount")
      .first()
      .evaluate((el) => {
        const text = el.firstChild!;
        const at = (i: number) => {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return range.getBoundingClientRect().x;
        };
        return [at(text.textContent!.indexOf("-")), at(text.textContent!.search(/\d/))];
      });
    expect(minus).toBeLessThan(digit!);
  });

  test("the order page's back link to My Orders points right, and its arrow is not in its name", async ({ page }) => {
    await openRtl(page, "/account/invoices/SO-000000");
    const link = page.locator(".back-link a");
    await expect(link).toHaveAccessibleName("My Orders");
    expect(await link.evaluate((a) => getComputedStyle(a, "::before").content)).toBe('"→" / ""');
    await page.evaluate(() => (document.documentElement.dir = "ltr"));
    expect(await link.evaluate((a) => getComputedStyle(a, "::before").content)).toBe('"←" / ""');
  });

  test("e-mail and phone fields are typed left to right, aligned with the form's right-hand edge", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "cart", value: encodeURIComponent('[{"id":"1","quantity":1}]'), url: baseURL! }]);
    await openRtl(page, "/account/checkout");
    for (const field of [page.locator('input[type="email"]').first(), page.locator('input[type="tel"]').first()]) {
      const [direction, align] = await field.evaluate((el) => [getComputedStyle(el).direction, getComputedStyle(el).textAlign]);
      expect([direction, align]).toEqual(["ltr", "end"]);
    }
  });

  test("the departments menu opens under its toggle, at the right", async ({ page }) => {
    await openRtl(page, "/");
    const toggle = page.locator(".dept-menu__toggle");
    await toggle.click();
    const panel = page.locator(".dept-menu__panel");
    await expect(panel).toBeVisible();
    const t = (await toggle.boundingBox())!;
    const p = (await panel.boundingBox())!;
    expect(Math.abs(p.x + p.width - (t.x + t.width))).toBeLessThanOrEqual(2);
  });
});

test.describe("the Arabic web font", () => {
  test("English pages download no font and preload none", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(r.url());
    });
    const response = await page.goto("/");
    await hydrated(page);
    // The page holds Arabic script (the language switch), yet only an Arabic page names the Arabic face.
    await expect(page.locator("body")).toContainText("العربية");
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
    expect(response!.headers()["link"] ?? "").not.toContain("as=font");
  });

  test("an Arabic page sets its Arabic text in the shop's own Tajawal", async ({ page, baseURL }) => {
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(r.url());
    });
    await page.goto("/ar");
    await hydrated(page);
    // The Arabic home page's bold prices end in the dirham sign: the 700 face loads for it.
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Shop Tajawal"', "د.إ"))).toBe(true);
    expect(fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(url).toMatch(new RegExp(`^${baseURL}/assets/tajawal-arabic-(400|700)-normal-[\\w-]+\\.woff2$`));
  });
});
