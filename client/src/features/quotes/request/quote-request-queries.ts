import { graphql } from "../../../__generated__/gql";
import type { QuoteRequestProductsQuery as ProductsResult } from "../../../__generated__/graphql";

/** What each line of the form shows: title, part number and the web price a shopper would pay now. */
export const QuoteRequestProductsQuery = graphql(`
  query QuoteRequestProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      id
      slug
      title
      titleLanguage
      partNumber
      inStock
      currentPrice { amount }
    }
  }
`);

/** A product a line shows. */
export type QuoteLineProduct = NonNullable<ProductsResult["productsByIds"][number]>;

/** A signed-in shopper's details the form starts with: name, e-mail, phone and the saved company profile. */
export const QuoteRequestAccountQuery = graphql(`
  query QuoteRequestAccount {
    me { id email firstName lastName phone company { legalName trn billingAddress { emirate } } }
  }
`);

/** The form's one write (the route action calls it in process); the gateway checks everything again. */
export const RequestQuoteMutation = graphql(`
  mutation RequestQuote($input: RequestQuoteInput!) {
    requestQuote(input: $input) {
      ... on QuoteRequested { quote { number isGuestQuote } acknowledgementEmail { status } }
      ... on QuoteRefused { code message fields { path message code } }
    }
  }
`);
