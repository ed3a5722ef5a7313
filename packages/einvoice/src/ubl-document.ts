import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces.js";
import {
  CREDIT_NOTE_REASON_CODES,
  CREDIT_NOTE_TYPE_CODE,
  CUSTOMIZATION_ID,
  INVOICE_TYPE_CODE,
  ONLINE_SALE_TRANSACTION_TYPE,
  PAYMENT_MEANS_CODE,
  PROFILE_ID,
  documentUuid,
} from "./pint-ae-codes.js";
import type { PaymentMeans, TaxInvoice } from "./tax-invoice.js";
import { line, monetaryTotal, taxTotal } from "./ubl-lines.js";
import { NS, buyerParty, cac, cbc, delivery, sellerParty } from "./ubl-parties.js";

// A tax invoice or credit note as a UBL 2.1 document following PINT AE (OpenPeppol, release 2026.5). Elements are
// written in the order of the UBL 2.1 schema. A pure function: the same invoice always gives the same bytes.

export function buildPintAeXml(invoice: TaxInvoice): string {
  const { document } = invoice;
  const kind = document.type === "invoice" ? "Invoice" : "CreditNote";
  const root = create({ version: "1.0", encoding: "UTF-8" }).ele(kind === "Invoice" ? NS.invoice : NS.creditNote, kind);
  root.att("http://www.w3.org/2000/xmlns/", "xmlns:cac", NS.cac);
  root.att("http://www.w3.org/2000/xmlns/", "xmlns:cbc", NS.cbc);

  cbc(root, "CustomizationID", CUSTOMIZATION_ID);
  cbc(root, "ProfileID", PROFILE_ID);
  cbc(root, "ProfileExecutionID", ONLINE_SALE_TRANSACTION_TYPE); // BTAE-02, ibr-154-ae
  cbc(root, "ID", invoice.number);
  cbc(root, "UUID", documentUuid(invoice.seller.trn, document.type, invoice.number));
  cbc(root, "IssueDate", invoice.issueDate);
  if (document.type === "invoice") {
    cbc(root, "DueDate", document.dueDate); // ibr-127-ae: an amount is due
    cbc(root, "InvoiceTypeCode", INVOICE_TYPE_CODE);
  } else {
    cbc(root, "CreditNoteTypeCode", CREDIT_NOTE_TYPE_CODE);
  }
  cbc(root, "DocumentCurrencyCode", invoice.currency);
  if (invoice.buyer.poNumber) cbc(root, "BuyerReference", invoice.buyer.poNumber);
  if (document.type === "credit-note") {
    cbc(cac(root, "DiscrepancyResponse"), "ResponseCode", CREDIT_NOTE_REASON_CODES[document.reason]); // ibr-158-ae
  }
  if (invoice.buyer.poNumber) {
    const order = cac(root, "OrderReference");
    cbc(order, "ID", invoice.buyer.poNumber);
    cbc(order, "SalesOrderID", invoice.orderNumber);
  }
  if (document.type === "credit-note") {
    const reference = cac(cac(root, "BillingReference"), "InvoiceDocumentReference"); // ibr-055-ae
    cbc(reference, "ID", document.invoiceNumber);
    cbc(reference, "IssueDate", document.invoiceIssueDate);
  }

  sellerParty(root, invoice.seller);
  buyerParty(root, invoice.buyer);
  delivery(root, invoice.supplyDate, invoice.deliveryAddress);
  paymentMeans(root, invoice.payment, invoice.orderNumber);
  taxTotal(root, invoice.totals, 5);
  monetaryTotal(root, invoice.totals);
  invoice.lines.forEach((item, index) => line(root, kind, index, item));

  return root.end({ prettyPrint: true });
}

/** How to pay (ibr-191-ae); the order number is the payment reference. Cash needs nothing else, a transfer the IBAN. */
function paymentMeans(root: XMLBuilder, payment: PaymentMeans, orderNumber: string): void {
  const node = cac(root, "PaymentMeans");
  const name = payment.kind === "cash-on-delivery" ? "Cash on delivery" : "Credit transfer";
  cbc(node, "PaymentMeansCode", PAYMENT_MEANS_CODE[payment.kind], { name });
  cbc(node, "PaymentID", orderNumber);
  if (payment.kind === "bank-transfer") {
    const account = cac(node, "PayeeFinancialAccount"); // ibr-192-ae
    cbc(account, "ID", payment.iban);
    cbc(account, "Name", payment.accountName);
    if (payment.bic) cbc(cac(account, "FinancialInstitutionBranch"), "ID", payment.bic);
  }
}
