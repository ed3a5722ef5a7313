import type { ApolloClient } from "@apollo/client";
import { parseShopCookies } from "../../lib/shop-state/cookie-codec";
import { SavedProductsQuery } from "./compare-query";

/** Loader body for the wishlist and compare pages: the list's ids from the cookie, its products in one request. */
export async function loadSavedList(client: ApolloClient, cookieHeader: string | null, list: "wishlist" | "compare") {
  const ids = parseShopCookies(cookieHeader)[list].map((e) => e.id);
  if (ids.length) await client.query({ query: SavedProductsQuery, variables: { ids }, errorPolicy: "all" });
  return { ids };
}
