import { useTranslation } from "react-i18next";
import { differencesOnly as onlyDifferences, specificationSections, type ComparedSpecification } from "./specification-rows";

const ARABIC = /[\u0600-\u06FF]/;

/** A compared value: the value isolated (Latin digits and model names read left to right on an Arabic page), then its unit. */
function SpecificationCell({ spec, best }: { spec: ComparedSpecification | null; best: boolean }) {
  const { t } = useTranslation();
  if (!spec) {
    return (
      <td className="compare__missing">
        <span aria-hidden="true">{t("compare.table.none")}</span>
        <span className="visually-hidden">{t("compare.specifications.missing")}</span>
      </td>
    );
  }
  return (
    <td className={best ? "compare__best" : undefined}>
      {spec.unit && !ARABIC.test(spec.unit) ? (
        // A product without Arabic words shows its English ones: "32 GB" kept whole, or an Arabic page reads "GB 32".
        <bdi>{`${spec.value} ${spec.unit}`}</bdi>
      ) : (
        <>
          <bdi>{spec.value}</bdi>
          {spec.unit ? ` ${spec.unit}` : null}
        </>
      )}
      {/* Said in words, not by colour alone: screen readers and print read it too. */}
      {best ? (
        <>
          {" "}
          <span className="compare__best-tag">{t("compare.specifications.best")}</span>
        </>
      ) : null}
    </td>
  );
}

/**
 * The specifications lined up across the compared products: a row group per section, headed by its name, a row
 * per key, a dash where a product has no value. With `differencesOnly`, the rows where every product shows the
 * same are left out (and a section left empty with them).
 */
export function CompareSpecificationRows({
  products,
  differencesOnly,
}: {
  products: { id: string; specifications: readonly ComparedSpecification[] }[];
  differencesOnly: boolean;
}) {
  const { t } = useTranslation();
  const all = specificationSections(products);
  if (all.length === 0) return null;
  const sections = differencesOnly ? onlyDifferences(all) : all;
  if (sections.length === 0) {
    return (
      <tbody>
        <tr>
          <td colSpan={products.length + 1} className="compare__no-differences" data-testid="compare-no-differences">
            {t("compare.specifications.noDifferences")}
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <>
      {sections.map((section) => (
        <tbody key={section.group} className="compare__section">
          <tr>
            <th scope="rowgroup" colSpan={products.length + 1} className="compare__section-title">
              {section.group}
            </th>
          </tr>
          {section.rows.map((row) => (
            <tr key={row.key} data-spec={row.key} data-differs={row.differs ? "true" : undefined}>
              <th scope="row">{row.label}</th>
              {row.cells.map((spec, i) => (
                <SpecificationCell key={products[i]!.id} spec={spec} best={row.best.includes(i)} />
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </>
  );
}
