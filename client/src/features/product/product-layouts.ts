// The menu data set's product layouts and product types: /product/{layout}/{id}. Every one of
// them shows the same product; the layout only changes the arrangement. The types (on-sale, out-of-stock, ...)
// were demo pages of the template: they show the product in the standard layout, never fake its state.

export type ProductLayout = "default" | "extended" | "full-content" | "boxed" | "sidebar";

const VARIANTS: Record<string, ProductLayout> = {
  extended: "extended",
  "full-content": "full-content",
  boxed: "boxed",
  sidebar: "sidebar",
  "image-swatches": "default",
  countdown: "default",
  affiliate: "default",
  "on-sale": "default",
  groupped: "default",
  "out-of-stock": "default",
};

export const PRODUCT_VARIANTS = Object.keys(VARIANTS);

/** The layout of a URL segment; `undefined` segment is the plain /product/{slug}; unknown is null (404). */
export function productLayoutOf(segment: string | undefined): ProductLayout | null {
  if (segment === undefined) return "default";
  return Object.hasOwn(VARIANTS, segment) ? VARIANTS[segment]! : null;
}
