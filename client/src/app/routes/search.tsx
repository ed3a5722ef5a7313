import { Link } from "react-router";
import { useQuery } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import type { Route } from "./+types/search";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { ProductCard } from "../../features/catalog/product-card";
import { SearchPageQuery } from "../../features/search/search-query";
import { cleanKeyword } from "../../lib/search/clean-keyword";
import { PAGE_SIZE } from "../../features/listing/listing-params";
import { Pager } from "../../components/pager";

async function load(client: ApolloClient, url: URL) {
  const keyword = cleanKeyword(url.searchParams.get("keyword"));
  const after = /^[A-Za-z0-9_-]{1,40}$/.test(url.searchParams.get("after") ?? "") ? url.searchParams.get("after") : null;
  if (!keyword) return { keyword, variables: null, failed: false };
  const variables = { keyword, first: PAGE_SIZE, after };
  const { data } = await client.query({ query: SearchPageQuery, variables, errorPolicy: "all" });
  return { keyword, variables, failed: !data?.search };
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(context.apollo, new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(getBrowserClient(), new URL(request.url));

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { keyword, variables, failed } = loaderData;
  const { data } = useQuery(SearchPageQuery, { variables: variables!, skip: !variables, fetchPolicy: "cache-first", errorPolicy: "all" });
  const result = data?.search;
  return (
    <>
      <title>{keyword ? `Search: ${keyword} | ProAV Shop UAE` : "Search | ProAV Shop UAE"}</title>
      <meta name="robots" content="noindex" />
      <h1 className="listing__title">{keyword ? `Results for “${keyword}”` : "Search the catalogue"}</h1>
      {!keyword ? (
        <p className="notice">Type a product name, a part number or a word from the description in the search box above.</p>
      ) : failed && !result ? (
        <div className="notice notice--error" role="alert">
          <h2>Search is taking a break</h2>
          <p>We couldn't search just now. Please try again in a moment.</p>
        </div>
      ) : result && result.totalCount === 0 ? (
        <div className="notice">
          <h2>No products match “{keyword}”</h2>
          <p>Check the spelling, try fewer words or a part number, or browse the categories.</p>
          <Link className="button" to="/shop">
            Browse all products
          </Link>
        </div>
      ) : result ? (
        <>
          <p className="toolbar__count" role="status">
            {result.totalCount === 1 ? "1 product" : `${result.totalCount} products`}
          </p>
          <div className="product-grid">
            {result.nodes.map((p, i) => (
              <ProductCard key={p.id} product={p} eager={i < 4} />
            ))}
          </div>
          <Pager after={variables?.after} nextCursor={result.pageInfo.hasNextPage ? result.pageInfo.endCursor : null} />
        </>
      ) : null}
    </>
  );
}
