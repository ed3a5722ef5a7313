"use strict";

// As for orders (api/order/config/schema.graphql.js): strapi-plugin-graphql's shadow CRUD would build `quotes`,
// `quotesConnection` (whose aggregate and groupBy read the table directly) and `createQuote`, skipping this API's
// owner-scoped controller, so any shopper could read every request's company, e-mail, phone and TRN.
// `type: { Quote: false }` builds none of them; quotes are reachable over REST only.
module.exports = { type: { Quote: false } };
