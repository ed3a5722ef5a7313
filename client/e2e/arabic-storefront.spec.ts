import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";
import { newShopper, register } from "./support/account-helpers";
import { HOME_VARIANTS } from "../src/features/home/home-variants";
import { SHOP_VARIANTS } from "../src/features/listing/shop-layouts";
import { PRODUCT_VARIANTS } from "../src/features/product/product-layouts";
import { shellStrings as enShell } from "../src/lib/i18n/locales/en/index";
import { shellStrings as arShell, routeStrings as arRoutes } from "../src/lib/i18n/locales/ar/index";
import { cart } from "../src/lib/i18n/locales/en/cart";
import { compare } from "../src/lib/i18n/locales/en/compare";
import { wishlist } from "../src/lib/i18n/locales/en/wishlist";
import { search } from "../src/lib/i18n/locales/en/search";
import { product } from "../src/lib/i18n/locales/en/product";
import { listing } from "../src/lib/i18n/locales/en/listing";
import { home } from "../src/lib/i18n/locales/en/home";
import { pages } from "../src/lib/i18n/locales/en/pages";
import { checkout } from "../src/lib/i18n/locales/en/checkout";
import { orders } from "../src/lib/i18n/locales/en/orders";

// Every Arabic page, scanned for interface text that is still English. The English string tables are the
// reference: a visible text, accessible name, placeholder or page title on an Arabic page that reads like one of
// them (a whole English phrase, or a long fragment of one) is an untranslated string. Strings Arabic keeps as they
// are (the shop's name, brand names) are the same in both tables and so are not flagged; product data without
// Arabic yet, brand names and part numbers never match a string table.

const en = { ...enShell, cart, compare, wishlist, search, product, listing, home, pages, checkout, orders };
const ar = { ...arShell, ...arRoutes };

/** Every English phrase of the string tables, cut at its {{placeholders}}, minus the ones Arabic keeps verbatim. */
function englishPhrases(): string[] {
  const arabicTexts = new Set<string>();
  const collect = (value: unknown, into: (s: string) => void) => {
    if (typeof value === "string") into(value);
    else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v, into);
  };
  collect(ar, (s) => arabicTexts.add(s));
  const arabicAll = [...arabicTexts].join("\n");
  const phrases = new Set<string>();
  collect(en, (s) => {
    for (const part of s.split(/\{\{[^}]*\}\}/)) {
      const phrase = part
        .replace(/\s+/g, " ")
        .trim()
        .replace(/^[\s,.:;·()\-–—|/?!]+|[\s,.:;·()\-–—|/?!]+$/g, "");
      if (!/[A-Za-z]{3,}/.test(phrase)) continue;
      if (arabicAll.includes(phrase)) continue; // kept verbatim in Arabic (the shop's name, a brand)
      phrases.add(phrase);
    }
  });
  return [...phrases];
}

const PHRASES = englishPhrases();
const ADD_TO_CART = 'form:has(input[name="intent"][value="cart-add"])';

/** Visible text nodes, accessible names, placeholders and the title of the page, whitespace collapsed. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const visible = (el: Element) => {
      const box = (el as HTMLElement).getBoundingClientRect?.();
      const style = getComputedStyle(el);
      // Visually hidden text (screen-reader labels) counts: it is read out.
      return style.display !== "none" && style.visibility !== "hidden" && (box ? box.width > 0 || box.height > 0 || el.closest(".visually-hidden") : true);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, noscript, bdi, [lang]:not(html)")) continue;
      if (!visible(parent)) continue;
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (text) out.push(text);
    }
    for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [title]")) {
      if (el.closest("[lang]:not(html)")) continue;
      for (const name of ["aria-label", "placeholder", "title"]) {
        const value = el.getAttribute(name)?.replace(/\s+/g, " ").trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** The texts of the page that are English interface strings. */
async function englishLeft(page: Page): Promise<string[]> {
  const texts = await pageTexts(page);
  const found = new Set<string>();
  for (const text of texts) {
    for (const phrase of PHRASES) {
      // A whole text equal to a phrase ("Home", "Add to cart"), or a long phrase inside a longer text.
      if (text === phrase || (phrase.length >= 14 && phrase.includes(" ") && text.includes(phrase))) found.add(`${phrase}  <=  ${text.slice(0, 80)}`);
    }
  }
  return [...found];
}

async function expectArabic(page: Page, path: string, { status = 200 }: { status?: number } = {}) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  expect(await englishLeft(page), `English interface text on ${path}`).toEqual([]);
  // The page really is in Arabic (its own strings, not only the shell's).
  expect(await page.locator("main").innerText(), path).toMatch(/[\u0600-\u06FF]{3,}/);
}

