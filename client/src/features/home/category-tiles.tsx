import { Link } from "react-router";

interface Category {
  id: string;
  name: string;
  slug: string;
  subCategories: readonly { id: string; name: string; slug: string }[];
}

// Decorative icons for the shop's known departments; any other category gets the generic box.
const ICONS: Record<string, string> = {
  workstations: "M4 5h16v10H4zM8 19h8M12 15v4",
  broadcast: "M12 12a1.5 1.5 0 1 0 0 .01M8.5 8.5a5 5 0 0 0 0 7M15.5 8.5a5 5 0 0 1 0 7M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8",
  "pro-audio": "M4 10v4M8 6v12M12 3v18M16 7v10M20 10v4",
  "pro-video": "M3 7h12v10H3zM15 10l6-3v10l-6-3",
  "aec-software": "M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6",
  accessories: "M7 7h10v10H7zM3 10h4M3 14h4M17 10h4M17 14h4M10 3v4M14 3v4M10 17v4M14 17v4",
};
const BOX = "M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10";

/** The real categories as tiles, each with its sub-categories (links to /category/{slug}). */
export function CategoryTiles({ categories, title, countLabel }: { categories: readonly Category[]; title: string; countLabel: (n: number) => string }) {
  return (
    <section className="section" aria-labelledby="category-tiles-title">
      <h2 id="category-tiles-title">{title}</h2>
      <ul className="category-tiles">
        {categories.map((c) => (
          <li key={c.id} className="category-tile">
            <svg className="category-tile__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true">
              <path d={ICONS[c.slug] ?? BOX} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <Link className="category-tile__name" to={`/category/${c.slug}`}>
              {c.name}
            </Link>
            <span className="category-tile__count">{countLabel(c.subCategories.length)}</span>
            {c.subCategories.length ? (
              <ul className="category-tile__subs">
                {c.subCategories.slice(0, 4).map((s) => (
                  <li key={s.id}>
                    <Link to={`/category/${s.slug}`}>{s.name}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
