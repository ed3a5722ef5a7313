import { graphql } from "../../__generated__/gql";

export const SearchPageQuery = graphql(`
  query SearchPage($keyword: String!, $first: Int, $after: String) {
    search(keyword: $keyword, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { ...ProductCard_product }
    }
  }
`);

/** SPEC.md: search ignores empty text. Whitespace is collapsed and the length capped like the API's limit. */
export function cleanKeyword(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
}
