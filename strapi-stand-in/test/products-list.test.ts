import { describe, expect, it } from "vitest";
import { sample, useBackend, type ProductJson } from "./helpers.js";

const api = useBackend();
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

describe("GET /products paging and sorting", () => {
  it("returns the first 100 products in id order by default, inactive ones included", async () => {
    const { status, body } = await api.get<ProductJson[]>("/products");
    expect(status).toBe(200);
    expect(idsOf(body)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(body.some((p) => !p.is_active)).toBe(true);
  });

  it("returns everything for _limit=-1 and nothing past the end", async () => {
    expect(await api.ids("/products?_limit=-1&_sort=id:ASC")).toHaveLength(250);
    expect(await api.ids("/products?_start=1000")).toEqual([]);
    expect(await api.ids("/products?_limit=0")).toEqual([]);
  });

  it("pages with _start/_limit after sorting, like sample 04", async () => {
    const expected = idsOf(await sample<{ id: number }[]>("04-products-active-page2-sort-price.json"));
    expect(await api.ids("/products?is_active=true&_limit=20&_start=20&_sort=price:ASC")).toEqual(expected);
  });

  it("sorts descending and by several keys, like samples 40 and 54", async () => {
    const top3 = await api.get<ProductJson[]>("/products?_sort=price:DESC&_limit=3");
    expect(idsOf(top3.body)).toEqual(idsOf(await sample("40-products-sort-price-desc-limit-3.json")));
    expect(top3.body[0]!.price).toBeGreaterThanOrEqual(top3.body[1]!.price);
    const multi = await api.ids("/products?_sort=is_active:DESC,price:ASC&_limit=5");
    expect(multi).toEqual(idsOf(await sample("54-products-sort-multi.json")));
    const byTitle = await api.get<ProductJson[]>("/products?_sort=title:DESC&_limit=-1");
    const titles = byTitle.body.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it("answers 500 (Boom) for a malformed _limit and 400 for an unknown sort field", async () => {
    const bad = await api.get("/products?_limit=abc");
    expect(bad.status).toBe(500);
    expect(bad.text).toBe(JSON.stringify(await sample("23-products-limit-abc-malformed.json")));
    expect((await api.get("/products?_sort=colour:ASC")).status).toBe(400);
    expect((await api.get("/products?_sort=price:SIDEWAYS")).status).toBe(500);
  });
});

describe("GET /products/count", () => {
  it("answers a bare number with the same filters", async () => {
    const all = await api.get("/products/count");
    expect(all.text).toBe("250");
    expect(all.headers.get("content-type")).toContain("application/json");
    expect((await api.get("/products/count?is_active=true")).body).toBe(225);
    expect((await api.get("/products/count?title_contains=hp")).body).toBe(46);
    expect((await api.get("/products/count?title_contains=no-such-thing")).text).toBe("0");
    expect((await api.get("/products/count?_where[_or][0][title_contains]=hp&_where[_or][1][part_number_contains]=hp")).body).toBe(47);
  });
});
