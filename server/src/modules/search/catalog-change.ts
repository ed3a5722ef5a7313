import type { RestProduct } from "../../backend/rest-types.js";

// A catalogue change as a Strapi v3 webhook announces it, reduced to what the
// gateway does about it. Pure.

export type CatalogChange =
  /** A product was created, updated or deleted: `product` is the entry as sent, null when deleted. */
  | { kind: "product"; id: number; product: RestProduct | null }
  /** A brand, category or sub-category changed: names and trees are in every product, so re-read everything. */
  | { kind: "taxonomy"; model: string };

const TAXONOMY_MODELS = new Set(["brand", "product-category", "sub-category"]);

/** The change a webhook body announces; null for models the shop does not show; "invalid" for a malformed body. */
export function changeFromWebhook(body: unknown): CatalogChange | null | "invalid" {
  if (!body || typeof body !== "object") return "invalid";
  const { event, model, entry } = body as { event?: unknown; model?: unknown; entry?: unknown };
  if (typeof event !== "string" || typeof model !== "string" || !/^entry\.\w+$/.test(event)) return "invalid";
  if (TAXONOMY_MODELS.has(model)) return { kind: "taxonomy", model };
  if (model !== "product") return null;
  if (!entry || typeof entry !== "object") return "invalid";
  const product = entry as Partial<RestProduct>;
  if (!Number.isSafeInteger(product.id) || (product.id as number) <= 0) return "invalid";
  const id = product.id as number;
  if (event === "entry.delete" || event === "entry.unpublish") return { kind: "product", id, product: null };
  if (typeof product.title !== "string" || typeof product.product_slug !== "string") return "invalid";
  return { kind: "product", id, product: product as RestProduct };
}
