import { data, Link, useLocation, useNavigate } from "react-router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { ApolloClient } from "@apollo/client";
import type { Route } from "./+types/listing";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { PageSeo } from "../../lib/seo/page-seo";
import { ProductCard } from "../../components/product-card";
import { HydrateLater } from "../../components/shell/hydrate-later";
import { ListingFilters } from "../../features/listing/listing-filters";
import { ListingToolbar } from "../../features/listing/listing-toolbar";
import { PAGE_SIZE, readListingParams, toFilter, toSort } from "../../features/listing/listing-params";
import { Pager } from "../../components/pager";
import { ListingProductsQueryDoc, ListingTaxonomyQueryDoc, resolveScope, scopeFilter } from "../../features/listing/listing-queries";
import { shopLayoutOf } from "../../features/listing/shop-layouts";
import { ShopBanner } from "../../features/listing/shop-banner";
import { CategoryTiles } from "../../features/home/category-tiles";
import { DealsRow } from "../../features/home/deals-row";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["listing"] };

const DEALS = { filter: { onSale: true }, sort: "NEWEST" as const, first: 12, after: null, before: null };

// /shop, /shop/{layout} and /category/{slug}: one listing, its filters and sort in the URL. The shop layouts only
// rearrange it (and the carousel adds a row of deals).
async function load(client: ApolloClient, params: { slug?: string; layout?: string }, url: URL) {
  const layout = params.slug ? shopLayoutOf(undefined) : shopLayoutOf(params.layout);
  if (!layout) throw data({ message: "Page not found" }, { status: 404 });
  const { slug } = params;
  const { data: taxonomy } = await client.query({ query: ListingTaxonomyQueryDoc, errorPolicy: "all" });
  const scope = taxonomy?.categories ? resolveScope(slug, taxonomy.categories) : slug ? null : { kind: "shop" as const };
  if (!scope) {
    if (!taxonomy?.categories) throw data({ message: "Catalogue unavailable" }, { status: 503 });
    throw data({ message: "Category not found" }, { status: 404 });
  }
  const listingParams = readListingParams(url.searchParams);
  const variables = {
    filter: toFilter(listingParams, scopeFilter(scope)),
    sort: toSort(listingParams),
    first: PAGE_SIZE,
    after: listingParams.after,
    before: listingParams.before,
  };
  const [{ data: result }] = await Promise.all([
    client.query({ query: ListingProductsQueryDoc, variables, errorPolicy: "all" }),
    layout.carousel ? client.query({ query: ListingProductsQueryDoc, variables: DEALS, errorPolicy: "all" }) : null,
  ]);
  return { scope, params: listingParams, variables, layout, variant: params.layout ?? null, failed: !result?.products };
}

export function loader({ params, context, request }: Route.LoaderArgs) {
  return load(context.apollo, params, new URL(request.url));
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return load(getBrowserClient(), params, new URL(request.url));
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  useRouteStrings("listing");
  const { t } = useTranslation();
  const { scope, params, variables, failed, layout, variant } = loaderData;
  const { data: taxonomy } = useQuery(ListingTaxonomyQueryDoc, { fetchPolicy: "cache-first" });
  const { data: result } = useQuery(ListingProductsQueryDoc, { variables, fetchPolicy: "cache-first", errorPolicy: "all" });
  const { data: deals } = useQuery(ListingProductsQueryDoc, { variables: DEALS, skip: !layout.carousel, fetchPolicy: "cache-first", errorPolicy: "all" });
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const products = result?.products?.nodes ?? [];
  const total = result?.products?.totalCount ?? null;
  const filtered = Boolean(params.brand || params.min || params.max || params.sale || params.specifications.length > 0);
  const title = scope.kind === "shop" ? t("listing.shopTitle") : scope.title;
  // Layout variants of /shop show the same products as /shop: that is their canonical URL. Paging stays in it.
  const canonicalPath = `${variant ? "/shop" : pathname}${params.after ? `?after=${params.after}` : params.before ? `?before=${params.before}` : ""}`;
  const image = products[0]?.image.medium?.url ?? products[0]?.image.url;
  const description = total === null ? t("listing.seoDescriptionNoCount", { title }) : t("listing.seoDescription", { title, count: total });
  const filters = taxonomy?.categories ? (
    <ListingFilters
      taxonomy={taxonomy}
      scope={scope}
      params={params}
      basePath={variant ? `/shop/${variant}` : "/shop"}
      folded={layout.filters === "top"}
      facets={result?.products?.facets}
    />
  ) : (
    <div className="filters" />
  );
  return (
    <>
      <PageSeo title={t("listing.seoTitle", { title })} description={description} canonicalPath={canonicalPath} image={image} />
      <nav className="breadcrumbs" aria-label={t("listing.breadcrumb")}>
        <Link to="/">{t("listing.home")}</Link>
        {scope.kind === "subCategory" ? <Link to={`/category/${scope.categorySlug}`}>{scope.categoryName}</Link> : null}
        <span aria-current="page">{title}</span>
      </nav>
      <h1 className="listing__title">{title}</h1>
      {layout.banner ? <ShopBanner /> : null}
      {layout.categories && taxonomy?.categories?.length ? (
        <CategoryTiles categories={taxonomy.categories} title={t("listing.categoryTiles")} countLabel={(count) => t("listing.subCategories", { count })} />
      ) : null}
      {layout.carousel && deals?.products?.nodes.length ? (
        <section className="section" aria-labelledby="shop-deals-title">
          <h2 id="shop-deals-title">{t("listing.dealsTitle")}</h2>
          <DealsRow products={deals.products.nodes} label={t("listing.dealsScroll")} />
        </section>
      ) : null}
      <div className={`listing listing--${layout.filters}`}>
        {filters}
        <section className="listing__main" aria-label={t("listing.products")}>
          <ListingToolbar total={total} params={params} />
          {failed && products.length === 0 ? (
            <div className="notice notice--error" role="alert">
              <h2>{t("listing.failedTitle")}</h2>
              <p>{t("listing.failedText")}</p>
            </div>
          ) : products.length === 0 ? (
            <div className="notice">
              <h2>{t("listing.emptyTitle")}</h2>
              <p>{filtered ? t("listing.emptyFiltered") : t("listing.emptyAll")}</p>
              {filtered ? (
                <button type="button" className="button" onClick={() => navigate(pathname)}>
                  {t("listing.clearFilters")}
                </button>
              ) : (
                <Link className="button" to="/shop">
                  {t("listing.seeAll")}
                </Link>
              )}
            </div>
          ) : (
            <HydrateLater>
              {/* The cards' titles are h3: this keeps the outline h1 > h2 > h3 for screen-reader heading lists. */}
              <h2 className="visually-hidden">{t("listing.productsHeading")}</h2>
              <div className={params.view === "list" ? "product-list" : "product-grid"}>
                {products.map((p, i) => (
                  <ProductCard key={p.id} product={p} eager={i < 4} />
                ))}
              </div>
            </HydrateLater>
          )}
          <Pager pageInfo={result?.products?.pageInfo} />
        </section>
      </div>
    </>
  );
}
