import { describe, expect, it } from "vitest";
import { CATALOG_SCHEMA } from "../catalog/collections.js";
import { HttpError } from "../http/http-error.js";
import { parseRestQuery } from "./rest-query.js";
import { buildCountQuery, buildIdsQuery } from "./select-sql.js";

const ids = (params: Record<string, unknown>) => buildIdsQuery(CATALOG_SCHEMA, "products", parseRestQuery(params));

const errorOf = (fn: () => unknown): HttpError | undefined => {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  return undefined;
};

describe("buildIdsQuery", () => {
  it("binds every value and pages with LIMIT/OFFSET", () => {
    const { sql, params } = ids({ title_contains: "'; DROP TABLE products; --", _limit: "5", _start: "10" });
    expect(sql).not.toContain("DROP");
    expect(sql).toContain("LOWER(a.title) LIKE LOWER(?)");
    expect(params).toEqual(["%'; DROP TABLE products; --%", "en", 5, 10]);
  });

  it("orders by the requested columns with id as the tie-breaker", () => {
    expect(ids({ _sort: "price:DESC,title:ASC" }).sql).toContain("ORDER BY a.price DESC, a.title ASC, a.id ASC");
    expect(ids({ _sort: "id:DESC" }).sql).toContain("ORDER BY a.id DESC LIMIT");
    expect(ids({ _limit: "-1" }).params).toEqual(["en", -1, 0]);
  });

  it("answers 400 with Strapi's message for unknown fields, including prototype names", () => {
    for (const field of ["colour", "constructor", "__proto__", "brands.colour", "toString", "brands.products.brands.slug"]) {
      const err = errorOf(() => ids({ [field]: "x" }));
      expect(err?.status, field).toBe(400);
      expect(err?.message).toBe(`Your filters contain a field '${field}' that doesn't appear on your model definition nor its relations`);
    }
    expect(errorOf(() => ids({ _sort: "colour:ASC" }))?.status).toBe(400);
    expect(errorOf(() => ids({ _sort: "brands:ASC" }))?.status).toBe(400);
  });

  it("filters through relations with EXISTS sub-queries", () => {
    const { sql, params } = ids({ "brands.slug": "hp" });
    expect(sql).toMatch(/EXISTS \(SELECT 1 FROM product_brands j\d+ JOIN brands t\d+ ON .* AND t\d+\.slug = \?\)/);
    expect(params[0]).toBe("hp");
  });

  it("reads a relation named alone as its id", () => {
    const { sql, params } = ids({ sub_categories_in: ["1", "2"] });
    expect(sql).toContain("IN (SELECT value FROM json_each(?))");
    expect(params[0]).toBe("[1,2]");
    expect(ids({ image_1_null: "true" }).sql).toContain("a.image_1 IS NULL");
    expect(ids({ brands_null: "true" }).sql).toContain("NOT EXISTS (SELECT 1 FROM product_brands");
  });

  it("casts values by field type: NaN matches nothing, booleans are strict", () => {
    expect(ids({ price_gte: "abc" }).params[0]).toBeNull();
    expect(ids({ is_active: "true" }).params[0]).toBe(1);
    expect(ids({ is_active: "f" }).params[0]).toBe(0);
    expect(errorOf(() => ids({ is_active: "yes" }))?.status).toBe(400);
    expect(errorOf(() => ids({ title: { nested: "x" } }))?.status).toBe(400);
  });

  it("ORs repeated plain keys and ANDs different keys", () => {
    const { sql } = ids({ price: ["1", "2"], is_active: "true" });
    expect(sql).toContain("(a.price = ? OR a.price = ?) AND a.is_active = ?");
  });

  it("adds _q as an OR over text fields (and numeric ones for numbers)", () => {
    const text = ids({ _q: "zbook" });
    expect(text.sql).toContain("LOWER(a.description) LIKE LOWER(?)");
    expect(text.sql).not.toContain("a.price");
    expect(ids({ _q: "1399" }).sql).toContain("LOWER(a.price) LIKE LOWER(?)");
  });
});

describe("buildCountQuery", () => {
  it("counts with the same filters and no paging", () => {
    const { sql, params } = buildCountQuery(CATALOG_SCHEMA, "brands", parseRestQuery({ slug: "hp", _limit: "1" }));
    expect(sql).toBe("SELECT count(*) AS n FROM brands a WHERE a.slug = ? AND a.locale = ?");
    expect(params).toEqual(["hp", "en"]);
  });
});

describe("locales", () => {
  it("keeps a localized collection to the default locale unless _locale says otherwise; all lifts the filter", () => {
    expect(ids({}).sql).toContain("WHERE 1 AND a.locale = ? ORDER BY");
    expect(ids({ _locale: "ar" }).params).toEqual(["ar", 100, 0]);
    expect(ids({ _locale: "all" }).sql).not.toContain("locale");
    // Codes are not validated: an unknown or upper-case code is a filter that matches nothing.
    expect(ids({ _locale: "AR" }).params).toEqual(["AR", 100, 0]);
  });

  it("answers 400 for a repeated _locale, and never filters collections the plugin does not localize", () => {
    expect(errorOf(() => ids({ _locale: ["ar", "en"] }))?.status).toBe(400);
    const files = buildIdsQuery(CATALOG_SCHEMA, "upload_files", parseRestQuery({ _locale: "ar" }));
    expect(files.sql).not.toContain("locale");
  });
});
