import { data, isRouteErrorResponse, Link } from "react-router";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { ApolloClient } from "@apollo/client";
import type { Route } from "./+types/product";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { usePublicOrigin } from "../../lib/seo/page-seo";
import { ProductPageQuery, productRef } from "../../features/product/product-query";
import { ProductDetail } from "../../features/product/product-detail";
import { ProductSeo } from "../../features/product/product-seo";
import { productLayoutOf } from "../../features/product/product-layouts";
import { ProductCard } from "../../components/product-card";
import { HydrateLater } from "../../components/shell/hydrate-later";
import { useRecordView } from "../../features/recently-viewed/use-record-view";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";
import { ErrorPage } from "../../components/error-page";
import { ProductTitle } from "../../components/product-title";

export const handle: RouteStringsHandle = { strings: ["product"] };

// /product/{slug}, /product/{id} and the menu's layouts /product/{layout}/{id}. The loader awaits the product so
// the HTML carries title, price, image and the SEO tags; an unknown layout, or an unknown or inactive product, is
// a real 404. A backend that is down or slow is neither: 503 with Retry-After and the catalogue's designed notice,
// as the home page and the listings show it.
const RETRY_AFTER_SECONDS = "30";
const UNAVAILABLE_CODES = new Set(["BACKEND_UNAVAILABLE", "BACKEND_TIMEOUT"]);

/** The backend could not answer: a code saying so, or no GraphQL answer at all (the network failed). */
function isUnavailable(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return true;
  return error.errors.some((e) => UNAVAILABLE_CODES.has(String(e.extensions?.code)));
}

async function load(client: ApolloClient, params: { slug?: string; layout?: string }) {
  const layout = productLayoutOf(params.layout);
  if (!layout) throw data({ message: "Page not found" }, { status: 404 });
  const variables = productRef(params.slug);
  const { data: result, error } = await client.query({ query: ProductPageQuery, variables, errorPolicy: "all" });
  if (!result?.product) {
    if (error && isUnavailable(error)) {
      throw data({ message: "Catalogue unavailable" }, { status: 503, headers: { "Retry-After": RETRY_AFTER_SECONDS, "Cache-Control": "no-store" } });
    }
    if (error) throw error;
    throw data({ message: "Product not found" }, { status: 404 });
  }
  return { variables, layout };
}

/** The 503's Retry-After and no-store reach the document only through this export. */
export function headers({ errorHeaders, parentHeaders }: Route.HeadersArgs) {
  return errorHeaders?.has("Retry-After") ? errorHeaders : parentHeaders;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useRouteStrings("product");
  const { t } = useTranslation();
  if (!isRouteErrorResponse(error) || error.status !== 503) return <ErrorPage notFound={isRouteErrorResponse(error) && error.status === 404} />;
  return (
    <section className="section">
      <title>{t("product.unavailableTitle")}</title>
      <meta name="robots" content="noindex" />
      <div className="notice notice--error" role="alert">
        <h1>{t("product.unavailableHeading")}</h1>
        <p>{t("product.unavailableText")}</p>
      </div>
    </section>
  );
}

export const loader = ({ params, context }: Route.LoaderArgs) => load(context.apollo, params);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => load(getBrowserClient(), params);

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  useRouteStrings("product");
  const { t } = useTranslation();
  const { data: result } = useQuery(ProductPageQuery, { variables: loaderData.variables, fetchPolicy: "cache-first" });
  const origin = usePublicOrigin();
  const product = result?.product;
  useRecordView(product?.id);
  if (!product) return null;
  const sub = product.subCategories[0];
  const related = product.related;
  return (
    <>
      <ProductSeo product={product} origin={origin} />
      <nav className="breadcrumbs" aria-label={t("product.breadcrumb")}>
        <Link to="/">{t("product.home")}</Link>
        {sub?.category ? <Link to={`/category/${sub.category.slug}`}>{sub.category.name}</Link> : null}
        {sub ? <Link to={`/category/${sub.slug}`}>{sub.name}</Link> : null}
        <span aria-current="page">
          <ProductTitle title={product.title} language={product.titleLanguage} />
        </span>
      </nav>
      {/* The buy box and the related cards each hydrate in a short pass of their own (see HydrateLater). */}
      <HydrateLater>
        <ProductDetail key={product.id} product={product} layout={loaderData.layout} />
      </HydrateLater>
      {related.length ? (
        <section className="section" aria-labelledby="related-title">
          <h2 id="related-title">{t("product.relatedTitle")}</h2>
          <HydrateLater>
            <div className="product-grid">
              {related.map((p) => (
                <ProductCard key={p.id} product={p} />
              ))}
            </div>
          </HydrateLater>
        </section>
      ) : null}
    </>
  );
}
