import type { TaxCreditNoteResolvers, TaxInvoiceLineResolvers, TaxInvoiceResolvers } from "../../__generated__/resolvers-types.js";
import { decimalToFils } from "@proav/shop-rules";
import type { GatewayContext } from "../../context.js";
import type { OrderModel } from "./order-model.js";
import { money } from "../catalog/index.js";
import { withLineTitles } from "./line-title.js";
import { eDocumentFor } from "./e-document.js";
import { documentPdfPath, isProForma, taxLinesOf, uaeDate } from "./tax-document.js";

// An order's tax invoice and credit note: the order itself as parent (Order.taxInvoice / creditNote answer it only
// once the backend numbered the document), read through tax-document.ts in the operation's language.

/** The lines with every product's title in the operation's language. */
const localizedLines = async (o: OrderModel, ctx: GatewayContext) => taxLinesOf(await withLineTitles(ctx.catalog, o), ctx.locale).lines;
const totals = (o: OrderModel, ctx: GatewayContext) => taxLinesOf(o, ctx.locale);
const aed = (amount: string) => money(decimalToFils(amount));

export const TaxInvoice: TaxInvoiceResolvers = {
  number: (o) => o.invoice_number ?? "",
  issueDate: (o) => uaeDate(o.invoiced_at ?? o.created_at),
  supplyDate: (o) => uaeDate(o.created_at),
  seller: (_o, _args, ctx) => ctx.seller,
  buyerCompany: (o) => o.company ?? null,
  purchaseOrderNumber: (o) => o.po_number ?? null,
  proForma: (o) => isProForma(o),
  lines: (o, _args, ctx) => localizedLines(o, ctx),
  totalExcludingVat: (o, _args, ctx) => aed(totals(o, ctx).totalExcludingVat),
  totalVat: (o, _args, ctx) => aed(totals(o, ctx).totalVat),
  totalPayable: (o, _args, ctx) => aed(totals(o, ctx).total),
  pdfPath: (o, _args, ctx) => documentPdfPath(o, "invoice", ctx.locale),
  eInvoice: (o, _args, ctx) => eDocumentFor(ctx, o, "invoice"),
};

export const TaxCreditNote: TaxCreditNoteResolvers = {
  number: (o) => o.credit_note_number ?? "",
  issueDate: (o) => uaeDate(o.credited_at ?? o.created_at),
  invoiceNumber: (o) => o.invoice_number ?? "",
  lines: (o, _args, ctx) => localizedLines(o, ctx),
  totalExcludingVat: (o, _args, ctx) => aed(totals(o, ctx).totalExcludingVat),
  totalVat: (o, _args, ctx) => aed(totals(o, ctx).totalVat),
  totalCredited: (o, _args, ctx) => aed(totals(o, ctx).total),
  pdfPath: (o, _args, ctx) => documentPdfPath(o, "credit-note", ctx.locale),
  eInvoice: (o, _args, ctx) => eDocumentFor(ctx, o, "credit-note"),
};

export const TaxInvoiceLine: TaxInvoiceLineResolvers = {
  unitPriceExcludingVat: (l) => aed(l.unitPriceExcludingVat),
  discountExcludingVat: (l) => (l.discountExcludingVat === null ? null : aed(l.discountExcludingVat)),
  vatAmount: (l) => aed(l.vatAmount),
  amountExcludingVat: (l) => aed(l.amountExcludingVat),
  lineTotal: (l) => aed(l.lineTotal),
};
