import { ACCOUNT_LIMITS, orderNumberOf } from "@proav/shop-rules";
import type { RestOrder } from "../../backend/rest-types.js";
import type { GatewayContext } from "../../context.js";
import { unauthenticated } from "../../errors/user-input.js";

// How a shopper reaches one order: the signed-in owner by its number (the backend answers only the caller's own
// orders), a guest by number plus the e-mail it was placed with, counted like every tracking attempt (per address
// and per order number, so nobody can walk through the numbers). The GraphQL `order` / `trackOrder` fields and the
// document downloads (PDF, e-invoice XML) all read orders through these, so access is decided in one place.

/** The signed-in shopper's order with this number, or null (no such order, or someone else's). */
export function ownOrder(ctx: GatewayContext, number: string): Promise<RestOrder | null> {
  if (!ctx.account.signedIn) throw unauthenticated();
  const known = orderNumberOf(number);
  return known ? ctx.account.orderByNumber(known) : Promise.resolve(null);
}

/** The order with this number and contact e-mail, or null; throws RATE_LIMITED past the tracking limits. */
export async function trackedOrder(ctx: GatewayContext, number: string, email: string): Promise<RestOrder | null> {
  await ctx.limitAttempt("track");
  const e = email.trim();
  await ctx.limitAttempt("trackNumber", number.trim().toUpperCase().slice(0, 40));
  const known = orderNumberOf(number);
  if (!known || e === "" || e.length > ACCOUNT_LIMITS.email) return null;
  return ctx.account.trackOrder(known, e.toLowerCase());
}
