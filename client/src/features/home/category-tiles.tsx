import { Link } from "react-router";
import { Icon, type IconName } from "../../components/shell/icons";

interface Category {
  id: string;
  name: string;
  slug: string;
  subCategories: readonly { id: string; name: string; slug: string }[];
}

// Decorative icons for the shop's known departments, from the icon sprite (not path data in the bundle); any
// other category gets the generic box.
const DEPARTMENTS = ["workstations", "broadcast", "pro-audio", "pro-video", "aec-software", "accessories"] as const;
const isDepartment = (slug: string): slug is (typeof DEPARTMENTS)[number] => (DEPARTMENTS as readonly string[]).includes(slug);
const departmentIcon = (slug: string): IconName => (isDepartment(slug) ? `department-${slug}` : "department-box");

/** The real categories as tiles, each with its sub-categories (links to /category/{slug}). */
export function CategoryTiles({ categories, title, countLabel }: { categories: readonly Category[]; title: string; countLabel: (n: number) => string }) {
  return (
    <section className="section" aria-labelledby="category-tiles-title">
      <h2 id="category-tiles-title">{title}</h2>
      <ul className="category-tiles">
        {categories.map((c) => (
          <li key={c.id} className="category-tile">
            <Icon name={departmentIcon(c.slug)} size={32} className="category-tile__icon" />
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
