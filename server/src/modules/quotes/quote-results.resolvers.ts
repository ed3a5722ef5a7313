import type { AcceptQuoteResultResolvers, RequestQuoteResultResolvers } from "../../__generated__/resolvers-types.js";

// Both quote mutations answer their success or a `QuoteRefused`, which alone carries `__typename` (quote-refused.ts).
const refused = (result: object) => "__typename" in result && result.__typename === "QuoteRefused";

export const RequestQuoteResult: RequestQuoteResultResolvers = {
  __resolveType: (result) => (refused(result) ? "QuoteRefused" : "QuoteRequested"),
};

export const AcceptQuoteResult: AcceptQuoteResultResolvers = {
  __resolveType: (result) => (refused(result) ? "QuoteRefused" : "QuoteAccepted"),
};
