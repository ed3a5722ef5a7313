// The catalog module's one public entry: what other modules and the app may use. Nothing outside
// modules/catalog/ imports a file of it directly (`npm run lint`, eslint.config.js).
//
// Catalog is the lowest domain module: products as records and the rules about one product (price, stock,
// visibility, the request's language, filters). Search, orders and shop build on it; it imports none of them.
// It owns listing too (`productPage`): search's index serves listings through catalog's port
// (indexed-listing.ts), wired in by the app, so catalog never imports search. docs/architecture.md has the map.

// GraphQL resolvers, merged in graphql/resolvers.ts.
export { Query } from "./catalog.api.resolvers.js";
export { Product } from "./product.resolvers.js";
export { Brand } from "./brand.resolvers.js";
export { ProductCategory } from "./product-category.resolvers.js";
export { SubCategory } from "./sub-category.resolvers.js";
export { ProductConnection } from "./product-connection.resolvers.js";
export { Money } from "./money.resolvers.js";

// Codegen's mappers (codegen.ts) and the listing port search implements.
export type { ProductPage, ProductEdgeModel } from "./product-page.js";
export type { IndexedListing, ListingArgs } from "./indexed-listing.js";
export type { PageArgs } from "./product-queries.js";

// Rules about a product, for search's index, carts and orders.
export { money, toFils, filsToDecimal, effectiveSaleFils } from "./pricing.js";
export { isOutOfStock } from "./badges.js";
export { ACTIVE_FILTER, isVisible, visibleOnly } from "./visibility.js";
export { cleanText, isSlug, priceBounds } from "./product-filter.js";
export { hiddenInLocale } from "./locale-overlay.js";
export { findProduct, productsForSale, productsOnSale } from "./product-queries.js";
