import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Panel } from "../panel";
import { useShellCategories } from "../use-shell-categories";
import { categoriesWithSubCategories, categoryPath } from "../categories";

/** Categories panel: categories with sub-categories, by name, each sub-category linking to its listing. */
export function CategoriesPanel() {
  const { t } = useTranslation();
  const categories = categoriesWithSubCategories(useShellCategories());
  return (
    <Panel name="categories" title={t("layout.panels.categories.title")} side="start">
      {categories.length === 0 ? (
        <p className="notice">{t("layout.panels.categories.empty")}</p>
      ) : (
        <div className="panel-categories">
          {categories.map((category, i) => (
            <details key={category.id} className="panel-categories__group" open={i === 0}>
              <summary className="panel-categories__name">{category.name}</summary>
              <ul className="panel-links">
                {category.subCategories.map((sub) => (
                  <li key={sub.id}>
                    <Link to={categoryPath(sub.slug)}>{sub.name}</Link>
                  </li>
                ))}
                <li>
                  <Link className="panel-links__all" to={categoryPath(category.slug)}>
                    {t("layout.panels.categories.all", { name: category.name })}
                  </Link>
                </li>
              </ul>
            </details>
          ))}
        </div>
      )}
    </Panel>
  );
}
