import { graphql } from "../../__generated__/gql";

// The WhatsApp link on a product page names the product. Read from the cache only: the product page has
// already loaded these fields, so this never causes a request.
export const ShellProductQuery = graphql(`
  query ShellProduct($id: ID, $slug: String) {
    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }
  }
`);
