import { describe, expect, it } from "vitest";
import { parseCatalog, readCatalogText } from "./catalog-file.js";
import { hasNoImage, imageJobs } from "./image-jobs.js";
import { seedRows } from "./seed-rows.js";

const catalog = parseCatalog(readCatalogText());

describe("seed rows", () => {
  const jobs = imageJobs(catalog);
  const rows = seedRows(catalog, jobs.map((job) => ({ job, bytes: new Map([["original", 20070]]) })), ["h1", "h2"]);

  it("gives every product an image except those whose id is divisible by 37", () => {
    const withoutImage = rows.products.filter((p) => p.image_1 === null).map((p) => p.id);
    expect(withoutImage).toEqual([37, 74, 111, 148, 185, 222]);
    expect(withoutImage.every((id) => hasNoImage(Number(id)))).toBe(true);
    expect(rows.upload_files).toHaveLength(244);
  });

  it("numbers badge components in catalog order and keeps relation order", () => {
    expect(rows.components_product_badges[0]).toEqual({ id: 1, product_id: 1, position: 0, value: "sale" });
    expect(rows.product_sub_categories.filter((l) => l.product_id === 10).map((l) => l.sub_category_id)).toEqual([13, 12]);
  });

  it("stores formats like Strapi, in its key order", () => {
    const formats = JSON.parse(String(rows.upload_files[0]?.formats)) as Record<string, { url: string; path: null }>;
    expect(Object.keys(formats)).toEqual(["thumbnail", "large", "medium", "small"]);
    expect(formats.thumbnail?.url).toMatch(/^\/uploads\/thumbnail_hp_thunderbolt_dock_g4_280w_[0-9a-f]{10}\.png$/);
    expect(rows.upload_files[0]?.size).toBe(20.07);
  });

  it("seeds the two demo users without phone numbers", () => {
    expect(rows.users.map((u) => [u.username, u.email, u.password, u.phone])).toEqual([
      ["john.doe", "john.doe@example.com", "h1", null],
      ["jane.smith", "jane.smith@example.com", "h2", null],
    ]);
  });
});
