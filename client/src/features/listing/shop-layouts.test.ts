import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_LAYOUT, SHOP_VARIANTS, shopLayoutOf } from "./shop-layouts";

describe("shop layouts", () => {
  it("maps every menu variant", () => {
    expect(SHOP_VARIANTS.sort()).toEqual(["shop-carousel", "shop-categories", "shop-fullwidth", "shop-sidebar", "shop-sidebar-without-banner"]);
    expect(shopLayoutOf(undefined)).toEqual(DEFAULT_SHOP_LAYOUT);
    expect(shopLayoutOf("shop-fullwidth")).toMatchObject({ filters: "top" });
    expect(shopLayoutOf("shop-sidebar")).toMatchObject({ filters: "sidebar", banner: true });
    expect(shopLayoutOf("shop-carousel")).toMatchObject({ carousel: true });
    expect(shopLayoutOf("shop-categories")).toMatchObject({ categories: true });
  });
  it("refuses unknown variants", () => {
    for (const s of ["", "shop", "toString", "__proto__", "SHOP-SIDEBAR"]) expect(shopLayoutOf(s)).toBeNull();
  });
});
