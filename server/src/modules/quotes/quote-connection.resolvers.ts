import type { QuoteConnectionResolvers } from "../../__generated__/resolvers-types.js";
import { quoteEdges, quotePageInfo } from "./quote-model.js";

export const QuoteConnection: QuoteConnectionResolvers = {
  edges: (page) => quoteEdges(page),
  nodes: (page) => page.quotes,
  pageInfo: (page) => quotePageInfo(page),
  totalCount: (page) => page.totalCount,
};
