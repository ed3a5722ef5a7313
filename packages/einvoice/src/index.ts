export type {
  Buyer,
  CreditNoteReason,
  Emirate,
  InvoiceDocument,
  InvoiceLine,
  InvoiceTotals,
  PaymentMeans,
  Seller,
  TaxInvoice,
  UaeAddress,
} from "./tax-invoice.js";
export { VAT_PERCENT, allocateVat, formatFils, formatMicro, priceLines, type LineInput } from "./vat-arithmetic.js";
export { PREDEFINED_BUYER_ENDPOINT, buyerEndpoint, isTrn, tinFromTrn } from "./pint-ae-codes.js";
export { buildPintAeXml } from "./ubl-document.js";
export {
  OrderDocumentError,
  documentNumber,
  hasEDocuments,
  taxDocumentFromOrder,
  uaeDate,
  type DocumentOptions,
  type DocumentSeller,
  type OrderJson,
  type OrderJsonAddress,
  type OrderJsonLine,
  type TaxDocumentKind,
} from "./order-document.js";
