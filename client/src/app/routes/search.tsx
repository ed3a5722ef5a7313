import { Link } from "react-router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { ApolloClient } from "@apollo/client";
import type { Route } from "./+types/search";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { cardImageLoading, ProductCard } from "../../components/product-card";
import { HydrateLater } from "../../components/shell/hydrate-later";
import { SearchPageQuery } from "../../features/search/search-query";
import { SearchFacets } from "../../features/search/search-facets";
import { hasFilters, readSearchFilters, toSearchFilter } from "../../features/search/search-params";
import { cleanKeyword } from "../../lib/search/clean-keyword";
import { PAGE_SIZE } from "../../features/listing/listing-params";
import { Pager } from "../../components/pager";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["search"] };

async function load(client: ApolloClient, url: URL) {
  const keyword = cleanKeyword(url.searchParams.get("keyword"));
  const cursor = (name: string) => (/^[A-Za-z0-9_-]{1,40}$/.test(url.searchParams.get(name) ?? "") ? url.searchParams.get(name) : null);
  const after = cursor("after");
  const filters = readSearchFilters(url.searchParams);
  if (!keyword) return { keyword, filters, variables: null, failed: false };
  // One direction at a time (the API refuses both); a hand-made URL with both goes forwards.
  const variables = { keyword, filter: toSearchFilter(filters), first: PAGE_SIZE, after, before: after ? null : cursor("before") };
  const { data } = await client.query({ query: SearchPageQuery, variables, errorPolicy: "all" });
  return { keyword, filters, variables, failed: !data?.search };
}

export const loader = ({ request, context }: Route.LoaderArgs) => load(context.apollo, new URL(request.url));
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => load(getBrowserClient(), new URL(request.url));

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  useRouteStrings("search");
  const { t } = useTranslation();
  const { keyword, filters, variables, failed } = loaderData;
  const { data } = useQuery(SearchPageQuery, { variables: variables!, skip: !variables, fetchPolicy: "cache-first", errorPolicy: "all" });
  const result = data?.search;
  return (
    <>
      <title>{keyword ? t("search.meta.title", { keyword }) : t("search.meta.titleEmpty")}</title>
      <meta name="robots" content="noindex" />
      <h1 className="listing__title">{keyword ? t("search.heading", { keyword }) : t("search.headingEmpty")}</h1>
      {!keyword ? (
        <p className="notice">{t("search.hint")}</p>
      ) : failed && !result ? (
        <div className="notice notice--error" role="alert">
          <h2>{t("search.failed.heading")}</h2>
          <p>{t("search.failed.text")}</p>
        </div>
      ) : result && result.totalCount === 0 && hasFilters(filters) ? (
        <div className="notice">
          <h2>{t("search.noMatch.filtered", { keyword })}</h2>
          <Link className="button" to={`/search?${new URLSearchParams({ keyword })}`}>
            {t("search.noMatch.clearFilters")}
          </Link>
        </div>
      ) : result && result.totalCount === 0 ? (
        <div className="notice">
          <h2>{t("search.noMatch.heading", { keyword })}</h2>
          {result.didYouMean?.keyword ? (
            <p className="did-you-mean">
              {t("search.didYouMean.before")}{" "}
              <Link to={`/search?${new URLSearchParams({ keyword: result.didYouMean.keyword })}`}>{result.didYouMean.keyword}</Link>
              {t("search.didYouMean.after")}
            </p>
          ) : null}
          {result.didYouMean && result.didYouMean.categories.length + result.didYouMean.subCategories.length > 0 ? (
            <p className="did-you-mean">
              {t("search.didYouMean.categories")}{" "}
              {[...result.didYouMean.categories, ...result.didYouMean.subCategories].map((c, i) => (
                <span key={c.slug}>
                  {i > 0 ? ", " : ""}
                  <Link to={`/category/${c.slug}`}>{c.name}</Link>
                </span>
              ))}
            </p>
          ) : null}
          <p>{t("search.noMatch.text")}</p>
          <Link className="button" to="/shop">
            {t("search.noMatch.browse")}
          </Link>
        </div>
      ) : result ? (
        <div className="listing">
          {result.facets ? <SearchFacets facets={result.facets} filters={filters} /> : <div />}
          <section className="listing__main">
            <p className="toolbar__count" role="status">
              {t("search.count", { count: result.totalCount })}
            </p>
            <HydrateLater>
              {/* The cards' titles are h3: this keeps the outline h1 > h2 > h3 for screen-reader heading lists. */}
              <h2 className="visually-hidden">{t("search.resultsHeading")}</h2>
              <div className="product-grid">
                {result.nodes.map((p, i) => (
                  <ProductCard key={p.id} product={p} {...cardImageLoading(i)} />
                ))}
              </div>
            </HydrateLater>
            <Pager pageInfo={result.pageInfo} />
          </section>
        </div>
      ) : null}
    </>
  );
}
