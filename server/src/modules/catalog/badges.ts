import type { RestProduct } from "../../backend/rest-types.js";

export type ProductBadgeValue = "HOT" | "NEW" | "SALE" | "OUT_OF_STOCK";

// Two backend fields carry badges: `badges` (hot/new/sale) and `badge` (sale/outStock flags). The API merges
// them into one ordered, de-duplicated list, and adds SALE whenever the price rule says the product is on sale.

const ORDER: ProductBadgeValue[] = ["SALE", "HOT", "NEW", "OUT_OF_STOCK"];

export function isOutOfStock(product: Pick<RestProduct, "badge">): boolean {
  return (product.badge ?? []).some((b) => b?.type === "outStock");
}

export function productBadges(product: Pick<RestProduct, "badges" | "badge">, onSale: boolean): ProductBadgeValue[] {
  const found = new Set<ProductBadgeValue>();
  for (const b of product.badges ?? []) {
    if (b?.value === "hot") found.add("HOT");
    else if (b?.value === "new") found.add("NEW");
  }
  if (onSale) found.add("SALE");
  if (isOutOfStock(product)) found.add("OUT_OF_STOCK");
  return ORDER.filter((b) => found.has(b));
}
