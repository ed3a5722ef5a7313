import { ACCOUNT_LIMITS, quoteNumberOf } from "@proav/shop-rules";
import type { RestQuote } from "../../backend/rest-types.js";
import type { GatewayContext } from "../../context.js";
import { unauthenticated } from "../../errors/user-input.js";

// How a shopper reaches one quote, as orders are reached (modules/orders/order-lookup.ts): the signed-in owner by
// its number (the backend answers only the caller's own quotes), a guest by number plus the contact e-mail it was
// requested with, counted like every tracking attempt (per address and per quote number, so nobody can walk
// through the numbers or guess one quote's e-mail from many addresses). The GraphQL `quote` / `trackQuote` fields
// and the quote PDF downloads all read quotes through these, so access is decided in one place.

/** The signed-in shopper's quote with this number, or null (no such quote, or someone else's). */
export function ownQuote(ctx: GatewayContext, number: string): Promise<RestQuote | null> {
  if (!ctx.account.signedIn) throw unauthenticated();
  const known = quoteNumberOf(number);
  return known ? ctx.account.quotes.byNumber(known) : Promise.resolve(null);
}

/** The quote with this number and contact e-mail, or null; throws RATE_LIMITED past the tracking limits. */
export async function trackedQuote(ctx: GatewayContext, number: string, email: string): Promise<RestQuote | null> {
  await ctx.limitAttempt("track");
  const e = email.trim();
  await ctx.limitAttempt("trackNumber", number.trim().toUpperCase().slice(0, 40));
  const known = quoteNumberOf(number);
  if (!known || e === "" || e.length > ACCOUNT_LIMITS.email) return null;
  return ctx.account.quotes.track(known, e.toLowerCase());
}
