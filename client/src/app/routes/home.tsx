import { data, Link } from "react-router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { ApolloClient } from "@apollo/client";
import type { Route } from "./+types/home";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { PageSeo } from "../../lib/seo/page-seo";
import { ProductCard } from "../../components/product-card";
import { HomePageQuery } from "../../features/home/home-query";
import { isHomeVariant } from "../../features/home/home-variants";
import { CategoryTiles } from "../../features/home/category-tiles";
import { DealsRow } from "../../features/home/deals-row";
import { BrandStrip } from "../../features/home/brand-strip";
import { HydrateLater } from "../../components/shell/hydrate-later";
import { useRouteStrings, type RouteStringsHandle } from "../../lib/i18n/route-strings";

export const handle: RouteStringsHandle = { strings: ["home"] };

// "/" and the menu's /home/{variant} pages. The loader awaits the query so the HTML carries the products; the
// component reads the same cache entry. A failing backend is not an error page: the home page explains and the
// header and cart keep working.
async function load(client: ApolloClient, variant: string | undefined) {
  if (!isHomeVariant(variant)) throw data({ message: "Page not found" }, { status: 404 });
  const result = await client.query({ query: HomePageQuery, errorPolicy: "all" });
  return { failed: !result.data?.products };
}

export const loader = ({ context, params }: Route.LoaderArgs) => load(context.apollo, params.variant);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => load(getBrowserClient(), params.variant);

export default function Home({ loaderData }: Route.ComponentProps) {
  useRouteStrings("home");
  const { t } = useTranslation();
  const { data: result } = useQuery(HomePageQuery, { fetchPolicy: "cache-first", errorPolicy: "all" });
  const products = result?.products?.edges.map((e) => e.node) ?? [];
  const deals = result?.deals?.nodes ?? [];
  return (
    <>
      <PageSeo title={t("home.seoTitle")} description={t("home.description")} canonicalPath="/" />
      <section className="hero">
        <p className="hero__eyebrow">{t("home.hero.eyebrow")}</p>
        <h1>{t("home.hero.title")}</h1>
        <p>{t("home.hero.text")}</p>
        <div className="hero__actions">
          <Link className="button button--accent" to="/shop">
            {t("home.hero.shop")}
          </Link>
          <Link className="button button--ghost" to="/shop?sale=1">
            {t("home.hero.deals")}
          </Link>
        </div>
        <ul className="hero__points">
          {t("home.hero.points", { returnObjects: true }).map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>
      {/* Each section hydrates in a short pass of its own (HydrateLater). A tap before then makes React hydrate
          it at once; a tap it cannot take is the button's own form post (components/shop-form.tsx). */}
      {result?.categories?.length ? (
        <HydrateLater>
          <CategoryTiles categories={result.categories} title={t("home.categoriesTitle")} countLabel={(count) => t("home.subCategories", { count })} />
        </HydrateLater>
      ) : null}
      {deals.length ? (
        // Not a landmark itself: the scrolling row inside is the region named for the deals (one name, one landmark).
        <section className="section">
          <div className="section__head">
            <h2 id="deals-title">{t("home.dealsTitle")}</h2>
            <p className="section__meta">
              {t("home.dealsMeta", { count: result?.deals?.totalCount ?? deals.length })} · <Link to="/shop?sale=1">{t("home.dealsAll")}</Link>
            </p>
          </div>
          <HydrateLater>
            <DealsRow products={deals} label={t("home.dealsTitle")} />
          </HydrateLater>
        </section>
      ) : null}
      <section aria-labelledby="latest-title" className="section" data-testid="new-arrivals">
        <div className="section__head">
          <h2 id="latest-title">{t("home.newTitle")}</h2>
          {result?.products ? (
            <p className="section__meta">
              {t("home.newMeta", { count: result.products.totalCount })} · <Link to="/shop">{t("home.newAll")}</Link>
            </p>
          ) : null}
        </div>
        {loaderData.failed && products.length === 0 ? (
          <div className="notice notice--error" role="alert">
            <h3>{t("home.failedTitle")}</h3>
            <p>{t("home.failedText")}</p>
          </div>
        ) : products.length === 0 ? (
          <p className="notice">{t("home.emptyText")}</p>
        ) : (
          <HydrateLater>
            <div className="product-grid">
              {products.map((p, i) => (
                <ProductCard key={p.id} product={p} eager={!deals.length && i < 4} />
              ))}
            </div>
          </HydrateLater>
        )}
      </section>
      {result?.brands?.length ? (
        <HydrateLater>
          <BrandStrip brands={result.brands} title={t("home.brandsTitle")} />
        </HydrateLater>
      ) : null}
    </>
  );
}
