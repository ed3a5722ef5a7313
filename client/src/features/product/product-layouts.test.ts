import { describe, expect, it } from "vitest";
import { PRODUCT_VARIANTS, productLayoutOf } from "./product-layouts";

describe("product layouts", () => {
  it("maps every menu layout and type, and the plain product URL", () => {
    expect(productLayoutOf(undefined)).toBe("default");
    expect(productLayoutOf("extended")).toBe("extended");
    expect(productLayoutOf("full-content")).toBe("full-content");
    expect(productLayoutOf("boxed")).toBe("boxed");
    expect(productLayoutOf("sidebar")).toBe("sidebar");
    expect(productLayoutOf("out-of-stock")).toBe("default");
    expect(PRODUCT_VARIANTS).toHaveLength(10);
  });
  it("refuses unknown segments, including prototype keys", () => {
    for (const s of ["", "Extended", "toString", "__proto__", "constructor", "hasOwnProperty"]) expect(productLayoutOf(s)).toBeNull();
  });
});
