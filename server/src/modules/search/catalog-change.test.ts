import { describe, expect, it } from "vitest";
import { changeFromWebhook } from "./catalog-change.js";

const entry = { id: 7, title: "HP Z2", product_slug: "hp-z2", is_active: true, price: 100, sale_price: null };

describe("changeFromWebhook", () => {
  it("turns a product event into an upsert or a removal", () => {
    expect(changeFromWebhook({ event: "entry.update", model: "product", entry })).toEqual({ kind: "product", id: 7, product: entry });
    expect(changeFromWebhook({ event: "entry.create", model: "product", entry })).toMatchObject({ kind: "product", id: 7 });
    expect(changeFromWebhook({ event: "entry.delete", model: "product", entry: { id: 7 } })).toEqual({ kind: "product", id: 7, product: null });
  });

  it("re-reads the catalogue for a brand, category or sub-category", () => {
    for (const model of ["brand", "product-category", "sub-category"]) {
      expect(changeFromWebhook({ event: "entry.update", model, entry: { id: 1 } })).toEqual({ kind: "taxonomy", model });
    }
  });

  it("ignores other models and refuses malformed bodies", () => {
    expect(changeFromWebhook({ event: "entry.create", model: "order", entry: { id: 1 } })).toBeNull();
    for (const body of [
      null,
      "x",
      {},
      { event: "entry.update", model: "product" },
      { event: "entry.update", model: "product", entry: { id: "7" } },
      { event: "hack", model: "product", entry },
    ]) {
      expect(changeFromWebhook(body)).toBe("invalid");
    }
    expect(changeFromWebhook({ event: "entry.update", model: "product", entry: { id: 7 } })).toBe("invalid");
  });
});
