import { graphql } from "../../__generated__/gql";

// The department menu, the Categories panel and the footer share one query. The root loader awaits it on the
// server, so the menu is in the first paint and in the cache the browser restores: no request on load.
export const ShellCategoriesQuery = graphql(`
  query ShellCategories {
    categories { id name slug subCategories { id name slug } }
  }
`);
