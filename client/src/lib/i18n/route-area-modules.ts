/**
 * Every locale's route-area string modules, one chunk each, for route-strings.ts to load in the browser. A module
 * of its own, itself loaded on demand, so the map stays out of the JavaScript every page loads before hydrating.
 * (The server renders with every area already: shell-strings.server.ts.)
 */
export const AREA_MODULES: Record<string, () => Promise<Record<string, unknown>>> = import.meta.env.SSR
  ? {}
  : import.meta.glob<Record<string, unknown>>("./locales/*/{cart,compare,wishlist,search,product,listing,home,pages,checkout,orders,quoteRequest,quotes}.ts");
