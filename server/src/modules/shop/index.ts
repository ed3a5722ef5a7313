// The shop module's one public entry: what other modules and the app may use. Nothing outside modules/shop/
// imports a file of it directly (`npm run lint`, eslint.config.js). Shop imports catalog's money rule only.

// GraphQL resolvers, merged in graphql/resolvers.ts.
export { Query, Mutation } from "./shop.api.resolvers.js";
export { Shop } from "./shop.resolvers.js";
export { InvoiceSeller } from "./invoice-seller.resolvers.js";

// The seller's legal and bank details, read once from the environment (config.ts) and printed on invoices.
export { SAMPLE_SELLER, SellerConfigError, sellerAddress, sellerFromEnv, type SellerDetails } from "./seller-config.js";
