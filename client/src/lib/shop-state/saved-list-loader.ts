import type { ApolloClient, TypedDocumentNode } from "@apollo/client";
import { parseShopCookies } from "@proav/shop-rules";

/**
 * A query for a saved list's products by id, in the ids' order (null = vanished, inactive or not sold in this
 * language), with the ids gone in every language.
 */
export type SavedProductsDocument<P> = TypedDocumentNode<{ productsByIds: (P | null)[]; withdrawnProductIds: string[] }, { ids: string[] }>;

/** Loader body for the wishlist and compare pages: the list's ids from the cookie, its products in one request. */
export async function loadSavedList<P>(client: ApolloClient, cookieHeader: string | null, list: "wishlist" | "compare", query: SavedProductsDocument<P>) {
  const ids = parseShopCookies(cookieHeader)[list].map((e) => e.id);
  if (ids.length) await client.query({ query, variables: { ids }, errorPolicy: "all" });
  return { ids };
}
