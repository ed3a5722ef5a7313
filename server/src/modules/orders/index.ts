// The orders module's one public entry: what the app may use. Nothing outside modules/orders/ imports a file of
// it directly (`npm run lint`, eslint.config.js). Orders sits at the top of the modules: it prices carts with
// catalog's rules, checks the buyer's details with account's and prints the seller's from shop's; no module
// imports orders.

// GraphQL resolvers, merged in graphql/resolvers.ts.
export { Query, Mutation } from "./orders.api.resolvers.js";
export { Cart } from "./cart.resolvers.js";
export { CartLine } from "./cart-line.resolvers.js";
export { Order } from "./order.resolvers.js";
export { OrderLine } from "./order-line.resolvers.js";
export { OrderStatusChange } from "./order-status-change.resolvers.js";
export { OrderAddress } from "./order-address.resolvers.js";
export { OrderConnection } from "./order-connection.resolvers.js";
export { PlaceOrderResult } from "./place-order-result.resolvers.js";
export { TaxInvoice, TaxCreditNote, TaxInvoiceLine } from "./tax-invoice.resolvers.js";
export { BankTransferInstructions } from "./bank-transfer.resolvers.js";

// Codegen's mappers (codegen.ts).
export type { OrderModel, OrderStatusChangeModel, OrderPage, OrderEdgeModel } from "./order-model.js";
export type { PricedCart, PricedCartLine } from "./cart.js";
export type { TaxInvoiceLineModel } from "./tax-document.js";
export type { EDocumentModel } from "./e-document.js";

// An order's tax invoice or credit note as the shared invoice model, and its HTML document: for the PDF and e-mails.
export { orderInvoice, invoiceOrderOf } from "./invoice-order.js";
export { invoiceHtml } from "./invoice-html.js";
export { taxLinesOf, uaeDate, documentPdfPath, type TaxDocumentKind } from "./tax-document.js";

// One order as its owner or a guest reaches it, and its documents as PDF files: for the download routes.
export { ownOrder, trackedOrder } from "./order-lookup.js";
export { taxDocumentPdf, type PdfFile } from "./invoice-pdf/tax-document-pdf.js";

// The PDF writer (embedded fonts, right-to-left text): for the quote's PDF.
export { fontFiles, fontName } from "./invoice-pdf/pdf-fonts.js";
export { PdfWriter, type TextStyle } from "./invoice-pdf/pdf-writer.js";

// What accepting a quote (modules/quotes) shares with placing an order: the delivery address choice, the money
// rule, the lines' translated titles.
export { checkAddressChoice, checkLineShapes, type CheckedLine, type LineLimits } from "./order-rules.js";
export { savedAddress } from "./place-order.js";
export { totalsFor, type Totals } from "./totals.js";
export { lineTitle, lineTitleLanguage, withLineTitles } from "./line-title.js";
export type { EmailDeliveryModel } from "./order-confirmations.js";

// Sends each placed order's confirmation once, kept by the app (app.ts, context.ts).
export { OrderConfirmations } from "./order-confirmations.js";
