// The routes Strapi generates for a read-only (to the public) collection type: list, count and one row, all
// sharing the REST query machinery; writes answer 403 as they do for the public and authenticated roles.
import { Router, type RequestHandler } from "express";
import { findIdByKey, findIds, countRows, type CatalogCollection } from "../catalog/list-repo.js";
import type { Json } from "../catalog/catalog-json.js";
import type { Db } from "../db/open.js";
import { sendNotFound } from "../http/errors.js";
import { forbidden } from "../http/http-error.js";
import { parseQueryString } from "../query/parse-query-string.js";
import { parseRestQuery } from "../query/rest-query.js";

export interface CollectionRoute {
  /** URL path, e.g. `/product-categories`. */
  path: string;
  collection: CatalogCollection;
  /** Loads and populates rows, keeping the order of `ids`. */
  load: (db: Db, ids: readonly number[]) => Json[];
  /** Also accept a slug in `/path/:key` (the hosted backend does for products and sub-categories). */
  slugColumn: "slug" | "product_slug" | null;
}

const deny: RequestHandler = () => {
  throw forbidden();
};

export function collectionRouter(db: Db, route: CollectionRoute): Router {
  const router = Router();
  const { path, collection } = route;

  router.get(path, (req, res) => {
    const query = parseRestQuery(parseQueryString(req.originalUrl));
    res.json(route.load(db, findIds(db, collection, query)));
  });

  router.get(`${path}/count`, (req, res) => {
    const query = parseRestQuery(parseQueryString(req.originalUrl));
    res.json(countRows(db, collection, query));
  });

  router.get(`${path}/:key`, (req, res) => {
    const id = findIdByKey(db, collection, String(req.params.key), route.slugColumn);
    const row = id === undefined ? undefined : route.load(db, [id])[0];
    if (row === undefined) return sendNotFound(res);
    res.json(row);
  });

  router.post(path, deny);
  router.put(`${path}/:key`, deny);
  router.delete(`${path}/:key`, deny);
  return router;
}
