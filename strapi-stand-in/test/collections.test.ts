import { describe, expect, it } from "vitest";
import { plainKeys, sample, useBackend } from "./helpers.js";

const api = useBackend();

interface Named {
  id: number;
  name: string;
  slug: string;
}
type Brand = Named & { products: { id: number }[] };
type Category = Named & { sub_categories: (Named & { product_category: number })[] };
type SubCategory = Named & { product_category: Named | null; products: Record<string, unknown>[] };

const PRODUCT_AS_RELATION_KEYS = [
  "id",
  "title",
  "product_slug",
  "price",
  "sale_price",
  "is_active",
  "part_number",
  "description",
  "badge",
  "created_at",
  "updated_at",
  "badges",
  "image_1",
];

describe("brands", () => {
  it("lists 12 brands, each with its products populated one level (sample 10)", async () => {
    const { body } = await api.get<Brand[]>("/brands");
    const expected = await sample<Brand[]>("10-brands.json");
    expect(body.map((b) => [b.id, b.name, b.slug, b.products.length])).toEqual(expected.map((b) => [b.id, b.name, b.slug, b.products.length]));
    expect(body[0]!.products.map((p) => p.id)).toEqual(expected[0]!.products.map((p) => p.id));
    expect(plainKeys(body[0]!.products[0]!)).toEqual(PRODUCT_AS_RELATION_KEYS);
  });

  it("filters by slug into an array, possibly empty", async () => {
    const hp = await api.get<Brand[]>("/brands?slug=hp");
    expect(hp.body.map((b) => b.name)).toEqual(["HP"]);
    expect(hp.body[0]!.products).toHaveLength(46);
    expect((await api.get("/brands?slug=no-such-brand")).text).toBe("[]");
  });

  it("serves one brand by id, counts, and shares the query machinery", async () => {
    expect((await api.get<Brand>("/brands/2")).body.slug).toBe("dell");
    expect((await api.get("/brands/count")).body).toBe(12);
    expect(await api.ids("/brands?_sort=name:ASC&_limit=2")).toEqual([5, 6]);
    expect(await api.ids("/brands?products.title_contains=kona")).toEqual([5]);
    // Product 77 is an HP + Chaos bundle: a deep filter matches a brand through any of its products.
    expect(await api.ids("/brands?products.title_contains=zbook")).toEqual([1, 12]);
    expect((await api.get("/brands?colour=red")).status).toBe(400);
  });
});

describe("product categories", () => {
  it("lists the categories with their sub-categories (sample 12)", async () => {
    const { body } = await api.get<Category[]>("/product-categories");
    const expected = await sample<Category[]>("12-product-categories.json");
    const shape = (cats: Category[]) => cats.map((c) => [c.id, c.slug, c.sub_categories.map((s) => [s.id, s.slug, s.product_category])]);
    expect(shape(body)).toEqual(shape(expected));
    expect(plainKeys(body[0]!.sub_categories[0]!)).toEqual(Object.keys(expected[0]!.sub_categories[0]!));
  });

  it("filters by slug and sorts by name", async () => {
    expect((await api.get<Category[]>("/product-categories?slug=workstations")).body.map((c) => c.sub_categories.length)).toEqual([3]);
    const names = (await api.get<Category[]>("/product-categories?_sort=name:ASC")).body.map((c) => c.name);
    // Binary collation, as Strapi on SQLite: "AEC" sorts before "Acc".
    expect(names).toEqual(["AEC Software", "Accessories", "Broadcast", "Pro Audio", "Pro Video", "Workstations"]);
    expect((await api.get<Named>("/product-categories/3")).body.slug).toBe("pro-audio");
    expect((await api.get("/product-categories/pro-audio")).status).toBe(404);
  });
});

describe("sub-categories", () => {
  it("serves one by slug or id with its category object and products (samples 14, 44)", async () => {
    const bySlug = await api.get<SubCategory>("/sub-categories/tower-workstations");
    const expected = await sample<SubCategory>("14-sub-categories-by-slug.json");
    expect(plainKeys(bySlug.body)).toEqual(Object.keys(expected));
    expect(bySlug.body.product_category).toMatchObject({ id: 1, name: "Workstations", slug: "workstations" });
    expect(bySlug.body.products.map((p) => p.id)).toEqual(expected.products.map((p) => p.id));
    expect(plainKeys(bySlug.body.products[0]!)).toEqual(PRODUCT_AS_RELATION_KEYS);
    expect((await api.get<SubCategory>("/sub-categories/1")).body).toEqual(bySlug.body);
  });

  it("lists all 17 and filters by slug and through the category", async () => {
    const all = await api.get<SubCategory[]>("/sub-categories");
    expect(all.body.map((s) => s.slug)).toEqual((await sample<SubCategory[]>("46-sub-categories-list.json")).map((s) => s.slug));
    expect(await api.ids("/sub-categories?slug=headphones")).toEqual([9]);
    expect(await api.ids("/sub-categories?product_category.slug=pro-audio")).toEqual([7, 8, 9]);
    expect(await api.ids("/sub-categories?product_category=4")).toEqual([10, 11]);
  });
});
