// The search module's one public entry: what other modules and the app may use. Nothing outside
// modules/search/ imports a file of it directly (`npm run lint`, eslint.config.js).
//
// Search sits above catalog: its in-memory index holds products with catalog's rules applied (price paid,
// stock, visibility, languages), so it imports catalog and catalog never imports it. It owns `search` and
// `searchSuggestions`; listings are catalog's, which this index serves through catalog's port (`listingFrom`).

export { Query } from "./search.api.resolvers.js";
export type { ProductIndex } from "./product-index.js";
export { listingFrom } from "./listing-queries.js";

// The live index and what keeps it fresh (app.ts, http/webhooks.routes.ts, http/health.routes.ts).
export { SearchCatalog } from "./search-catalog.js";
export { SearchWorker } from "./search-worker.js";
export { CatalogEvents, type CatalogFreshness } from "./catalog-events.js";
export { changeFromWebhook } from "./catalog-change.js";

// The search budget's client addresses, shared with the render gate (ssr/render-gate.ts).
export { asSearchClient } from "./search-budget.js";
