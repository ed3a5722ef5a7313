import { useTranslation } from "react-i18next";
import { isolatedValue } from "../../lib/i18n/sentence-with-nodes";
import { Price } from "../price";
import { ProductThumbnail } from "../product-thumbnail";
import { ProductTitle } from "../product-title";
import type { ProductSuggestion, SuggestionOption } from "./suggestion-options";

// The suggestion list's options, loaded on demand with the query (search-suggestions.ts): most visits never
// type in the search box, so none of this is in the pages' bundles.
export { SearchSuggestionsQuery } from "./search-suggestions-query";
export { suggestionOptions } from "./suggestion-options";

export interface SuggestionListProps {
  options: SuggestionOption[];
  /** The cleaned keyword, for "See all results". */
  keyword: string;
  /** Index of the option the arrow keys are on (-1: the text box). */
  active: number;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
}

const PART = isolatedValue("partNumber");

/**
 * The listbox's content: products, then a labelled group of categories and brands (ARIA 1.2 grouped listbox),
 * then "See all results", numbered in that order so the arrow keys walk every option across the groups.
 */
export function SuggestionList({ options, keyword, active, optionId, onChoose }: SuggestionListProps) {
  const { t } = useTranslation();
  const products = options.filter((o) => o.kind === "product").length;
  const names = options.slice(products);
  const headingId = `${optionId(0)}-names`;
  const option = (i: number) => ({ id: optionId(i), role: "option", "aria-selected": active === i, onClick: () => onChoose(i) }) as const;
  return (
    <>
      {options.slice(0, products).map((o, i) => (o.kind === "product" ? <ProductOption key={o.key} {...option(i)} product={o.product} /> : null))}
      {names.length ? (
        <li role="none">
          <ul role="group" aria-labelledby={headingId} className="suggestions__group">
            <li role="presentation" id={headingId} className="suggestions__heading">
              {t("layout.search.names")}
            </li>
            {names.map((o, j) => (
              <li key={o.key} {...option(products + j)} className="suggestions__name">
                <span className="suggestions__title">{o.kind === "product" ? o.product.title : o.name}</span>
                <span className="suggestions__part">
                  {o.kind === "brand"
                    ? t("layout.search.brand")
                    : o.kind === "subCategory" && o.category
                      ? t("layout.search.inCategory", { category: o.category })
                      : t("layout.search.category")}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ) : null}
      <li {...option(options.length)} className="suggestions__all">
        {products ? t("layout.search.seeAll", { keyword }) : t("layout.search.noMatch", { keyword })}
      </li>
    </>
  );
}

function ProductOption({ product, ...li }: { product: ProductSuggestion; id: string; role: "option"; "aria-selected": boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <li {...li} className="suggestions__item">
      <ProductThumbnail image={product.image} className="suggestions__image" />
      <span className="suggestions__text">
        <ProductTitle className="suggestions__title" title={product.title} language={product.titleLanguage} />
        {product.partNumber ? <span className="suggestions__part">{PART.render(t("layout.search.partNumber", PART.options), product.partNumber)}</span> : null}
      </span>
      <Price money={product.currentPrice} className="suggestions__price" />
    </li>
  );
}
