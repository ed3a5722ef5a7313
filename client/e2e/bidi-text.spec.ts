import type { APIRequestContext, Page } from "@playwright/test";
import { join } from "node:path";
import { test, expect, hydrated } from "./support/fixtures";

// Issue #23: text in another direction than the page is isolated where it is printed, and an amount is written
// one way per language. Screenshots of the Arabic screens land in <output dir>/bidi/ for a look by eye.

interface Found {
  id: string;
  slug: string;
  title: string;
  titleLanguage: string;
  descriptionLanguage: string | null;
  discountPercent: number | null;
  currentPrice: { amount: string; formatted: string };
}

/** The first Arabic-catalogue products that match, as the gateway answers in Arabic. */
async function arabicProducts(request: APIRequestContext): Promise<Found[]> {
  const reply = await request.post("/graphql", {
    headers: { "accept-language": "ar", "content-type": "application/json" },
    data: {
      query: "{ products(first: 100) { nodes { id slug title titleLanguage descriptionLanguage discountPercent currentPrice { amount formatted } } } }",
    },
  });
  const body = (await reply.json()) as { data: { products: { nodes: Found[] } } };
  return body.data.products.nodes;
}

const untranslated = (list: Found[]) => list.find((p) => p.titleLanguage === "en" && p.descriptionLanguage === "en")!;

async function cartWith(page: Page, baseURL: string, ids: string[]) {
  const cart = ids.map((id) => ({ id, quantity: 1 }));
  await page.context().addCookies([{ name: "cart", value: encodeURIComponent(JSON.stringify(cart)), url: baseURL }]);
}

/**
 * How a clamped title is cut: in its own direction (the "…" after its last word, its first letters shown), and
 * with its lines aligned to its own start, as Chromium draws no line-clamp "…" on a line aligned to the end.
 */
const clamped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        direction: style.direction,
        startsInside: text.left >= box.left - 1,
        alignedToEnd: style.textAlign === "end" || style.textAlign === "right",
      };
    });

