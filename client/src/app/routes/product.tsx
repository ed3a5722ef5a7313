import { data, Link, useRouteLoaderData } from "react-router";
import { useQuery } from "@apollo/client/react";
import type { Route } from "./+types/product";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { ProductPageQuery, productRef } from "../../features/product/product-query";
import { ProductDetail } from "../../features/product/product-detail";
import { ProductSeo } from "../../features/product/product-seo";
import { ProductCard } from "../../features/catalog/product-card";
import type { loader as rootLoader } from "../root";

// The loader awaits the product so the HTML carries title, price, image and the SEO tags; an unknown or
// inactive product is a real 404.
export async function loader({ params, context }: Route.LoaderArgs) {
  const variables = productRef(params.slug);
  const { data: result } = await context.apollo.query({ query: ProductPageQuery, variables });
  if (!result?.product) throw data({ message: "Product not found" }, { status: 404 });
  return { variables };
}

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const variables = productRef(params.slug);
  const { data: result } = await getBrowserClient().query({ query: ProductPageQuery, variables });
  if (!result?.product) throw data({ message: "Product not found" }, { status: 404 });
  return { variables };
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { data: result } = useQuery(ProductPageQuery, { variables: loaderData.variables, fetchPolicy: "cache-first" });
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.publicOrigin ?? "";
  const product = result?.product;
  if (!product) return null;
  const sub = product.subCategories[0];
  const related = product.related;
  return (
    <>
      <ProductSeo product={product} origin={origin} />
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <Link to="/">Home</Link>
        {sub?.category ? <a href={`/category/${sub.category.slug}`}>{sub.category.name}</a> : null}
        {sub ? <a href={`/category/${sub.slug}`}>{sub.name}</a> : null}
        <span aria-current="page">{product.title}</span>
      </nav>
      <ProductDetail product={product} />
      {related.length ? (
        <section className="section" aria-labelledby="related-title">
          <h2 id="related-title">Related products</h2>
          <div className="product-grid">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
