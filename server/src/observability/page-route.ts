import { unlocalizedPath } from "@proav/shop-rules";

// A storefront request's route pattern, the label of its page metrics: `/product/:slug`, never the URL itself
// (every product, query string and typo would be a time series of its own). The patterns are the storefront's
// routes (client/src/app/routes.ts, read by page-route.test.ts to keep this list the same); the gateway cannot
// import them at run time (they live in the client's build). Arabic pages (`/ar/...`) share their English
// route's label; a React Router data request (`/shop.data`, `/_root.data` for the home page) is type "data".

export const PAGE_ROUTES: readonly string[] = [
  "/",
  "/product/:slug",
  "/shop",
  "/category/:slug",
  "/account/shopping-cart",
  "/search",
  "/account/wishlist",
  "/account/compare",
  "/home/:variant",
  "/shop/:layout",
  "/product/:layout/:slug",
  "/account/recent-viewed-product",
  "/page/about-us",
  "/page/contact-us",
  "/page/faqs",
  "/page/page-404",
  "/quote-request",
  "/quotes/track",
  "/account",
  "/account/orders",
  "/account/login",
  "/account/reset-password",
  "/account/logout",
  "/account/checkout",
  "/account/checkout/confirmation",
  "/account/user-information",
  "/account/addresses",
  "/account/invoices",
  "/account/invoices/:number",
  "/account/order-tracking",
  "/account/quotes",
  "/account/quotes/:number",
  "/cart-actions",
  "*",
];

const split = (path: string) => path.split("/").filter(Boolean);
const COMPILED = PAGE_ROUTES.filter((p) => p !== "*").map((pattern) => ({ pattern, segments: split(pattern) }));

/** React Router's preference, simplified: the most static segments wins; `*` (the 404 page) matches the rest. */
function match(path: string): string {
  const segments = split(path);
  let best = "*";
  let bestScore = -1;
  for (const { pattern, segments: parts } of COMPILED) {
    if (parts.length !== segments.length) continue;
    let score = 0;
    let fits = true;
    for (let i = 0; i < parts.length && fits; i++) {
      if (parts[i]!.startsWith(":")) score += 1;
      else if (parts[i] === segments[i]) score += 2;
      else fits = false;
    }
    if (fits && score > bestScore) {
      best = pattern;
      bestScore = score;
    }
  }
  return best;
}

export function pageRoute(path: string): { route: string; type: "document" | "data" } {
  const data = path.endsWith(".data");
  let bare = unlocalizedPath(data ? path.slice(0, -".data".length) || "/" : path);
  if (bare === "/_root" || bare === "") bare = "/";
  return { route: match(bare.length > 1 ? bare.replace(/\/+$/, "") : bare), type: data ? "data" : "document" };
}
