import { useTranslation } from "react-i18next";
import { graphql } from "../../__generated__/gql";
import type { ProductSpecifications_ProductFragment as Product } from "../../__generated__/graphql";

export const ProductSpecificationsFragment = graphql(`
  fragment ProductSpecifications_product on Product {
    specifications {
      key
      group
      label
      value
      unit
    }
  }
`);

type Specification = Product["specifications"][number];

/** Consecutive entries of one group (the gateway sends them grouped, in the shop's order). */
function byGroup(specs: readonly Specification[]): { group: string; rows: Specification[] }[] {
  const groups: { group: string; rows: Specification[] }[] = [];
  for (const spec of specs) {
    const last = groups.at(-1);
    if (last && last.group === spec.group) last.rows.push(spec);
    else groups.push({ group: spec.group, rows: [spec] });
  }
  return groups;
}

/**
 * The specification table, a table per section captioned with the section's name. Words and units come from the
 * backend in the page's language; values keep their Latin digits and model names, isolated so a Latin value
 * reads left to right inside an Arabic row. Nothing for a product without specifications.
 */
export function ProductSpecifications({ product }: { product: Product }) {
  const { t } = useTranslation();
  if (product.specifications.length === 0) return null;
  return (
    <section className="product-specifications" aria-labelledby="specifications-title">
      <h2 id="specifications-title">{t("product.specifications.title")}</h2>
      {byGroup(product.specifications).map(({ group, rows }) => (
        <table key={group} className="product-specifications__group">
          <caption>{group}</caption>
          <tbody>
            {rows.map((spec) => (
              <tr key={spec.key} data-spec={spec.key}>
                <th scope="row">{spec.label}</th>
                <td>
                  <bdi>{spec.value}</bdi>
                  {spec.unit ? ` ${spec.unit}` : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
