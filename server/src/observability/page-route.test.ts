import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { PAGE_ROUTES, pageRoute } from "./page-route.js";

describe("page route patterns", () => {
  it("are the storefront's routes (client/src/app/routes.ts), no more and no fewer", () => {
    const source = readFileSync(new URL("../../../client/src/app/routes.ts", import.meta.url), "utf8");
    const paths = [...source.matchAll(/\broute\(\s*"([^"]*)"/g)].map((m) => (m[1] === "*" ? "*" : `/${m[1]}`));
    if (/\bindex\(/.test(source)) paths.push("/");
    expect([...PAGE_ROUTES].sort()).toEqual([...new Set(paths)].sort());
  });

  it.each([
    ["/", "/", "document"],
    ["/product/dell-u2723qe", "/product/:slug", "document"],
    ["/product/grid/dell-u2723qe", "/product/:layout/:slug", "document"],
    ["/shop", "/shop", "document"],
    ["/shop/", "/shop", "document"],
    ["/shop/grid-4", "/shop/:layout", "document"],
    ["/ar/shop", "/shop", "document"],
    ["/ar", "/", "document"],
    ["/account/invoices/INV-000123", "/account/invoices/:number", "document"],
    ["/account/checkout/confirmation", "/account/checkout/confirmation", "document"],
    ["/page/faqs", "/page/faqs", "document"],
    ["/page/unknown", "*", "document"],
    ["/wp-admin/setup.php/x/y", "*", "document"],
    ["/shop.data", "/shop", "data"],
    ["/_root.data", "/", "data"],
    ["/ar.data", "/", "data"],
    ["/ar/category/monitors.data", "/category/:slug", "data"],
  ])("%s is %s (%s)", (path, route, type) => {
    expect(pageRoute(path)).toEqual({ route, type });
  });
});
