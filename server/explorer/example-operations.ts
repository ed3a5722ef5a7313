import type { ComponentProps } from "react";
import type { GraphiQL } from "graphiql";

type TabDefinition = NonNullable<ComponentProps<typeof GraphiQL>["defaultTabs"]>[number];

// The storefront's main reads and the sign-in, one tab each, so a newcomer sees working operations before the
// schema docs. Variables hold values from the stand-in backend's seed (demo catalogue and demo users).
// An empty Authorization header counts as signed out, so the sign-in tab runs as it is and shows where the token goes.
const HEADERS_FOR_TOKEN = JSON.stringify({ Authorization: "" }, null, 2);

export const EXAMPLE_TABS: TabDefinition[] = [
  {
    query: `# The home page: newest products, first page of a cursor connection.
query HomeProducts($first: Int = 8) {
  products(first: $first, sort: NEWEST) {
    totalCount
    nodes { id slug title currentPrice { formatted } onSale inStock }
    pageInfo { hasNextPage endCursor }
  }
}`,
    variables: JSON.stringify({ first: 8 }, null, 2),
  },
  {
    query: `# A product page, by its slug (or by id).
query ProductBySlug($slug: String!) {
  product(slug: $slug) {
    id title partNumber
    price { formatted } salePrice { formatted } currentPrice { formatted }
    brands { name slug }
    descriptionHtml
  }
}`,
    variables: JSON.stringify({ slug: "hp-thunderbolt-dock-g4-280w" }, null, 2),
  },
  {
    query: `# Search, best matches first.
query Search($keyword: String!, $first: Int = 12) {
  search(keyword: $keyword, first: $first) {
    totalCount
    nodes { slug title currentPrice { formatted } }
  }
}`,
    variables: JSON.stringify({ keyword: "monitor" }, null, 2),
  },
  {
    query: `# The cart page: the gateway prices every line (shipping, VAT, free-shipping threshold).
query CartPricing($items: [CartItemInput!]!) {
  cart(items: $items) {
    lines { product { title } quantity unitPrice { formatted } lineTotal { formatted } }
    unavailableProductIds
    subTotal { formatted } shipping { formatted } total { formatted } vatIncluded { formatted }
  }
}`,
    variables: JSON.stringify({ items: [{ productId: "1", quantity: 2 }] }, null, 2),
  },
  {
    query: `# Sign in (a demo user), put the token in the Headers editor as "Authorization": "Bearer <token>", then run Me.
mutation SignIn($identifier: String!, $password: String!) {
  login(identifier: $identifier, password: $password) {
    ... on AuthPayload { token customer { email firstName lastName } }
    # A wrong password is a typed answer, not an error:
    ... on SignInRefused { code message fields { path code message } }
  }
}

query Me {
  me { email firstName lastName }
}`,
    variables: JSON.stringify({ identifier: "john.doe@example.com", password: "Passw0rd!john" }, null, 2),
    headers: HEADERS_FOR_TOKEN,
  },
];
