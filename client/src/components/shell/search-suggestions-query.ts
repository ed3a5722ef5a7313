import { graphql } from "../../__generated__/gql";

// Loaded on demand by search-suggestions.ts (with suggestion-list.tsx).
export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($keyword: String!) {
    searchSuggestions(keyword: $keyword, first: 6) {
      totalCount
      products {
        id
        slug
        title
        titleLanguage
        partNumber
        currentPrice { amount }
        image { ...ProductThumbnail_image }
      }
      categories { id slug name }
      subCategories { id slug name category { name } }
      brands { id slug name }
    }
  }
`);
