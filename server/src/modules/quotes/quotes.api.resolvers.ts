import type { MutationResolvers, QueryResolvers } from "../../__generated__/resolvers-types.js";
import { orRefused, unauthenticated } from "../../errors/user-input.js";
import { decodeCursor } from "../../paging/cursor.js";
import { acceptQuote } from "./accept-quote.js";
import { quotesPageSize } from "./quote-model.js";
import { ownQuote, trackedQuote } from "./quote-lookup.js";
import { quoteInputRefused } from "./quote-refused.js";
import { requestQuote } from "./request-quote.js";

export const Query: QueryResolvers = {
  myQuotes: async (_, { first, after }, { account }) => {
    if (!account.signedIn) throw unauthenticated();
    const limit = quotesPageSize(first);
    const offset = decodeCursor(after) + 1;
    const [quotes, totalCount] = await Promise.all([account.quotes.list(offset, limit), account.quotes.count()]);
    return { quotes, offset, totalCount };
  },
  quote: (_, { number }, ctx) => ownQuote(ctx, number),
  trackQuote: (_, { number, email }, ctx) => trackedQuote(ctx, number, email),
};

export const Mutation: MutationResolvers = {
  requestQuote: (_, { input }, ctx) => orRefused(() => requestQuote(ctx, input), quoteInputRefused),
  acceptQuote: (_, { input }, ctx) => orRefused(() => acceptQuote(ctx, input), quoteInputRefused),
};
