import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ProductSeo_ProductFragment } from "../../__generated__/graphql";
import { ar } from "../../lib/i18n/locales/ar/index";
import { shellStrings as enShell } from "../../lib/i18n/locales/en/index";
import { product as enProduct } from "../../lib/i18n/locales/en/product";
import { ProductSeo } from "./product-seo";

// The product page's head as a link preview (WhatsApp, Facebook) reads it, rendered on the server as the page is:
// the product arrives localized for the page's language, the page's language comes from its URL.
const product: ProductSeo_ProductFragment = {
  slug: "hp-z4-g5",
  title: "محطة عمل HP Z4 G5",
  partNumber: "Z4G5-001",
  description: "محطة عمل احترافية لتحرير الفيديو.",
  inStock: true,
  languages: ["en", "ar"],
  price: { amount: "12499.00", formatted: "\u200f12,499.00\u00a0د.إ\u200f" },
  salePrice: null,
  brands: [{ id: "1", name: "HP" }],
  image: { url: "https://shop.example/uploads/z4.jpg", alt: "محطة عمل HP Z4 G5", large: null },
};

function head(path: string, shown: ProductSeo_ProductFragment = product): string {
  const i18n = createInstance();
  const lng = path.startsWith("/ar/") ? "ar" : "en";
  void i18n.use(initReactI18next).init({
    lng,
    resources: { ar: { translation: ar }, en: { translation: { ...enShell, product: enProduct } } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const router = createMemoryRouter([{ path: "*", element: <ProductSeo product={shown} origin="https://shop.example" /> }], { initialEntries: [path] });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}
const meta = (html: string, key: string) => [...html.matchAll(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`, "g"))].map((m) => m[1]);

describe("ProductSeo on an Arabic page", () => {
  const html = head("/ar/product/hp-z4-g5");

  it("gives link previews the Arabic title and description", () => {
    expect(meta(html, "og:title")).toEqual(["محطة عمل HP Z4 G5"]);
    expect(meta(html, "og:description")[0]).toContain("محطة عمل احترافية");
    expect(meta(html, "og:description")[0]).toContain("شامل ضريبة القيمة المضافة");
    expect(html).toContain("<title>محطة عمل HP Z4 G5 | ProAV Shop – الإمارات</title>");
  });

  it("names Arabic as its language, with the canonical under /ar and reciprocal alternates", () => {
    expect(meta(html, "og:locale")).toEqual(["ar_AE"]);
    expect(meta(html, "og:locale:alternate")).toEqual(["en_AE"]);
    expect(meta(html, "og:url")).toEqual(["https://shop.example/ar/product/hp-z4-g5"]);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/ar/product/hp-z4-g5"/>');
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(alternates).toEqual([
      "en-AE https://shop.example/product/hp-z4-g5",
      "ar-AE https://shop.example/ar/product/hp-z4-g5",
      "x-default https://shop.example/product/hp-z4-g5",
    ]);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;
    expect(ld).toMatchObject({ "@type": "Product", name: "محطة عمل HP Z4 G5", inLanguage: "ar-AE" });
  });
});

describe("ProductSeo of a product sold in English only", () => {
  // Its Arabic page answers 404 (and the sitemap leaves it out): no tag may name it.
  const html = head("/product/hp-z4-g5", { ...product, languages: ["en"] });

  it("names no Arabic alternate", () => {
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/hp-z4-g5"/>');
    expect(html).not.toContain('rel="alternate"');
    expect(html).not.toContain("/ar/product/");
    expect(meta(html, "og:locale:alternate")).toEqual([]);
  });
});
