import type { QueryResolvers } from "../../__generated__/resolvers-types.js";
import { searchPage, searchSuggestions } from "./search-queries.js";

// Search's root fields. Listings (`products`, a brand's or category's `products`) are catalog's, which this
// index serves through catalog's port (catalog/indexed-listing.ts, `listingFrom` here).
export const Query: QueryResolvers = {
  search: (_, args, context) => searchPage(context.catalog, context.searchIndex(), args, context.locale),
  searchSuggestions: (_, args, context) => searchSuggestions(context.catalog, context.searchIndex(), args, context.locale),
};
