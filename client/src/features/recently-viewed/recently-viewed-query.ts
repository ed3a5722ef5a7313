import type { ApolloClient } from "@apollo/client";
import { graphql } from "../../__generated__/gql";
import { parseRecentlyViewed } from "./recently-viewed-cookie";

// All recently viewed products in one productsByIds request (null = vanished or inactive, silently skipped).
export const RecentlyViewedQuery = graphql(`
  query RecentlyViewedProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) { ...ProductCard_product }
  }
`);

/** Loader body: the ids from the cookie (server: the request's header; browser: document.cookie), then the products. */
export async function loadRecentlyViewed(client: ApolloClient, cookieHeader: string | null) {
  const ids = parseRecentlyViewed(cookieHeader).map((e) => e.id);
  let failed = false;
  if (ids.length) {
    const { data } = await client.query({ query: RecentlyViewedQuery, variables: { ids }, errorPolicy: "all" });
    failed = !data?.productsByIds;
  }
  return { ids, failed };
}
