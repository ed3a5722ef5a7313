import { Router } from "express";
import { loadBrands } from "../catalog/brand-repo.js";
import { loadCategories } from "../catalog/category-repo.js";
import { loadProducts } from "../catalog/product-repo.js";
import { loadSubCategories } from "../catalog/sub-category-repo.js";
import type { Db } from "../db/open.js";
import { forbidden } from "../http/http-error.js";
import { collectionRouter } from "./collection-router.js";

/** The catalog collections the shop reads, each populated one level deep like Strapi's defaults. */
export function catalogRouters(db: Db): Router[] {
  return [
    collectionRouter(db, {
      path: "/products",
      collection: "products",
      load: (d, ids) => loadProducts(d, ids, "top-level"),
      slugColumn: "product_slug",
    }),
    collectionRouter(db, { path: "/brands", collection: "brands", load: loadBrands, slugColumn: null }),
    collectionRouter(db, {
      path: "/product-categories",
      collection: "product_categories",
      load: loadCategories,
      slugColumn: null,
    }),
    collectionRouter(db, {
      path: "/sub-categories",
      collection: "sub_categories",
      load: loadSubCategories,
      slugColumn: "slug",
    }),
    i18nPluginRouter(),
  ];
}

/** The i18n plugin's locale list is not open to the public role (sample i18n/34): clients cannot discover locales. */
function i18nPluginRouter(): Router {
  const router = Router();
  router.get("/i18n/locales", () => {
    throw forbidden();
  });
  return router;
}
