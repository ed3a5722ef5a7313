import type { CatalogClient } from "../../backend/catalog-client.js";
import type { RestProduct } from "../../backend/rest-types.js";
import { effectiveSaleFils, toFils } from "../catalog/pricing.js";
import { isVisible } from "../catalog/visibility.js";
import type { CartLine } from "@proav/shop-rules";
import { totalsFor, type Totals } from "./totals.js";

// A cart priced with the catalogue's current data: one batched product look-up for all lines.

export interface PricedCartLine {
  product: RestProduct;
  quantity: number;
  unitFils: number;
  lineFils: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  unavailableProductIds: string[];
  itemCount: number;
  totals: Totals;
}

/** What a shopper pays for one item now: the sale price when it is below the list price. */
export function unitPriceFils(product: RestProduct): number {
  const price = toFils(product.price) ?? 0;
  return effectiveSaleFils(price, toFils(product.sale_price)) ?? price;
}

export async function priceCart(catalog: CatalogClient, entries: readonly CartLine[]): Promise<PricedCart> {
  const products = await Promise.all(entries.map((e) => catalog.product(Number(e.id))));
  const lines: PricedCartLine[] = [];
  const unavailableProductIds: string[] = [];
  entries.forEach((entry, i) => {
    const product = products[i];
    if (!isVisible(product)) {
      unavailableProductIds.push(entry.id);
      return;
    }
    const unitFils = unitPriceFils(product);
    lines.push({ product, quantity: entry.quantity, unitFils, lineFils: unitFils * entry.quantity });
  });
  return {
    lines,
    unavailableProductIds,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    totals: totalsFor(lines.map((l) => l.lineFils)),
  };
}
