// The menu data set's shop variants: /shop/{layout} shows the same listing as /shop (same
// filters, sort and paging in the URL) arranged differently. Their canonical URL is /shop.

export interface ShopLayout {
  /** Filters beside the products, or folded above them (full width grid). */
  filters: "sidebar" | "top";
  /** A promotional banner above the products. */
  banner: boolean;
  /** Tiles of the real categories above the products. */
  categories: boolean;
  /** A scrolling row of on-sale products above the listing. */
  carousel: boolean;
}

export const DEFAULT_SHOP_LAYOUT: ShopLayout = { filters: "sidebar", banner: false, categories: false, carousel: false };

const VARIANTS: Record<string, ShopLayout> = {
  "shop-fullwidth": { ...DEFAULT_SHOP_LAYOUT, filters: "top" },
  "shop-categories": { ...DEFAULT_SHOP_LAYOUT, categories: true },
  "shop-sidebar": { ...DEFAULT_SHOP_LAYOUT, banner: true },
  "shop-sidebar-without-banner": DEFAULT_SHOP_LAYOUT,
  "shop-carousel": { ...DEFAULT_SHOP_LAYOUT, carousel: true },
};

export const SHOP_VARIANTS = Object.keys(VARIANTS);

/** The layout of a /shop/{segment} URL; no segment is the plain /shop; unknown is null (404). */
export function shopLayoutOf(segment: string | undefined): ShopLayout | null {
  if (segment === undefined) return DEFAULT_SHOP_LAYOUT;
  return Object.hasOwn(VARIANTS, segment) ? VARIANTS[segment]! : null;
}
