import type { CartLine } from "@proav/shop-rules";

// The sub-total is the sum of quantity x the price shown (the sale price when on sale), with
// two decimals. Summed in integer fils from the API's decimal strings, never as floats.

export interface PricedProduct {
  id: string;
  inStock: boolean;
  currentPrice: { amount: string };
}

export function amountToFils(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export function filsToAmount(fils: number): string {
  return `${Math.trunc(fils / 100)}.${String(fils % 100).padStart(2, "0")}`;
}

export interface PricedLine<P extends PricedProduct> {
  product: P;
  quantity: number;
  lineTotal: string;
}

/** Joins cart lines with their products; lines whose product vanished or became inactive are reported apart. */
export function priceCart<P extends PricedProduct>(cart: CartLine[], products: readonly (P | null)[], ids: readonly string[]) {
  const byId = new Map<string, P>();
  ids.forEach((id, i) => {
    const p = products[i];
    if (p) byId.set(id, p);
  });
  const lines: PricedLine<P>[] = [];
  const missing: string[] = [];
  let subtotal = 0;
  for (const line of cart) {
    const product = byId.get(line.id);
    if (!product) {
      missing.push(line.id);
      continue;
    }
    const total = amountToFils(product.currentPrice.amount) * line.quantity;
    subtotal += total;
    lines.push({ product, quantity: line.quantity, lineTotal: filsToAmount(total) });
  }
  return { lines, missing, subtotal: filsToAmount(subtotal), itemCount: lines.reduce((n, l) => n + l.quantity, 0) };
}
