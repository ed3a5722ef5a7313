import { acceptRefusal, dubaiDate, quoteStatus, type AcceptRefusal, type QuoteStatus } from "@proav/shop-rules";
import type { RestQuote, RestQuoteLine } from "../../backend/rest-types.js";
import { toFils } from "../catalog/index.js";
import { totalsFor, type Totals } from "../orders/index.js";

// A quote's money and state as a shopper reads it: amounts in integer fils through the order money rule (what
// acceptQuote stores, strapi/shop/order-totals.js on the backend), the status and refusal by the UAE calendar.
// Pure but for `now`, which the callers pass.

/** An AED amount the backend stored, in fils. */
export const filsOf = (aed: number | null | undefined): number => toFils(aed) ?? 0;

/** The lines at the web prices when requested. */
export function webTotalFils(quote: Pick<RestQuote, "lines">): number {
  return quote.lines.reduce((sum, line) => sum + filsOf(line.web_unit_price) * line.quantity, 0);
}

/** `quotedUnitPrice x quantity`, or null until the line is quoted. */
export function quotedLineFils(line: RestQuoteLine): number | null {
  return line.quoted_unit_price === null ? null : filsOf(line.quoted_unit_price) * line.quantity;
}

/**
 * The order accepting it would store: the quoted lines with the usual delivery charge and VAT; null before the
 * shop quoted every line, and after a decline.
 */
export function quotedTotals(quote: Pick<RestQuote, "status" | "lines">): Totals | null {
  if (quote.status === "requested" || quote.status === "declined") return null;
  const lines = quote.lines.map(quotedLineFils);
  if (lines.length === 0 || lines.some((fils) => fils === null)) return null;
  return totalsFor(lines as number[]);
}

/** The status a shopper sees: `expired` is a quoted quote past its validity date (UAE calendar). */
export function statusNow(quote: Pick<RestQuote, "status" | "valid_until">, now: Date): QuoteStatus {
  return quoteStatus(quote.status, quote.valid_until, dubaiDate(now));
}

/** Why it cannot be accepted now, or null when it can. */
export function refusalNow(quote: Pick<RestQuote, "status" | "valid_until">, now: Date): AcceptRefusal | null {
  return acceptRefusal(quote.status, quote.valid_until, dubaiDate(now));
}
