import { Link } from "react-router";

/** The brands the shop carries, each a link to the shop filtered by that brand. */
export function BrandStrip({ brands, title }: { brands: readonly { id: string; name: string; slug: string }[]; title: string }) {
  return (
    <section className="section" aria-labelledby="brands-title">
      <h2 id="brands-title">{title}</h2>
      <ul className="brand-strip">
        {brands.map((b) => (
          <li key={b.id} className="brand-strip__item">
            <Link to={`/shop?brand=${encodeURIComponent(b.slug)}`}>{b.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
