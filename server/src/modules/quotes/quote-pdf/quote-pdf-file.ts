import { dubaiDate } from "@proav/shop-rules";
import type { RestQuote } from "../../../backend/rest-types.js";
import type { GatewayContext } from "../../../context.js";
import { lineTitle, type PdfFile } from "../../orders/index.js";
import { quoteDocument } from "./quote-document.js";
import { quoteDocumentInput } from "./quote-document-input.js";
import { quotePdf } from "./quote-pdf.js";

// A quote as a PDF file in the request's language (the download route's path: `/ar/...` is Arabic), its lines'
// titles translated as the order documents' are, its status as of today in the UAE (a quote read after its
// validity date says it has expired).

/** The quote's PDF, named by its number ("RFQ-000042.pdf"). */
export async function quotePdfFile(ctx: GatewayContext, quote: RestQuote, now: Date = new Date()): Promise<PdfFile> {
  const lines = await Promise.all(quote.lines.map(async (line) => ({ ...line, title: await lineTitle(ctx.catalog, line) })));
  const model = quoteDocument(quoteDocumentInput({ ...quote, lines }, ctx.seller, ctx.locale, dubaiDate(now)), ctx.locale);
  return { filename: `${quote.number}.pdf`, content: await quotePdf(model) };
}
