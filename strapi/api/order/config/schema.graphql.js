"use strict";

// When the hosted Strapi has strapi-plugin-graphql, its "shadow CRUD" would expose this collection as `order`,
// `orders`, `ordersConnection` and `createOrder`. Those skip this API's controller (the Connection's `aggregate`
// and `groupBy` read the table directly, checked only against the `find` permission), so any shopper could read
// every order's number, e-mail and phone. `type: { Order: false }` keeps the type but builds none of its queries,
// connections or mutations; orders are reachable over REST only, through the scoped controller.
module.exports = { type: { Order: false } };
