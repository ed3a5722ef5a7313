import { graphql } from "../../__generated__/gql";

// The quote pages' selections: a row of the account's list, and the whole quote for its page, the guest's
// tracked quote and the acceptance's answer (one selection, so every screen shows the same facts).

export const QuoteRowFragment = graphql(`
  fragment QuoteRow_quote on Quote {
    id
    number
    status
    createdAt
    itemCount
    webTotal { amount }
    quotedTotals { total { amount } }
  }
`);

export const QuoteDetailFragment = graphql(`
  fragment QuoteDetail_quote on Quote {
    id
    number
    status
    createdAt
    quotedAt
    validUntil
    neededBy
    company
    contactName
    contactEmail
    contactPhone
    trn
    emirate
    notes
    shopNote
    itemCount
    webTotal { amount }
    lines {
      productId
      title
      titleLanguage
      partNumber
      quantity
      webUnitPrice { amount }
      quotedUnitPrice { amount }
      quotedLineTotal { amount }
      product { id slug }
    }
    quotedTotals { subTotal { amount } shipping { amount } vatIncluded { amount } total { amount } }
    canAccept
    orderNumber
    isGuestQuote
  }
`);

/** The signed-in shopper's quotes, newest first, a page at a time (the list's own variables). */
export const MyQuotesQuery = graphql(`
  query MyQuotes($first: Int!, $after: String) {
    myQuotes(first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { ...QuoteRow_quote } }
    }
  }
`);

/** One of the signed-in shopper's quotes, or null (none, or someone else's). */
export const QuoteByNumberQuery = graphql(`
  query QuoteByNumber($number: String!) {
    quote(number: $number) { ...QuoteDetail_quote }
  }
`);

/** A guest's quote by number and contact e-mail (null when they do not match). */
export const TrackQuoteQuery = graphql(`
  query TrackQuote($number: String!, $email: String!) {
    trackQuote(number: $number, email: $email) { ...QuoteDetail_quote }
  }
`);

/** The signed-in shopper's saved addresses and name, for the acceptance form. */
export const QuoteAcceptAccountQuery = graphql(`
  query QuoteAcceptAccount {
    me { id firstName lastName phone }
    myAddresses { ...SavedAddressPicker_address }
  }
`);

/**
 * The acceptance: the order at the quoted prices, or why not (a refusal by the quote's state carries the quote as it
 * stands, as `current`: QuoteAccepted's `quote` is never null, QuoteRefused's may be, so one name cannot hold both).
 */
export const AcceptQuoteMutation = graphql(`
  mutation AcceptQuote($input: AcceptQuoteInput!) {
    acceptQuote(input: $input) {
      __typename
      ... on QuoteAccepted {
        quote { ...QuoteDetail_quote }
        order { ...OrderDetail_order confirmationEmail { to status } }
      }
      ... on QuoteRefused {
        code
        message
        fields { path code message }
        current: quote { ...QuoteDetail_quote }
      }
    }
  }
`);
