/**
 * English, the default locale and the reference for every other (../ar/ has the same shape). Every user-facing
 * string of the storefront lives under locales/en/, one file per area (so parallel work on different screens does
 * not collide), under a top-level key per area: t("layout.footer.address").
 * Interpolation uses i18next's {{name}} syntax; plurals use the _one/_other suffixes.
 *
 * Two kinds of area, to keep the JavaScript every page loads small:
 * - shell areas (below) are bundled with the app and available everywhere (header, panels, cards, notices);
 * - route areas (RouteAreas' types) are named in their route module's `handle` and loaded per locale when the
 *   route renders (../../route-strings.ts), so the about page's text is not in the home page's bundle.
 */
import { common } from "./common";
import { layout } from "./layout";
import { account } from "./account";
import type { product } from "./product";
import type { listing } from "./listing";
import type { home } from "./home";
import type { pages } from "./pages";
import type { checkout } from "./checkout";
import type { orders } from "./orders";
import type { quoteRequest } from "./quoteRequest";
import type { quotes } from "./quotes";
import { catalog } from "./catalog";
import type { cart } from "./cart";
import type { compare } from "./compare";
import type { wishlist } from "./wishlist";
import type { search } from "./search";
import { components } from "./components";

export const shellStrings = {
  common,
  layout,
  account,
  catalog,
  components,
} as const;

/** Areas a route brings with it: `useRouteStrings("pages")` in the route module. */
export interface RouteAreas {
  cart: typeof cart;
  compare: typeof compare;
  wishlist: typeof wishlist;
  search: typeof search;
  product: typeof product;
  listing: typeof listing;
  home: typeof home;
  pages: typeof pages;
  checkout: typeof checkout;
  orders: typeof orders;
  quoteRequest: typeof quoteRequest;
  quotes: typeof quotes;
}

/** Every English string: the type translation keys are checked against. */
export type EnStrings = typeof shellStrings & RouteAreas;
