import { graphql } from "../../__generated__/gql";

// Loaded on demand by search-suggestions.ts.
export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($keyword: String!) {
    search(keyword: $keyword, first: 6) {
      totalCount
      nodes {
        id
        slug
        title
        partNumber
        currentPrice { amount }
        image { url alt thumbnail { url width height } }
      }
    }
  }
`);

