import type { QuoteResolvers, QuoteStatus } from "../../__generated__/resolvers-types.js";
import type { RestOrder, RestQuote } from "../../backend/rest-types.js";
import type { GatewayContext } from "../../context.js";
import { emirateOf } from "../account/index.js";
import { money } from "../catalog/index.js";
import { quotedTotals, refusalNow, statusNow, webTotalFils } from "./quote-money.js";

export const Quote: QuoteResolvers = {
  id: (q) => String(q.id),
  status: (q) => statusNow(q, new Date()).toUpperCase() as QuoteStatus,
  createdAt: (q) => q.created_at,
  contactName: (q) => q.contact_name,
  contactEmail: (q) => q.contact_email,
  contactPhone: (q) => q.contact_phone,
  trn: (q) => q.trn || null,
  emirate: (q) => emirateOf(q.emirate),
  neededBy: (q) => q.needed_by ?? null,
  notes: (q) => q.notes || null,
  itemCount: (q) => q.lines.reduce((n, line) => n + line.quantity, 0),
  webTotal: (q) => money(webTotalFils(q)),
  quotedAt: (q) => q.quoted_at ?? null,
  validUntil: (q) => q.valid_until ?? null,
  shopNote: (q) => q.shop_note || null,
  quotedTotals: (q) => {
    const totals = quotedTotals(q);
    if (!totals) return null;
    return { subTotal: money(totals.subTotal), shipping: money(totals.shipping), vatIncluded: money(totals.vatIncluded), total: money(totals.total) };
  },
  canAccept: (q) => refusalNow(q, new Date()) === null,
  order: (q, _, ctx) => orderOf(ctx, q),
  orderNumber: (q) => q.order_number ?? null,
  isGuestQuote: (q) => q.user === null,
};

/**
 * The accepted quote's order, with the quote's own access: whoever could read the quote (its owner by token, or
 * anyone with its number and contact e-mail) reads its order, which the backend stored with that contact e-mail.
 * The owner's token reads it as their own order; otherwise it is tracked by number and the quote's e-mail.
 */
async function orderOf(ctx: GatewayContext, quote: RestQuote): Promise<RestOrder | null> {
  if (!quote.order_number) return null;
  if (ctx.account.signedIn && quote.user !== null) {
    const own = await ctx.account.orderByNumber(quote.order_number);
    if (own) return own;
  }
  return ctx.account.trackOrder(quote.order_number, quote.contact_email.trim().toLowerCase());
}
