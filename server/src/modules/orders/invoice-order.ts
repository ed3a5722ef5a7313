import type { EmirateCode, Invoice, InvoiceCompany, InvoiceOrder } from "@proav/shop-rules";
import { invoiceModel } from "@proav/shop-rules";
import type { RestCompany, RestOrder } from "../../backend/rest-types.js";
import { sellerAddress, type SellerDetails } from "../shop/index.js";
import { orderLocale } from "./mail-strings/mail-strings.js";
import { isProForma, taxLinesOf, uaeDate, type TaxDocumentKind } from "./tax-document.js";

// The backend's order as the shared invoice model (@proav/shop-rules `invoiceModel`) reads it, in the order's
// language: the same lines, totals and dates the GraphQL `Order.taxInvoice` answers (tax-document.ts), so the
// e-mailed invoice, the PDF and the storefront's page agree. Line titles as the order holds them: localize them
// first (line-title.ts `withLineTitles`).

const upper = (emirate: string) => emirate.toUpperCase() as EmirateCode;

function companyOf(company: RestCompany): InvoiceCompany {
  const { legal_name, trn, emirate, area, street, building } = company;
  return { legalName: legal_name, trn, billingAddress: { emirate: upper(emirate), area, street, building } };
}

export function invoiceOrderOf(order: RestOrder, seller: SellerDetails): InvoiceOrder {
  const locale = orderLocale(order);
  const priced = taxLinesOf(order, locale);
  const documentLines = { lines: priced.lines, totalExcludingVat: priced.totalExcludingVat, totalVat: priced.totalVat };
  return {
    number: order.number,
    paymentMethod: order.payment_method === "bank_transfer" ? "BANK_TRANSFER" : "CASH_ON_DELIVERY",
    contactEmail: order.contact_email,
    contactPhone: order.contact_phone,
    shippingAddress: { ...order.shipping_address, emirate: upper(order.shipping_address.emirate) },
    note: order.note,
    seller: { legalName: seller.legalName, addressLines: sellerAddress(seller, locale), trn: seller.trn, sample: seller.sample },
    company: order.company ? companyOf(order.company) : null,
    purchaseOrderNumber: order.po_number ?? null,
    quoteNumber: order.quote_number ?? null,
    proForma: isProForma(order),
    taxInvoice: {
      // Only orders from before the backend numbered invoices lack one; they are never mailed again.
      number: order.invoice_number ?? "",
      issueDate: uaeDate(order.invoiced_at ?? order.created_at),
      supplyDate: uaeDate(order.created_at),
      ...documentLines,
      totalPayable: priced.total,
    },
    creditNote: order.credit_note_number
      ? {
          number: order.credit_note_number,
          issueDate: uaeDate(order.credited_at ?? order.created_at),
          invoiceNumber: order.invoice_number ?? "",
          ...documentLines,
          totalCredited: priced.total,
        }
      : null,
  };
}

/** The order's tax invoice (or credit note), in the language it was placed in: what the e-mail and the PDF lay out. */
export function orderInvoice(order: RestOrder, seller: SellerDetails, kind: TaxDocumentKind = "invoice"): Invoice {
  return invoiceModel(invoiceOrderOf(order, seller), orderLocale(order), kind);
}
