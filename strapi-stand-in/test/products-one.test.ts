import { describe, expect, it } from "vitest";
import { plainKeys, sample, useBackend, type ProductJson } from "./helpers.js";

const api = useBackend();
const withoutMedia = ({ image_1: _image, ...rest }: Record<string, unknown>) => rest;

describe("GET /products/:idOrSlug", () => {
  it("answers the product populated one level, like sample 07", async () => {
    const expected = await sample<Record<string, unknown>>("07-products-1.json");
    const { status, body } = await api.get<Record<string, unknown>>("/products/1");
    expect(status).toBe(200);
    expect(plainKeys(body)).toEqual(Object.keys(expected));
    const { brands, sub_categories, locale: _locale, localizations: _localizations, specifications, ...own } = withoutMedia(body);
    expect(specifications).toEqual([]); // an accessory: the demo specifies none (sample 07 predates the component)
    const { brands: eb, sub_categories: es, ...expectedOwn } = withoutMedia(expected);
    expect(own).toEqual(expectedOwn);
    const names = (rows: unknown) => (rows as { id: number; name: string; slug: string }[]).map(({ id, name, slug }) => ({ id, name, slug }));
    expect(names(brands)).toEqual(names(eb));
    expect(names(sub_categories)).toEqual(names(es));
  });

  it("describes the image like Strapi's upload plugin", async () => {
    const { body } = await api.get<ProductJson & { image_1: Record<string, unknown> }>("/products/1");
    const expected = (await sample<{ image_1: Record<string, unknown> }>("07-products-1.json")).image_1;
    expect(Object.keys(body.image_1)).toEqual(Object.keys(expected));
    expect(body.image_1).toMatchObject({ width: 1200, height: 800, mime: "image/png", ext: ".png", provider: "local" });
    const formats = body.image_1.formats as Record<string, Record<string, unknown>>;
    expect(Object.keys(formats)).toEqual(["thumbnail", "large", "medium", "small"]);
    expect(formats.thumbnail).toMatchObject({ width: 234, height: 156, path: null });
    expect(Object.keys(formats.thumbnail!)).toEqual(Object.keys((expected.formats as Record<string, object>).thumbnail!));
    expect(String(formats.thumbnail!.url)).toMatch(/^\/uploads\/thumbnail_hp_thunderbolt_dock_g4_280w_[0-9a-f]{10}\.png$/);
  });

  it("finds a product by slug", async () => {
    const slug = "dell-precision-5860-tower-intel-xeon-w5-2455x-64gb-ram-2tb-ssd-nvidia-rtx-4000-ada-20gb";
    const { body } = await api.get<ProductJson>(`/products/${slug}`);
    expect(body.id).toBe(2);
    expect(body.title).toBe((await sample<ProductJson>("08-products-by-slug.json")).title);
  });

  it("leaves image_1 null for every 37th product", async () => {
    const { body } = await api.get<ProductJson>("/products/74");
    expect(body.image_1).toBeNull();
    expect(body.title.length).toBeGreaterThan(0);
  });

  it.each(["/products/999999", "/products/no-such-product", "/sub-categories/no-such-sub-category", "/no-such-route", "/brands/999"])(
    "answers 404 with a plain-text body for %s",
    async (path) => {
      const reply = await api.get(path);
      expect(reply.status).toBe(404);
      expect(reply.text).toBe("Not Found");
      expect(reply.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    },
  );
});
