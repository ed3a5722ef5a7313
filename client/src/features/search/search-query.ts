import { graphql } from "../../__generated__/gql";

// The header's search box imports only the keyword rule (lib/search/clean-keyword), not this module: importing
// the query here would put the search page's document into every page's JavaScript.
export { cleanKeyword } from "../../lib/search/clean-keyword";

export const SearchPageQuery = graphql(`
  query SearchPage($keyword: String!, $filter: ProductFilter, $first: Int, $after: String, $before: String) {
    search(keyword: $keyword, filter: $filter, first: $first, after: $after, before: $before) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      nodes { ...ProductCard_product }
      facets { ...SearchFacets_facets }
      didYouMean {
        keyword
        categories { id name slug }
        subCategories { id name slug }
      }
    }
  }
`);
