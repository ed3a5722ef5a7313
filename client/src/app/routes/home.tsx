import { useQuery } from "@apollo/client/react";
import { graphql } from "../../__generated__/gql";
import type { Route } from "./+types/home";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { ProductCard } from "../../features/catalog/product-card";

export const HomePageQuery = graphql(`
  query HomePage {
    categories { id name slug subCategories { id name slug } }
    brands { id name slug }
    products(first: 24) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { ...ProductCard_product } }
    }
  }
`);

// The loader awaits the query so the HTML carries the products; the component reads the same cache entry.
// A failing backend is not an error page: the home page explains and the header and cart keep working.
export async function loader({ context }: Route.LoaderArgs) {
  const result = await context.apollo.query({ query: HomePageQuery, errorPolicy: "all" });
  return { failed: !result.data?.products };
}

export async function clientLoader() {
  const result = await getBrowserClient().query({ query: HomePageQuery, errorPolicy: "all" });
  return { failed: !result.data?.products };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { data } = useQuery(HomePageQuery, { fetchPolicy: "cache-first", errorPolicy: "all" });
  const products = data?.products?.edges.map((e) => e.node) ?? [];
  return (
    <>
      <title>ProAV Shop UAE | Workstations, Broadcast, Pro AV and AEC Software</title>
      <meta
        name="description"
        content="Authorised UAE dealer of HP, Dell and Lenovo workstations, Blackmagic Design and AJA broadcast gear, Genelec and Focusrite pro audio, and Autodesk, Bentley and Graphisoft software. Prices in AED incl. VAT."
      />
      <section className="hero">
        <h1>Professional workstations, broadcast and pro AV, delivered across the UAE</h1>
        <p>Authorised dealer · prices in AED, VAT included</p>
      </section>
      {data?.categories?.length ? (
        <nav className="category-strip" aria-label="Categories">
          {data.categories.map((c) => (
            <a key={c.id} href={`/category/${c.slug}`} className="category-strip__item">
              {c.name}
            </a>
          ))}
        </nav>
      ) : null}
      <section aria-labelledby="latest-title" className="section">
        <div className="section__head">
          <h2 id="latest-title">New arrivals</h2>
          {data?.products ? <p className="section__meta">{data.products.totalCount} products in the catalogue</p> : null}
        </div>
        {loaderData.failed && products.length === 0 ? (
          <div className="notice notice--error" role="alert">
            <h3>Our catalogue is taking a break</h3>
            <p>We couldn't load products just now. Please refresh in a moment; your cart is kept.</p>
          </div>
        ) : products.length === 0 ? (
          <p className="notice">No products are available yet.</p>
        ) : (
          <div className="product-grid">
            {products.map((p, i) => (
              <ProductCard key={p.id} product={p} eager={i < 4} />
            ))}
          </div>
        )}
      </section>
      {data?.brands?.length ? (
        <section className="section" aria-labelledby="brands-title">
          <h2 id="brands-title">Our brands</h2>
          <ul className="brand-strip">
            {data.brands.map((b) => (
              <li key={b.id}>{b.name}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
