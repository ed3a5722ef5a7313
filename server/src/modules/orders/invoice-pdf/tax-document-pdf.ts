import { invoiceModel, type Invoice } from "@proav/shop-rules";
import type { RestOrder } from "../../../backend/rest-types.js";
import type { GatewayContext } from "../../../context.js";
import type { MailAttachment } from "../../../mail/mailer.js";
import { invoiceOrderOf } from "../invoice-order.js";
import { withLineTitles } from "../line-title.js";
import type { TaxDocumentKind } from "../tax-document.js";
import { invoicePdf } from "./invoice-pdf.js";

// An order's tax invoice or credit note as a PDF file: downloaded in the page's language (the request's), attached
// to the order confirmation in the order's.

export interface PdfFile {
  /** "INV-000123.pdf", "CN-000007.pdf". */
  filename: string;
  content: Buffer;
}

/** The document's file name: its own number. */
export const pdfFileName = (invoice: Invoice) => `${invoice.number}.pdf`;

/** The order's document in the request's language, or null when the order has none (no credit note yet). */
export async function taxDocumentPdf(ctx: GatewayContext, order: RestOrder, kind: TaxDocumentKind): Promise<PdfFile | null> {
  const number = kind === "invoice" ? order.invoice_number : order.credit_note_number;
  if (!number) return null;
  const invoice = invoiceModel(invoiceOrderOf(await withLineTitles(ctx.catalog, order), ctx.seller), ctx.locale, kind);
  return { filename: pdfFileName(invoice), content: await invoicePdf(invoice) };
}

/** The invoice as the order confirmation's attachment (the model in the order's language: `orderInvoice`). */
export async function invoicePdfAttachment(invoice: Invoice): Promise<MailAttachment> {
  return { filename: pdfFileName(invoice), content: await invoicePdf(invoice), contentType: "application/pdf" };
}
