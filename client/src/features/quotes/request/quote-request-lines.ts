import { QUOTE_LIMITS } from "@proav/shop-rules";

// The request's lines as the form carries them: a product id and the quantity as typed (text, so a quantity the
// shopper must correct comes back exactly as typed). The page starts them from its URL (the product page's GET
// form, or the cart); from then on the posted form is the truth (a line removed, a quantity changed).

export interface QuoteLineDraft {
  productId: string;
  quantity: string;
}

/** A line to correct: its quantity, or a product the gateway no longer sells (or refused otherwise). */
export type QuoteLineProblem = "quantity" | "unavailable" | "other";

/** How the request was started (what the empty state links back to). */
export type QuoteRequestSource = "cart" | "product" | "none";

const PRODUCT_ID = /^\d{1,12}$/;

/** A quantity as typed, as a number of 1 to QUOTE_LIMITS.quantity, or null. */
export function quantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= QUOTE_LIMITS.quantity ? n : null;
}

/** A quantity from a URL or the cart: anything unreadable is 1, anything above the limit the limit. */
function startingQuantity(value: unknown): string {
  const n = typeof value === "number" ? value : Number(typeof value === "string" ? value.trim() : NaN);
  if (!Number.isFinite(n) || n < 1) return "1";
  return String(Math.min(QUOTE_LIMITS.quantity, Math.floor(n)));
}

/** Where the lines come from: `?from=cart` (the cart cookie's lines), or `?product=<id>&quantity=<n>`. */
export function startingLines(
  search: URLSearchParams,
  cart: readonly { id: string; quantity: number }[],
): { source: QuoteRequestSource; lines: QuoteLineDraft[] } {
  if (search.get("from") === "cart") {
    return { source: "cart", lines: distinct(cart.map((l) => ({ productId: l.id, quantity: startingQuantity(l.quantity) }))) };
  }
  const product = search.get("product");
  if (product !== null) {
    const lines = PRODUCT_ID.test(product) ? [{ productId: product, quantity: startingQuantity(search.get("quantity")) }] : [];
    return { source: "product", lines };
  }
  return { source: "none", lines: [] };
}

/** The lines a form posted (`productId` and `quantity` fields, pairwise), less a line the shopper removed. */
export function readPostedLines(form: { getAll(name: string): unknown[] }, removed?: string | null): QuoteLineDraft[] {
  const ids = form.getAll("productId");
  const quantities = form.getAll("quantity");
  const lines: QuoteLineDraft[] = [];
  ids.forEach((id, i) => {
    const quantity = quantities[i];
    if (typeof id !== "string" || !PRODUCT_ID.test(id) || id === removed) return;
    lines.push({ productId: id, quantity: typeof quantity === "string" ? quantity.slice(0, 10) : "" });
  });
  return distinct(lines);
}

/** Each product once, at most QUOTE_LIMITS.lines lines (the request's own limits). */
function distinct(lines: QuoteLineDraft[]): QuoteLineDraft[] {
  const seen = new Set<string>();
  return lines.filter((l) => !seen.has(l.productId) && seen.add(l.productId)).slice(0, QUOTE_LIMITS.lines);
}

/** The lines' problems by product id: a quantity that is not a whole number from 1 to 999. */
export function lineProblems(lines: readonly QuoteLineDraft[]): Record<string, QuoteLineProblem> {
  const problems: Record<string, QuoteLineProblem> = {};
  for (const line of lines) if (quantityOf(line.quantity) === null) problems[line.productId] = "quantity";
  return problems;
}

/** The lines as RequestQuoteInput wants them (only once lineProblems found none). */
export function lineInputs(lines: readonly QuoteLineDraft[]): { productId: string; quantity: number }[] {
  return lines.map((l) => ({ productId: l.productId, quantity: quantityOf(l.quantity) ?? 0 }));
}
