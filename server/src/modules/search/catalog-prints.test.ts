import { describe, expect, it } from "vitest";
import type { RestProduct } from "../../backend/rest-types.js";
import { differenceBetween, printsOf } from "./catalog-prints.js";

const row = (id: number, price: number, extra: Partial<RestProduct> = {}) => ({ id, title: `P${id}`, product_slug: `p${id}`, price, ...extra }) as RestProduct;
const read = (products: RestProduct[], translations: RestProduct[] = [], categories: unknown = [{ id: 1, name: "Audio" }]) => ({
  products,
  translations,
  categories,
  names: null,
});

describe("what a re-sync found changed", () => {
  it("is nothing when every row and the taxonomy read the same", async () => {
    const first = read([row(1, 10), row(2, 20)], [row(9, 10, { locale: "ar" })]);
    const again = read([row(1, 10), row(2, 20)], [row(9, 10, { locale: "ar" })]);
    expect(differenceBetween(await printsOf(first), await printsOf(again), again)).toEqual([]);
  });

  it("names the rows changed, added and gone (an Arabic row like any other), with the rows as read", async () => {
    const before = read([row(1, 10), row(2, 20), row(3, 30)], [row(9, 10, { locale: "ar" })]);
    const after = read([row(1, 10), row(2, 25), row(4, 40)], [row(9, 10, { locale: "ar", title: "م" })]);
    const changes = differenceBetween(await printsOf(before), await printsOf(after), after);
    expect(changes).toEqual([
      { kind: "product", id: 2, product: row(2, 25) },
      { kind: "product", id: 4, product: row(4, 40) },
      { kind: "product", id: 9, product: row(9, 10, { locale: "ar", title: "م" }) },
      { kind: "product", id: 3, product: null },
    ]);
  });

  it("is everything when a category or a translated name changed (every product shows them)", async () => {
    const before = read([row(1, 10)]);
    const after = read([row(1, 10)], [], [{ id: 1, name: "Pro Audio" }]);
    expect(differenceBetween(await printsOf(before), await printsOf(after), after)).toBe("all");
  });

  it("digests a large catalogue in slices, yielding to other work", async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => row(i + 1, i));
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    const prints = await printsOf(read(rows));
    clearInterval(timer);
    expect(prints.rows.size).toBe(2000);
    expect(ticks).toBeGreaterThan(0);
  });
});
