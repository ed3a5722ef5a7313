import { describe, expect, it } from "vitest";
import { HttpError } from "../http/http-error.js";
import { convertWhere, parseRestQuery, parseSort } from "./rest-query.js";

const statusOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof HttpError ? err.status : -1;
  }
  return 0;
};

describe("parseRestQuery", () => {
  it("defaults to the first 100 rows in id order with no filters", () => {
    expect(parseRestQuery({})).toEqual({ start: 0, limit: 100, sort: [], where: [], q: null, locale: "en" });
  });

  it("reads _limit, _start and -1 as no limit", () => {
    expect(parseRestQuery({ _limit: "20", _start: "40" })).toMatchObject({ limit: 20, start: 40 });
    expect(parseRestQuery({ _limit: "-1" }).limit).toBeNull();
    expect(parseRestQuery({ _limit: "0" }).limit).toBe(0);
  });

  it("answers 500 for malformed paging and sorting, as Strapi does", () => {
    for (const params of [
      { _limit: "abc" },
      { _limit: "-2" },
      { _limit: "1.5" },
      { _limit: "1e20" },
      { _limit: ["1", "2"] },
      { _start: "-1" },
      { _start: "x" },
      { _sort: "price:UP" },
      { _sort: ":ASC" },
      { _sort: ["a", "b"] },
    ]) {
      expect(
        statusOf(() => parseRestQuery(params)),
        JSON.stringify(params),
      ).toBe(500);
    }
  });

  it("splits suffixes off field names but keeps underscores that are not operators", () => {
    const { where } = parseRestQuery({
      product_slug: "x",
      sale_price_null: "true",
      is_active_eq: "1",
      "brands.slug_in": ["hp", "dell"],
      price_gte: "10",
      title_ncontainss: "HP",
    });
    expect(where).toEqual([
      { kind: "field", field: "product_slug", operator: "eq", value: "x" },
      { kind: "field", field: "sale_price", operator: "null", value: "true" },
      { kind: "field", field: "is_active", operator: "eq", value: "1" },
      { kind: "field", field: "brands.slug", operator: "in", value: ["hp", "dell"] },
      { kind: "field", field: "price", operator: "gte", value: "10" },
      { kind: "field", field: "title", operator: "ncontainss", value: "HP" },
    ]);
  });

  it("keeps _q apart and ignores _publicationState", () => {
    expect(parseRestQuery({ _q: "zbook", _publicationState: "live" })).toMatchObject({ q: "zbook", where: [] });
    expect(statusOf(() => parseRestQuery({ _q: ["a", "b"] }))).toBe(400);
  });

  it("turns _where objects into AND lists and _or into groups", () => {
    const { where } = parseRestQuery({
      _where: { _or: [{ title_contains: "hp" }, [{ price_lt: "5" }, { is_active: "true" }]] },
    });
    expect(where).toEqual([
      {
        kind: "or",
        groups: [
          [{ kind: "field", field: "title", operator: "contains", value: "hp" }],
          [
            { kind: "field", field: "price", operator: "lt", value: "5" },
            { kind: "field", field: "is_active", operator: "eq", value: "true" },
          ],
        ],
      },
    ]);
    expect(convertWhere([{ a: "1" }, { b_ne: "2" }])).toHaveLength(2);
  });

  it("rejects a _where that is not an object", () => {
    expect(statusOf(() => parseRestQuery({ _where: "title=x" }))).toBe(400);
  });
});

describe("parseSort", () => {
  it("accepts several keys, any case, ascending by default", () => {
    expect(parseSort("is_active:DESC,price:asc,title")).toEqual([
      { field: "is_active", order: "desc" },
      { field: "price", order: "asc" },
      { field: "title", order: "asc" },
    ]);
  });
});
