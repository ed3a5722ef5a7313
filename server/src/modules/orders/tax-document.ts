import { INVOICE_LABELS, invoiceLines, localizedPath, type FormatLocale, type InvoiceLinesResult, type InvoiceOrderLine } from "@proav/shop-rules";
import type { RestOrder } from "../../backend/rest-types.js";
import { toFils } from "../catalog/index.js";

// An order's tax invoice and credit note, from the order the backend stored: its lines priced by the shop's one
// VAT rule (@proav/shop-rules invoiceLines), dates in UAE time, paths of their downloads. Pure; the resolvers,
// the e-mail and the PDF all read the documents through these, so they agree to the fils.

/** A `TaxInvoiceLine` as resolved: the shared line shape, amounts as decimal strings. */
export type TaxInvoiceLineModel = InvoiceOrderLine;

export type TaxDocumentKind = "invoice" | "credit-note";

/** The UAE is UTC+4 all year (no daylight saving). */
const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;

/** An ISO instant as the date it was in the UAE: "2026-12-03". */
export function uaeDate(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`not a date: ${iso}`);
  return new Date(ms + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

const fils = (aed: number) => toFils(aed) ?? 0;

/**
 * The lines of the order's documents (the credit note reverses the invoice's lines in full), titles as the order
 * holds them (localize them first: line-title.ts), delivery named in `locale`.
 */
export function taxLinesOf(order: RestOrder, locale: FormatLocale): InvoiceLinesResult {
  const products = order.lines.map((l) => ({
    title: l.title,
    partNumber: l.part_number || null,
    quantity: l.quantity,
    unitPriceFils: fils(l.unit_price),
    listUnitPriceFils: l.list_price === null || l.list_price === undefined ? null : fils(l.list_price),
  }));
  return invoiceLines(products, fils(order.shipping), INVOICE_LABELS[locale].delivery);
}

/**
 * Whether the order's invoice is a pro-forma: a bank transfer the shop has not been paid for yet. The shop moves an
 * order on from `pending` once the money is in, so "still pending" is the rule (one place: GraphQL, e-mail, PDF).
 */
export const isProForma = (order: Pick<RestOrder, "payment_method" | "status">): boolean =>
  order.payment_method === "bank_transfer" && order.status === "pending";

/** Where the signed-in owner downloads a document as PDF, in `locale`: `/ar/account/orders/<number>/invoice.pdf`. */
export function documentPdfPath(order: Pick<RestOrder, "number">, kind: TaxDocumentKind, locale: FormatLocale): string {
  return localizedPath(`/account/orders/${encodeURIComponent(order.number)}/${kind}.pdf`, locale);
}
