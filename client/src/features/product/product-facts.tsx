import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../__generated__/gql";
import type { ProductFacts_ProductFragment as Product } from "../../__generated__/graphql";
import { Price } from "../../components/price";

export const ProductFactsFragment = graphql(`
  fragment ProductFacts_product on Product {
    partNumber
    inStock
    currentPrice { amount }
    brands { id name }
    subCategories { id name category { id name } }
  }
`);

/** Key facts as a table, beside the description in the "extended" and "full-content" layouts. */
export function ProductFacts({ product }: { product: Product }) {
  const { t } = useTranslation();
  const sub = product.subCategories[0];
  const rows: [string, ReactNode][] = [
    [t("product.facts.brand"), product.brands.map((b) => b.name).join(", ") || t("product.noBrand")],
    [t("product.facts.partNumber"), product.partNumber ? <bdi>{product.partNumber}</bdi> : t("product.facts.none")],
    [t("product.facts.category"), sub ? (sub.category ? `${sub.category.name} › ${sub.name}` : sub.name) : t("product.facts.none")],
    [t("product.facts.availability"), product.inStock ? t("product.inStock") : t("product.outOfStock")],
    [
      t("product.facts.price"),
      <>
        <Price money={product.currentPrice} /> {t("product.vat")}
      </>,
    ],
  ];
  return (
    <section className="product-facts" aria-labelledby="product-facts-title">
      <h2 id="product-facts-title">{t("product.facts.title")}</h2>
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
