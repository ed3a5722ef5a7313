// Shapes the Strapi v3 backend answers with (see ../shared/STRAPI_V3.md and strapi-v3-samples/). These are the
// parent types of the GraphQL resolvers (codegen mappers): snake_case as received, renamed in field resolvers.

export interface RestMediaFormat {
  name?: string;
  hash?: string;
  ext?: string;
  mime?: string;
  width: number;
  height: number;
  size?: number;
  path?: string | null;
  /** Often relative (`/uploads/...`): made absolute by the gateway. */
  url: string;
}

export interface RestMedia {
  id: number;
  name?: string;
  alternativeText?: string | null;
  caption?: string | null;
  width: number | null;
  height: number | null;
  formats: Partial<Record<"thumbnail" | "small" | "medium" | "large", RestMediaFormat>> | null;
  url: string;
  mime?: string;
}

export interface RestBrand {
  id: number;
  name: string;
  slug: string;
  /** Populated one level deep on `/brands`; never relied upon (it is the whole catalogue). */
  products?: unknown[];
}

export interface RestSubCategory {
  id: number;
  name: string;
  slug: string;
  /** The parent category: an id when populated from a product or category, an object from `/sub-categories`. */
  product_category?: number | RestProductCategory | null;
  products?: RestProduct[];
}

export interface RestProductCategory {
  id: number;
  name: string;
  slug: string;
  sub_categories?: RestSubCategory[];
}

export interface RestBadge {
  id: number;
  value: "hot" | "new" | "sale" | string;
}

export interface RestBadgeFlag {
  type: "sale" | "outStock" | string;
  value: string;
}

export interface RestProduct {
  id: number;
  title: string;
  product_slug: string;
  /** JSON number in AED, up to two decimals. */
  price: number | null;
  sale_price: number | null;
  is_active: boolean | null;
  part_number: string | null;
  description: string | null;
  image_1: RestMedia | null;
  brands?: RestBrand[];
  badges?: RestBadge[] | null;
  badge?: RestBadgeFlag[] | null;
  sub_categories?: RestSubCategory[];
  created_at: string;
  updated_at?: string;
}
