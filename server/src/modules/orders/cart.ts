import type { CatalogClient } from "../../backend/catalog-client.js";
import type { RestProduct } from "../../backend/rest-types.js";
import { effectiveSaleFils, toFils, productsForSale } from "../catalog/index.js";
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
  /** Sold, but not in the request's language: left out here, kept in the cart for the other language. */
  notInLanguageProductIds: string[];
  itemCount: number;
  totals: Totals;
}

/** What a shopper pays for one item now: the sale price when it is below the list price. */
export function unitPriceFils(product: RestProduct): number {
  const price = toFils(product.price) ?? 0;
  return effectiveSaleFils(price, toFils(product.sale_price)) ?? price;
}

export async function priceCart(catalog: CatalogClient, entries: readonly CartLine[]): Promise<PricedCart> {
  const found = await productsForSale(
    catalog,
    entries.map((e) => Number(e.id)),
  );
  const lines: PricedCartLine[] = [];
  const unavailableProductIds: string[] = [];
  const notInLanguageProductIds: string[] = [];
  entries.forEach((entry, i) => {
    const lookup = found[i]!;
    if ("refused" in lookup) {
      (lookup.refused === "WITHDRAWN" ? unavailableProductIds : notInLanguageProductIds).push(entry.id);
      return;
    }
    const unitFils = unitPriceFils(lookup.product);
    lines.push({ product: lookup.product, quantity: entry.quantity, unitFils, lineFils: unitFils * entry.quantity });
  });
  return {
    lines,
    unavailableProductIds,
    notInLanguageProductIds,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    totals: totalsFor(lines.map((l) => l.lineFils)),
  };
}
