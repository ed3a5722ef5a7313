// Row shapes as better-sqlite3 returns them (booleans as 0/1, JSON as text).

export interface ProductRow {
  id: number;
  title: string;
  product_slug: string;
  price: number;
  sale_price: number | null;
  is_active: 0 | 1;
  part_number: string | null;
  description: string | null;
  badge: string | null;
  image_1: number | null;
  locale: string;
  localization_group: number;
  created_at: string;
  updated_at: string;
}

export interface BadgeRow {
  id: number;
  product_id: number;
  value: string;
}

/** An entry of a product's repeatable "specifications" component. */
export interface SpecificationRow {
  id: number;
  product_id: number;
  key: string;
  group: string;
  label: string;
  value: string;
  unit: string | null;
  numeric_value: number | null;
}

export interface NamedRow {
  id: number;
  name: string;
  slug: string;
  locale: string;
  localization_group: number;
  created_at: string;
  updated_at: string;
}

export type BrandRow = NamedRow;
export type CategoryRow = NamedRow;

export interface SubCategoryRow extends NamedRow {
  product_category: number | null;
}

export interface UploadFileRow {
  id: number;
  name: string;
  alternative_text: string | null;
  caption: string | null;
  width: number | null;
  height: number | null;
  formats: string | null;
  hash: string;
  ext: string | null;
  mime: string;
  size: number;
  url: string;
  preview_url: string | null;
  provider: string;
  provider_metadata: string | null;
  created_at: string;
  updated_at: string;
}
