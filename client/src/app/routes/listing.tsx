import { data, Link, useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { useQuery } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import type { Route } from "./+types/listing";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { ProductCard } from "../../features/catalog/product-card";
import { ListingFilters } from "../../features/listing/listing-filters";
import { ListingToolbar } from "../../features/listing/listing-toolbar";
import { PAGE_SIZE, readListingParams, toFilter, toSort } from "../../features/listing/listing-params";
import { Pager } from "../../components/pager";
import { ListingProductsQueryDoc, ListingTaxonomyQueryDoc, resolveScope, scopeFilter } from "../../features/listing/listing-queries";
import type { loader as rootLoader } from "../root";

// /shop, /shop/{layout} and /category/{slug}: one listing, its filters and sort in the URL.
async function load(client: ApolloClient, slug: string | undefined, url: URL) {
  const { data: taxonomy } = await client.query({ query: ListingTaxonomyQueryDoc, errorPolicy: "all" });
  const scope = taxonomy?.categories ? resolveScope(slug, taxonomy.categories) : slug ? null : { kind: "shop" as const, title: "Shop all products" };
  if (!scope) {
    if (!taxonomy?.categories) throw data({ message: "Catalogue unavailable" }, { status: 503 });
    throw data({ message: "Category not found" }, { status: 404 });
  }
  const params = readListingParams(url.searchParams);
  const variables = { filter: toFilter(params, scopeFilter(scope)), sort: toSort(params), first: PAGE_SIZE, after: params.after };
  const { data: result } = await client.query({ query: ListingProductsQueryDoc, variables, errorPolicy: "all" });
  return { scope, params, variables, failed: !result?.products };
}

export function loader({ params, context, request }: Route.LoaderArgs) {
  return load(context.apollo, params.slug, new URL(request.url));
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return load(getBrowserClient(), params.slug, new URL(request.url));
}

export default function Listing({ loaderData }: Route.ComponentProps) {
  const { scope, params, variables, failed } = loaderData;
  const { data: taxonomy } = useQuery(ListingTaxonomyQueryDoc, { fetchPolicy: "cache-first" });
  const { data: result } = useQuery(ListingProductsQueryDoc, { variables, fetchPolicy: "cache-first", errorPolicy: "all" });
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.publicOrigin ?? "";
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const products = result?.products?.nodes ?? [];
  const total = result?.products?.totalCount ?? null;
  const filtered = Boolean(params.brand || params.min || params.max || params.sale);
  const canonical = `${origin}${pathname}${params.after ? `?after=${params.after}` : ""}`;
  return (
    <>
      <title>{`${scope.title} | ProAV Shop UAE`}</title>
      <meta name="description" content={`${scope.title}: ${total ?? ""} products in AED, VAT included, from authorised UAE dealer ProAV Shop.`} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={`${scope.title} | ProAV Shop UAE`} />
      <meta property="og:url" content={canonical} />
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/">Home</Link>
        {scope.kind === "subCategory" ? <Link to={`/category/${scope.categorySlug}`}>{scope.categoryName}</Link> : null}
        <span aria-current="page">{scope.title}</span>
      </nav>
      <h1 className="listing__title">{scope.title}</h1>
      <div className="listing">
        {taxonomy?.categories ? <ListingFilters taxonomy={taxonomy} scope={scope} params={params} /> : <div className="filters" />}
        <section className="listing__main" aria-label="Products">
          <ListingToolbar total={total} params={params} />
          {failed && products.length === 0 ? (
            <div className="notice notice--error" role="alert">
              <h2>Our catalogue is taking a break</h2>
              <p>We couldn't load products just now. Please try again in a moment.</p>
            </div>
          ) : products.length === 0 ? (
            <div className="notice">
              <h2>No products match</h2>
              <p>{filtered ? "Try fewer filters or a wider price range." : "There are no products here yet."}</p>
              {filtered ? (
                <button type="button" className="button" onClick={() => navigate(pathname)}>
                  Clear filters
                </button>
              ) : (
                <Link className="button" to="/shop">
                  See all products
                </Link>
              )}
            </div>
          ) : (
            <div className={params.view === "list" ? "product-list" : "product-grid"}>
              {products.map((p, i) => (
                <ProductCard key={p.id} product={p} eager={i < 4} />
              ))}
            </div>
          )}
          <Pager
            after={params.after}
            nextCursor={result?.products?.pageInfo.hasNextPage ? result.products.pageInfo.endCursor : null}
          />
        </section>
      </div>
    </>
  );
}
