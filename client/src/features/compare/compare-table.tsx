import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../__generated__/gql";
import type { CompareTable_ProductFragment as Product } from "../../__generated__/graphql";
import { ProductPrice } from "../../components/price";
import { ShopForm } from "../../components/shop-form";
import { ProductTitle } from "../../components/product-title";
import { CompareSpecificationRows } from "./compare-specification-rows";

export const CompareTableFragment = graphql(`
  fragment CompareTable_product on Product {
    id
    slug
    title
    titleLanguage
    partNumber
    inStock
    discountPercent
    description
    price { amount formatted }
    salePrice { amount formatted }
    brands { id name }
    subCategories { id name category { id name } }
    image { url small { url width height } }
    specifications { key group label value unit numericValue comparison }
  }
`);

function excerpt(markdown: string | null | undefined): string {
  const text = (markdown ?? "")
    .replace(/^#+\s.*$/gm, "")
    .replace(/[*_>`#-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 220 ? `${text.slice(0, 217)}...` : text;
}

/** Products side by side: one column per product, one row per attribute (a real <table> for screen readers). */
export function CompareTable({ products, differencesOnly }: { products: Product[]; differencesOnly: boolean }) {
  const { t } = useTranslation();
  const none = t("compare.table.none");
  const rows: { key: string; label: string; cell: (p: Product) => ReactNode }[] = [
    {
      key: "price",
      label: t("compare.table.price"),
      cell: (p) => <ProductPrice price={p.price} salePrice={p.salePrice} discountPercent={p.discountPercent} vat />,
    },
    { key: "brand", label: t("compare.table.brand"), cell: (p) => p.brands.map((b) => b.name).join(", ") || t("compare.table.noBrand") },
    { key: "part", label: t("compare.table.partNumber"), cell: (p) => p.partNumber ?? none },
    {
      key: "category",
      label: t("compare.table.category"),
      cell: (p) => p.subCategories.map((s) => (s.category ? `${s.category.name} › ${s.name}` : s.name)).join(", ") || none,
    },
    {
      key: "availability",
      label: t("compare.table.availability"),
      cell: (p) =>
        p.inStock ? <span className="stock--in">{t("compare.table.inStock")}</span> : <span className="stock--out">{t("compare.table.outOfStock")}</span>,
    },
    { key: "description", label: t("compare.table.description"), cell: (p) => <span className="compare__description">{excerpt(p.description)}</span> },
  ];
  return (
    // Scrolls sideways on a phone: focusable so keyboard users can scroll it too, and named for screen readers.
    <div className="compare" role="region" aria-label={t("compare.table.label")} tabIndex={0}>
      <table className="compare__table">
        <thead>
          <tr>
            <td className="compare__corner" />
            {products.map((p) => (
              <th key={p.id} scope="col" data-testid="compare-column">
                <img
                  src={p.image.small?.url ?? p.image.url}
                  width={p.image.small?.width ?? 500}
                  height={p.image.small?.height ?? 333}
                  // The product's title follows as the link: the same words again would be read twice.
                  alt=""
                  loading="eager"
                  decoding="async"
                />
                <ProductTitle to={`/product/${p.slug}`} title={p.title} language={p.titleLanguage} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {products.map((p) => (
                <td key={p.id}>{row.cell(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <CompareSpecificationRows products={products} differencesOnly={differencesOnly} />
        <tbody>
          <tr>
            <th scope="row">
              <span className="visually-hidden">{t("compare.table.actions")}</span>
            </th>
            {products.map((p) => (
              <td key={p.id}>
                <div className="compare__actions">
                  <ShopForm intent="cart-add" id={p.id} className="product-card__form">
                    <button type="submit" className="button button--primary" disabled={!p.inStock}>
                      {p.inStock ? t("compare.table.addToCart") : t("compare.table.outOfStock")}
                    </button>
                  </ShopForm>
                  <ShopForm intent="compare-remove" id={p.id}>
                    <button type="submit" className="button" aria-label={t("compare.table.removeLabel", { title: p.title })}>
                      {t("compare.table.remove")}
                    </button>
                  </ShopForm>
                </div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
