// The quotes module's one public entry: what the app may use. Nothing outside modules/quotes/ imports a file of it
// directly (`npm run lint`, eslint.config.js). Quotes sits above orders (accepting a quote places an order, read
// as orders are read); no module imports quotes.

// One quote as its owner or a guest reaches it: for the quote PDF routes.
export { ownQuote, trackedQuote } from "./quote-lookup.js";
