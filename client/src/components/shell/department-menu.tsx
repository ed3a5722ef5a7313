import { useRef } from "react";
import { Link, NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import { Icon } from "./icons";
import { useShellCategories } from "./use-shell-categories";
import { categoryPath } from "./categories";
import { useDetailsDismiss } from "./use-disclosure-dismiss";

/**
 * The desktop department bar: an "All departments" dropdown with every category and its sub-categories (from
 * the real catalogue, in the server's HTML so crawlers follow it), then the categories as direct links.
 */
export function DepartmentMenu() {
  const { t } = useTranslation();
  const categories = useShellCategories();
  const details = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(details);
  return (
    <nav className="dept-bar" aria-label={t("layout.departments.nav")}>
      <div className="dept-bar__inner">
        <details className="dept-menu" ref={details}>
          <summary className="dept-menu__toggle">
            <Icon name="menu" size={20} />
            {t("layout.departments.button")}
            <Icon name="chevronDown" size={16} className="dept-menu__chevron" />
          </summary>
          <div className="dept-menu__panel" data-testid="department-menu">
            {categories.map((category) => (
              <section key={category.id} className="dept-menu__group">
                <h3 className="dept-menu__heading">
                  <Link to={categoryPath(category.slug)}>{category.name}</Link>
                </h3>
                <ul>
                  {category.subCategories.map((sub) => (
                    <li key={sub.id}>
                      <Link to={categoryPath(sub.slug)}>{sub.name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <p className="dept-menu__all">
              <Link to="/shop">
                {t("layout.departments.shopAll")}
                <Icon name="chevronEnd" size={16} />
              </Link>
            </p>
          </div>
        </details>
        <ul className="dept-bar__links">
          {categories.map((category) => (
            <li key={category.id}>
              <NavLink to={categoryPath(category.slug)}>{category.name}</NavLink>
            </li>
          ))}
          <li>
            <Link className="dept-bar__deals" to="/shop?sale=1">
              <Icon name="tag" size={16} />
              {t("layout.departments.deals")}
            </Link>
          </li>
        </ul>
      </div>
    </nav>
  );
}
