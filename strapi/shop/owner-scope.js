"use strict";

// The owner-scoped reads the order and quote routes share: a signed-in caller sees only their own entries (someone
// else's answers 404, like a missing one), filtered and paged by the list query of shop/validation.js only.
const { parseOrderListQuery } = require("./validation");

/** The caller's user id; 403 without a token. */
function signedIn(strapi, ctx) {
  if (!ctx.state.user) throw strapi.errors.forbidden();
  return ctx.state.user.id;
}

/**
 * The owner's list query as Strapi query parameters (`_start`, `_limit`, `_sort`, `number`), sorted by
 * `defaultSort` when none is asked for; a 400 for anything else (no other filter may widen or probe the scope).
 */
function ownerListParams(strapi, ctx, defaultSort) {
  const params = parseOrderListQuery(ctx.query._sort === undefined ? { ...ctx.query, _sort: defaultSort } : ctx.query);
  if (params.refused) throw strapi.errors.badRequest(params.refused);
  const number = params.number === undefined ? {} : { number: params.number };
  return { _start: params.start, _limit: params.limit, _sort: params.sort, ...number };
}

module.exports = { signedIn, ownerListParams };
