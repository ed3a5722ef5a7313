import type { ShopLocale } from "@proav/shop-rules";
import type { ProductFilter, ProductSort } from "../../__generated__/resolvers-types.js";
import type { ConnectionArgs } from "../../paging/cursor.js";
import type { ProductPage } from "./product-page.js";

// Catalog owns listing: `products` and a brand's, category's or sub-category's `products` all page through
// `productPage` (product-queries.ts), which reads the backend. Search's in-memory index answers the same listing
// faster; it plugs in here instead of being imported, because search is built on catalog's rules (price, stock,
// visibility, filters, languages) and an import back from catalog would make the two modules a loop. The app
// hands the index's listing to catalog per request (`GatewayContext.indexedListing`).

export type ListingArgs = ConnectionArgs & { filter?: ProductFilter | null; sort?: ProductSort | null };

/** A listing answered from memory; `hidden` are the products that do not exist in the request's language. */
export type IndexedListing = (args: ListingArgs, hidden: ReadonlySet<number>, locale: ShopLocale) => Promise<ProductPage>;
