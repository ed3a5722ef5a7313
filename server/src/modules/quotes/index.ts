// The quotes module's one public entry: what the app may use. Nothing outside modules/quotes/ imports a file of it
// directly (`npm run lint`, eslint.config.js). Quotes sits above orders (accepting a quote places an order, read
// as orders are read); no module imports quotes.

// GraphQL resolvers, merged in graphql/resolvers.ts.
export { Query, Mutation } from "./quotes.api.resolvers.js";
export { Quote } from "./quote.resolvers.js";
export { QuoteLine } from "./quote-line.resolvers.js";
export { QuoteConnection } from "./quote-connection.resolvers.js";
export { RequestQuoteResult, AcceptQuoteResult } from "./quote-results.resolvers.js";

// Codegen's mappers (codegen.ts).
export type { QuotePage, QuoteEdgeModel, QuoteRequestedModel } from "./quote-model.js";

// One quote as its owner or a guest reaches it: for the quote PDF routes.
export { ownQuote, trackedQuote } from "./quote-lookup.js";
// A quote as its PDF file, in the request's language: for the quote PDF routes.
export { quotePdfFile } from "./quote-pdf/quote-pdf-file.js";
