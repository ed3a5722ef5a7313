import { graphql } from "../../__generated__/gql";

// The department menu, the Categories panel and the footer share one query. The root loader awaits it on the
// server, so the menu is in the first paint and in the cache the browser restores: no request on load.
export const ShellCategoriesQuery = graphql(`
  query ShellCategories {
    categories { id name slug subCategories { id name slug } }
  }
`);

// The WhatsApp link on a product page names the product. Read from the cache only: the product page has
// already loaded these fields, so this never causes a request.
export const ShellProductQuery = graphql(`
  query ShellProduct($id: ID, $slug: String) {
    product(id: $id, slug: $slug) { id title partNumber currentPrice { amount } }
  }
`);

export const WhatsAppProductFragment = graphql(`
  fragment WhatsAppProduct on Product { id title partNumber currentPrice { amount } }
`);
