"use strict";

// As for orders (api/order/config/schema.graphql.js): without this, strapi-plugin-graphql's `addressesConnection`
// lets any shopper group every saved address by phone, name or street. No GraphQL query or mutation is built for
// addresses; the REST controller, scoped to its owner, is the only way in.
module.exports = { type: { Address: false } };
