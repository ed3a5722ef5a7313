import { Router, type Request } from "express";
import type { Logger } from "pino";
import type { ExecuteOperation } from "../ssr/storefront.js";
import { mergeLanguages, robotsTxt, sitemapXml, sitemapEntries } from "../modules/seo/index.js";
import { SHOP_LOCALES } from "@proav/shop-rules";

/** How long one built sitemap is served: catalogue changes show within this, like the product caches. */
export const SITEMAP_TTL_MS = 60_000;

/**
 * /sitemap.xml (every active product, every category and sub-category, the static pages, in English and under /ar
 * in Arabic, each with its other language as an alternate) and /robots.txt, with absolute URLs from PUBLIC_ORIGIN. The sitemap is built through the gateway's in-process GraphQL execution, kept
 * for a minute, and built once however many crawlers ask at the same moment. When the backend fails, the last
 * good sitemap is served; without one, 503 with Retry-After (a crawler retries, and never sees a partial list).
 */
export function seoRoutes(deps: { execute: ExecuteOperation; publicOrigin: string; logger: Logger; onPurge?: (purge: () => void) => void }): Router {
  const router = Router();
  let cached: { xml: string; at: number } | undefined;
  // A catalogue change makes the next request rebuild it; the old one stays the fallback if the backend fails.
  deps.onPurge?.(() => {
    if (cached) cached.at = 0;
  });
  let building: Promise<string> | undefined;

  const build = (req: Request) =>
    (building ??= Promise.all(
      // Read once per language, so a page hidden in Arabic (an inactive Arabic row) is left out of the Arabic list.
      SHOP_LOCALES.map(async (locale) => [locale, await sitemapEntries((query, variables) => deps.execute({ query, variables }, req, locale))] as const),
    )
      .then((byLocale) => {
        const xml = sitemapXml(deps.publicOrigin, mergeLanguages(Object.fromEntries(byLocale)));
        cached = { xml, at: Date.now() };
        return xml;
      })
      .finally(() => {
        building = undefined;
      }));

  router.get("/sitemap.xml", async (req, res) => {
    res.type("application/xml; charset=utf-8");
    if (cached && Date.now() - cached.at < SITEMAP_TTL_MS) {
      return void res.set("Cache-Control", "public, max-age=60").send(cached.xml);
    }
    try {
      res.set("Cache-Control", "public, max-age=60").send(await build(req));
    } catch (error) {
      deps.logger.warn({ err: error }, "sitemap build failed");
      if (cached) return void res.set("Cache-Control", "no-cache").send(cached.xml);
      res.status(503).set({ "Retry-After": "60", "Cache-Control": "no-store" }).type("text/plain").send("Sitemap temporarily unavailable");
    }
  });

  router.get("/robots.txt", (_req, res) => {
    res.type("text/plain; charset=utf-8").set("Cache-Control", "public, max-age=3600").send(robotsTxt(deps.publicOrigin));
  });
  return router;
}
