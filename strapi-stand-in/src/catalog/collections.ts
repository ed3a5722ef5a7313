// The field allowlists of the catalog's collections, mirroring the hosted Strapi content types. A field that is
// not listed here cannot be filtered or sorted on (Strapi answers 400 for it, and so does the stand-in).
import { scalars, type SchemaSpec } from "../query/collection-spec.js";

const timestamps = { created_at: "datetime", updated_at: "datetime" } as const;
/** Every catalog type is localized (Strapi's i18n plugin adds a `locale` field; see collection-spec.ts). */
const i18n = { locale: "string" } as const;
const noSearch = { text: [], numeric: [] };

export const CATALOG_SCHEMA: SchemaSpec = {
  products: {
    table: "products",
    scalars: scalars({
      id: "integer",
      title: "string",
      product_slug: "string",
      price: "float",
      sale_price: "float",
      is_active: "boolean",
      part_number: "string",
      description: "text",
      badge: "json",
      ...i18n,
      ...timestamps,
    }),
    relations: {
      brands: { kind: "join", table: "product_brands", ownerKey: "product_id", targetKey: "brand_id", target: "brands" },
      sub_categories: {
        kind: "join",
        table: "product_sub_categories",
        ownerKey: "product_id",
        targetKey: "sub_category_id",
        target: "sub_categories",
      },
      badges: { kind: "reverse-fk", column: "product_id", target: "product_badges" },
      image_1: { kind: "fk", column: "image_1", target: "upload_files" },
    },
    search: { text: ["title", "product_slug", "part_number", "description"], numeric: ["price", "sale_price"] },
    localized: true,
  },
  brands: {
    table: "brands",
    scalars: scalars({ id: "integer", name: "string", slug: "string", ...i18n, ...timestamps }),
    relations: {
      products: { kind: "join", table: "product_brands", ownerKey: "brand_id", targetKey: "product_id", target: "products" },
    },
    search: { text: ["name", "slug"], numeric: [] },
    localized: true,
  },
  product_categories: {
    table: "product_categories",
    scalars: scalars({ id: "integer", name: "string", slug: "string", ...i18n, ...timestamps }),
    relations: {
      sub_categories: { kind: "reverse-fk", column: "product_category", target: "sub_categories" },
    },
    search: { text: ["name", "slug"], numeric: [] },
    localized: true,
  },
  sub_categories: {
    table: "sub_categories",
    scalars: scalars({ id: "integer", name: "string", slug: "string", ...i18n, ...timestamps }),
    relations: {
      product_category: { kind: "fk", column: "product_category", target: "product_categories" },
      products: {
        kind: "join",
        table: "product_sub_categories",
        ownerKey: "sub_category_id",
        targetKey: "product_id",
        target: "products",
      },
    },
    search: { text: ["name", "slug"], numeric: [] },
    localized: true,
  },
  product_badges: {
    table: "components_product_badges",
    scalars: scalars({ id: "integer", value: "string" }),
    relations: {},
    search: noSearch,
  },
  upload_files: {
    table: "upload_files",
    scalars: scalars(
      {
        id: "integer",
        name: "string",
        alternativeText: "string",
        caption: "string",
        width: "integer",
        height: "integer",
        hash: "string",
        ext: "string",
        mime: "string",
        size: "float",
        url: "string",
        ...timestamps,
      },
      { alternativeText: "alternative_text" },
    ),
    relations: {},
    search: noSearch,
  },
};