/** A product that can be added to the cart (in stock), from the Arabic shop. */
async function firstProductSlug(page: Page): Promise<string> {
  await page.goto("/ar/shop");
  const buyable = page.getByTestId("product-card").filter({ has: page.locator(`${ADD_TO_CART} button[type="submit"]:not([disabled])`) });
  const href = await buyable.first().locator("h3 a").getAttribute("href");
  const slug = /\/ar\/product\/([^/?#]+)$/.exec(href ?? "")?.[1];
  if (!slug) throw new Error(`unexpected product link ${href}`);
  return slug;
}

test.describe("Arabic pages carry no English interface text", () => {
  test.describe.configure({ timeout: 120_000 });

  test("home and its variants, shop and its variants, a category, search, static pages and 404", async ({ page }) => {
    await expectArabic(page, "/ar");
    for (const variant of HOME_VARIANTS) await expectArabic(page, `/ar/home/${variant}`);
    await expectArabic(page, "/ar/shop");
    await expectArabic(page, "/ar/shop?sale=1");
    for (const variant of SHOP_VARIANTS) await expectArabic(page, `/ar/shop/${variant}`);
    await page.goto("/ar/shop");
    const category = await page.locator('a[href^="/ar/category/"]').first().getAttribute("href");
    expect(category).toMatch(/^\/ar\/category\/[^/]+$/);
    await expectArabic(page, category!);
    await expectArabic(page, "/ar/search?keyword=hp");
    await expectArabic(page, "/ar/search?keyword=zzqqxx");
    await expectArabic(page, "/ar/page/about-us");
    await expectArabic(page, "/ar/page/contact-us");
    await expectArabic(page, "/ar/page/faqs");
    await expectArabic(page, "/ar/page/page-404", { status: 404 });
    await expectArabic(page, "/ar/no-such-page", { status: 404 });
  });

  test("product layouts, cart, wishlist, compare, recently viewed and checkout", async ({ page }) => {
    const slug = await firstProductSlug(page);
    await expectArabic(page, `/ar/product/${slug}`);
    for (const layout of PRODUCT_VARIANTS) await expectArabic(page, `/ar/product/${layout}/${slug}`);
    // Empty lists first, then with a product in each.
    await expectArabic(page, "/ar/account/shopping-cart");
    await expectArabic(page, "/ar/account/wishlist");
    await expectArabic(page, "/ar/account/compare");
    await page.goto(`/ar/product/${slug}`);
    await hydrated(page);
    await page.locator(`main ${ADD_TO_CART} button[type="submit"]`).first().click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.locator('form:has(input[name="intent"][value="wishlist-toggle"]) button').first().click();
    await page.locator('form:has(input[name="intent"][value="compare-toggle"]) button').first().click();
    await expectArabic(page, "/ar/account/shopping-cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expectArabic(page, "/ar/account/wishlist");
    await expectArabic(page, "/ar/account/compare");
    await expectArabic(page, "/ar/account/recent-viewed-product");
    await expectArabic(page, "/ar/account/checkout");
  });

  test("sign-in, registration, reset, account pages, orders, an invoice and order tracking", async ({ page }) => {
    await expectArabic(page, "/ar/account/login");
    await expectArabic(page, "/ar/account/login?tab=register");
    await expectArabic(page, "/ar/account/login?view=forgot");
    await expectArabic(page, "/ar/account/reset-password?code=not-a-real-code");
    await expectArabic(page, "/ar/account/order-tracking");
    await expectArabic(page, "/ar/account/user-information"); // signed out: the sign-in prompt
    await register(page, newShopper("arabic"));
    await expect(page).toHaveURL(/\/account\/user-information$/);
    await expectArabic(page, "/ar/account/user-information");
    await expectArabic(page, "/ar/account/addresses");
    await expectArabic(page, "/ar/account/invoices");
    await expectArabic(page, "/ar/account/invoices/PV-000000-NONE");
  });
});

test("the language switch leads to the same page in the other language, query string kept", async ({ page }) => {
  await page.goto("/shop?sale=1&sort=price-asc");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const toArabic = page.locator("header").getByRole("link", { name: "العربية" });
  await expect(toArabic).toHaveAttribute("lang", "ar");
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar\/shop\?sale=1&sort=price-asc$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const toEnglish = page.locator("header").getByRole("link", { name: "English" });
  await expect(toEnglish).toHaveAttribute("lang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/shop\?sale=1&sort=price-asc$/);
  expect(new URL(page.url()).pathname).toBe("/shop");
  // The Arabic home's switch goes to the English home.
  await page.goto("/ar");
  await expect(page.locator("header").getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
});

test("an Arabic page ships none of the English strings, in its HTML or its JavaScript", async ({ page, request }) => {
  const english = home.hero.title;
  const arabic = arRoutes.home.hero.title;
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await page.goto("/ar");
  await hydrated(page);
  const html = await (await request.get("/ar")).text();
  expect(html).toContain(arabic);
  expect(html).not.toContain(english);
  const code = (await Promise.all(scripts)).join("\n");
  expect(code.length).toBeGreaterThan(1000);
  expect(code).not.toContain(english);
  // And the English home the other way round.
  const englishHtml = await (await request.get("/")).text();
  expect(englishHtml).toContain(english);
  expect(englishHtml).not.toContain(arabic);
});

test("a product without an image shows the placeholder in Arabic: its drawn words and its alternative text", async ({ page, request }) => {
  // The placeholder's words are drawn in the image and named in its alt, which the string tables do not hold.
  const reply = await request.post("/graphql", {
    headers: { "accept-language": "ar", "content-type": "application/json" },
    data: { query: "{ products(first: 100) { nodes { slug image { isPlaceholder } } } }" },
  });
  const nodes = ((await reply.json()) as { data: { products: { nodes: { slug: string; image: { isPlaceholder: boolean } }[] } } }).data.products.nodes;
  const bare = nodes.find((p) => p.image.isPlaceholder);
  expect(bare, "the demo catalogue has a product without an image on the first page").toBeTruthy();
  await page.goto(`/ar/product/${bare!.slug}`);
  const image = page.locator(".product-detail img").first();
  await expect(image).toHaveAttribute("alt", "الصورة غير متوفرة");
  const src = (await image.getAttribute("src"))!;
  expect(src).toMatch(/\/static\/image-not-found-ar\.svg$/);
  const svg = await (await request.get(new URL(src).pathname)).text();
  expect(svg).toContain("الصورة غير متوفرة");
  expect(svg).not.toContain("Image Not Found");
});

test("the scan finds English interface text where there is some", async ({ page }) => {
  await page.goto("/shop");
  expect((await englishLeft(page)).length).toBeGreaterThan(5);
});

test("links, client navigation and the search form stay in Arabic", async ({ page, consoleProblems }) => {
  // Every GraphQL operation of an Arabic page asks the gateway for Arabic, whatever the browser's own languages.
  const graphqlLanguages: (string | undefined)[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/graphql") graphqlLanguages.push(request.headers()["accept-language"]);
  });
  await page.goto("/ar");
  await hydrated(page);
  const internal = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const english = internal.filter((href) => !/^\/ar(\/|$|\?)/.test(href) && !href.startsWith("/static/") && !href.startsWith("/uploads/"));
  // The only English links are the language switches (the header's and the footer's).
  expect(english).toEqual(["/", "/"]);
  await page.locator("main").locator('a[href^="/ar/product/"]').first().click();
  await expect(page).toHaveURL(/\/ar\/product\//);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  expect(await englishLeft(page)).toEqual([]);
  // A client navigation to a route whose strings the page did not carry loads that route's Arabic strings.
  await page.locator("footer").locator('a[href="/ar/page/faqs"]').click();
  await expect(page).toHaveURL(/\/ar\/page\/faqs$/);
  await expect(page.locator("main h1")).toHaveText(arRoutes.pages.faqs.title);
  expect(await englishLeft(page)).toEqual([]);
  await page.locator("header").getByRole("search").getByRole("combobox").fill("hp");
  await page.locator("header").getByRole("search").getByRole("combobox").press("Enter");
  await expect(page).toHaveURL(/\/ar\/search\?keyword=hp$/);
  expect(await englishLeft(page)).toEqual([]);
  expect(graphqlLanguages.length).toBeGreaterThan(0);
  expect(new Set(graphqlLanguages)).toEqual(new Set(["ar"]));
  expect(consoleProblems).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shopper adds to the cart from an Arabic product page and sees the Arabic cart", async ({ page }) => {
    const slug = await firstProductSlug(page);
    await page.goto(`/ar/product/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const form = page.locator(`main ${ADD_TO_CART}`).first();
    await expect(form).toHaveAttribute("action", "/ar/cart-actions");
    await form.locator('button[type="submit"]').click();
    // Back on the Arabic product page, the cart counted.
    await expect(page).toHaveURL(new RegExp(`/ar/product/${slug}$`));
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.locator("header").locator('a[href="/ar/account/shopping-cart"]').click();
    await expect(page).toHaveURL(/\/ar\/account\/shopping-cart$/);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    expect(await englishLeft(page)).toEqual([]);
  });
});
