import type { RestQuote } from "../../backend/rest-types.js";
import { badInput } from "../../errors/user-input.js";
import { cursorPageInfo, encodeCursor } from "../../paging/cursor.js";
import type { EmailDeliveryModel } from "../orders/index.js";

// The parents of the quote types whose shape is not the backend's JSON (codegen.ts mappers).

/** A page of `myQuotes`: offset-based cursors, like the shopper's orders. */
export interface QuotePage {
  quotes: RestQuote[];
  offset: number;
  totalCount: number;
}

export interface QuoteEdgeModel {
  cursor: string;
  node: RestQuote;
}

/** `requestQuote`'s answer: the stored quote and what became of the requester's acknowledgement. */
export interface QuoteRequestedModel {
  quote: RestQuote;
  acknowledgementEmail: EmailDeliveryModel | null;
}

export const DEFAULT_QUOTES_PAGE = 10;
export const MAX_QUOTES_PAGE = 50;

export function quotesPageSize(first: number | null | undefined): number {
  const size = first ?? DEFAULT_QUOTES_PAGE;
  if (!Number.isInteger(size) || size < 1 || size > MAX_QUOTES_PAGE) throw badInput(`\`first\` must be between 1 and ${MAX_QUOTES_PAGE}.`);
  return size;
}

export function quoteEdges(page: QuotePage): QuoteEdgeModel[] {
  return page.quotes.map((node, i) => ({ cursor: encodeCursor(page.offset + i), node }));
}

export function quotePageInfo(page: QuotePage) {
  return cursorPageInfo(page.offset, page.quotes.length, page.totalCount);
}