test("an Arabic page, the API in Arabic and (by the same formatter) the Arabic e-mail write an amount alike", async ({ page, request }) => {
  const [product] = await arabicProducts(request);
  await page.goto(`/ar/product/${product!.slug}`);
  const shown = await page.locator(".product-detail .price").first().textContent();
  expect(shown).toBe(product!.currentPrice.formatted);
  expect(shown).toMatch(/^\u200f[\d,]+\.\d{2}\u00a0د\.إ\u200f$/);
  // English pages lay out the English API's text: the Arabic sign, then the amount.
  await page.goto(`/product/${product!.slug}`);
  const english = await page.locator(".product-detail .price").first().textContent();
  expect(english).toMatch(/^د\.إ [\d,]+\.\d{2}$/);
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("English titles and descriptions on Arabic pages carry their own lang and dir and are cut at their end", async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const list = await arabicProducts(request);
      const english = untranslated(list);
      // A translated title that begins with a Latin brand name stays Arabic: the first letter does not decide.
      const translated = list.find((p) => p.titleLanguage === "ar" && /^[A-Za-z]/.test(p.title));
      await cartWith(page, baseURL!, [english.id, ...(translated ? [translated.id] : [])]);

      await page.goto(`/ar/product/${english.slug}`);
      await expect(page.locator("h1.product-detail__title")).toHaveAttribute("lang", "en");
      await expect(page.locator("h1.product-detail__title")).toHaveAttribute("dir", "ltr");
      await expect(page.locator('.breadcrumbs [aria-current="page"] [lang="en"][dir="ltr"]')).toHaveText(english.title);
      const prose = page.locator(".product-detail__description .prose");
      await expect(prose).toHaveAttribute("lang", "en");
      await expect(prose).toHaveAttribute("dir", "ltr");
      await page.screenshot({ path: join(testInfo.project.outputDir, "bidi", `product-ar-${width}.png`) });

      await page.goto("/ar/account/shopping-cart");
      await hydrated(page);
      const line = page.getByTestId("cart-line").first();
      await expect(line.locator(".cart-line__title")).toHaveAttribute("lang", "en");
      // Seller, brand and part number each isolated: "يبيعه ProAV Shop · HP · 4J0G2AA" keeps its order.
      const parts = await line.locator(".cart-line__meta bdi").allTextContents();
      expect(parts.length).toBeGreaterThanOrEqual(2);
      if (translated) {
        const other = page.getByTestId("cart-line").filter({ hasText: translated.title });
        await expect(other.locator(".cart-line__title")).not.toHaveAttribute("lang", /.+/);
      }
      await page.screenshot({ path: join(testInfo.project.outputDir, "bidi", `cart-ar-${width}.png`), fullPage: false });

      await page.goto("/ar/account/checkout");
      const review = page.locator(".checkout-review .review-line__title").first();
      await expect(review).toHaveAttribute("lang", "en");
      expect(await clamped(page, `.checkout-review .review-line__title[lang="en"]`)).toEqual({ direction: "ltr", startsInside: true, alignedToEnd: false });
      await page
        .locator(".checkout-review .review-line")
        .first()
        .screenshot({ path: join(testInfo.project.outputDir, "bidi", `review-line-ar-${width}.png`) });

      // Product cards: an English title keeps its direction and a clamped one ends in "…".
      await page.goto("/ar/shop");
      const cardTitle = page.locator('.product-card__title[lang="en"]').first();
      await expect(cardTitle).toHaveAttribute("dir", "ltr");
      expect(await clamped(page, '.product-card__title[lang="en"]')).toEqual({ direction: "ltr", startsInside: true, alignedToEnd: false });
      // Its box sits at the card's right-hand edge like the Arabic text around it.
      const edges = await cardTitle.evaluate((el) => [el.getBoundingClientRect().right, el.parentElement!.getBoundingClientRect().right]);
      expect(Math.abs(edges[0]! - edges[1]!)).toBeLessThan(30);
      await page.screenshot({ path: join(testInfo.project.outputDir, "bidi", `shop-ar-${width}.png`), fullPage: false });
    });

    test("the discount badge is read out in words, not as '-5%'", async ({ page, request }) => {
      const onSale = (await arabicProducts(request)).find((p) => p.discountPercent);
      expect(onSale, "the demo catalogue has products on sale").toBeTruthy();
      await page.goto(`/ar/product/${onSale!.slug}`);
      const group = page.locator(".product-detail .price-group").first();
      await expect(group.locator(".price__discount")).toHaveAttribute("aria-hidden", "true");
      await expect(group.locator(".visually-hidden", { hasText: `خصم ${onSale!.discountPercent}%` })).toHaveCount(1);
    });
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test("the Arabic cart panel prints an English title in its own direction, clamped after its last word", async ({ page, request, baseURL }, testInfo) => {
    const english = untranslated(await arabicProducts(request));
    await cartWith(page, baseURL!, [english.id]);
    await page.goto("/ar");
    await hydrated(page);
    await page.getByTestId("bottom-nav-cart").click();
    const title = page.getByTestId("mini-cart-line").first().locator(".mini-cart__title");
    await expect(title).toHaveAttribute("lang", "en");
    expect(await clamped(page, '.mini-cart__title[lang="en"]')).toEqual({ direction: "ltr", startsInside: true, alignedToEnd: false });
    await page
      .getByTestId("mini-cart-line")
      .first()
      .screenshot({ path: join(testInfo.project.outputDir, "bidi", "cart-panel-ar-390.png") });
  });
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Arabic search suggestions cut an English title at its end, 'Dell' kept", async ({ page }, testInfo) => {
    await page.goto("/ar");
    await hydrated(page);
    await page.getByRole("combobox").first().pressSequentially("ديل", { delay: 40 });
    const title = page.locator('.suggestions__title[lang="en"]').first();
    await expect(title).toBeVisible();
    await expect(title).toHaveAttribute("dir", "ltr");
    // A cut title ends in "…": its first letters ("Dell ...") stay at the start (left) of its box.
    expect(await clamped(page, '.suggestions__title[lang="en"]')).toMatchObject({ direction: "ltr", startsInside: true });
    await page
      .getByRole("listbox")
      .first()
      .screenshot({ path: join(testInfo.project.outputDir, "bidi", "suggestions-ar-1280.png") });
  });
});
