import type { SearchSuggestionsQuery } from "../../__generated__/graphql";

type Data = SearchSuggestionsQuery["searchSuggestions"];
export type ProductSuggestion = Data["products"][number];

/** One option of the suggestion list, with where choosing it goes. */
export type SuggestionOption =
  | { kind: "product"; key: string; href: string; product: ProductSuggestion }
  | { kind: "category" | "brand"; key: string; href: string; name: string }
  | { kind: "subCategory"; key: string; href: string; name: string; category: string | null };

// A two-letter prefix can match many names; the list stays short enough to arrow through.
export const MAX_NAME_SUGGESTIONS = 6;

/**
 * The options in the order the list shows them (and the arrow keys walk them): products first, then the
 * categories, sub-categories and brands being typed. Categories open their listing; a brand opens the shop
 * filtered by it, as the home page's brand strip does.
 */
export function suggestionOptions(data: Data): SuggestionOption[] {
  const products = data.products.map((product): SuggestionOption => ({ kind: "product", key: `p${product.id}`, href: `/product/${product.slug}`, product }));
  const names: SuggestionOption[] = [
    ...data.categories.map((c): SuggestionOption => ({ kind: "category", key: `c${c.id}`, href: `/category/${c.slug}`, name: c.name })),
    ...data.subCategories.map((s): SuggestionOption => ({
      kind: "subCategory",
      key: `s${s.id}`,
      href: `/category/${s.slug}`,
      name: s.name,
      category: s.category?.name ?? null,
    })),
    ...data.brands.map((b): SuggestionOption => ({ kind: "brand", key: `b${b.id}`, href: `/shop?brand=${encodeURIComponent(b.slug)}`, name: b.name })),
  ];
  return [...products, ...names.slice(0, MAX_NAME_SUGGESTIONS)];
}
