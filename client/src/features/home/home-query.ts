import { graphql } from "../../__generated__/gql";

// Everything the home page shows, in one request: categories (tiles), brands (strip), on-sale deals and the
// newest products. The loader awaits it so the first HTML carries all of it. Twelve new arrivals (two rows on a
// desktop; the count and "View all" lead to the shop): each card is hydrated on a phone before it responds,
// and 24 cost the home page a third more of that work.
export const HomePageQuery = graphql(`
  query HomePage {
    categories { id name slug subCategories { id name slug } }
    brands { id name slug }
    deals: products(filter: { onSale: true }, first: 8) {
      totalCount
      nodes { ...ProductCard_product }
    }
    products(first: 12) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { ...ProductCard_product } }
    }
  }
`);
