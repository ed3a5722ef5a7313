import type { RestOrder } from "../../backend/rest-types.js";
import type { MailMessage } from "../../mail/mailer.js";
import type { SellerDetails } from "../shop/index.js";
import { localizedPath, type Invoice } from "@proav/shop-rules";
import { addressLines, companyLines, HTML, invoiceHtml, PLAIN, type Render } from "./invoice-html.js";
import { orderInvoice } from "./invoice-order.js";
import { mailStrings, orderLocale, type OrderMailStrings } from "./mail-strings/mail-strings.js";

// The order confirmation, in the language the order was placed in: what was ordered, the totals with VAT, where it
// goes, how to pay and, for a bank transfer, the shop's bank details with the order number as the reference (in
// this same e-mail, so the shopper has one message to keep; the same account `Order.bankTransfer` gives the
// confirmation page). The tax invoice is attached as an HTML file (and as PDF:
// order-confirmations.ts adds it).

/** The total to transfer, written as the invoice writes it. */
const totalText = (invoice: Invoice) => invoice.totals.find((t) => t.grand)?.text ?? "";

export function bankTransferLines(order: RestOrder, seller: SellerDetails, r: Render = PLAIN, s: OrderMailStrings = mailStrings(order.locale)): string[] {
  const bank = seller.bankTransfer;
  return [
    s.bankIntro(r.text(totalText(orderInvoice(order, seller))), r.code(order.number)),
    s.labelled(s.bankName, r.text(bank.bankName)),
    s.labelled(s.accountName, r.text(bank.accountName)),
    s.labelled("IBAN", r.code(bank.iban.replace(/(.{4})/g, "$1 ").trim())),
    ...(bank.swift ? [s.labelled("SWIFT/BIC", r.code(bank.swift))] : []),
    s.labelled(s.reference, r.code(order.number)),
    // The demo's sample account: said wherever the account is shown (Shop.sample), never left for a shopper to pay.
    ...(bank.sample ? [s.bankSample] : []),
  ];
}

export function orderConfirmationEmail(order: RestOrder, seller: SellerDetails, publicOrigin: string): MailMessage {
  const s = mailStrings(order.locale);
  // The lines, totals and address as the attached invoice (and the storefront's) has them.
  const invoice = orderInvoice(order, seller);
  const payment = (r: Render) => (order.payment_method === "bank_transfer" ? [s.bankTitle, ...bankTransferLines(order, seller, r, s)] : [s.cashOnDelivery]);
  const trackUrl = `${publicOrigin}${localizedPath("/account/order-tracking", orderLocale(order))}`;
  const text = [
    s.thanks(order.number),
    s.labelled(invoice.labels.invoiceNumber, invoice.number),
    ...(invoice.quoteNumber ? [s.labelled(invoice.labels.quoteNumber, invoice.quoteNumber)] : []),
    ...(invoice.purchaseOrderNumber ? [s.labelled(invoice.labels.purchaseOrderNumber, invoice.purchaseOrderNumber)] : []),
    "",
    ...invoice.lines.map((l) => s.line(l.quantity, l.description, l.partNumber, l.lineTotal.text)),
    "",
    ...invoice.totals.map((t) => s.labelled(t.label, t.text)),
    "",
    ...(invoice.buyer.company ? [`${invoice.labels.company}:`, ...companyLines(invoice.buyer.company, invoice, s), ""] : []),
    `${invoice.labels.deliverTo}:`,
    ...addressLines(invoice.deliverTo, s),
    "",
    s.paymentMethod(invoice.payment),
    ...payment(PLAIN),
    "",
    s.track(trackUrl),
    s.invoiceAttached,
  ].join("\n");
  const [paymentTitle, ...paymentLines] = payment(HTML);
  const paymentHtml = `<h2 style="font-size:16px">${paymentTitle}</h2><p>${paymentLines.join("<br>")}</p>`;
  const invoiceDocument = invoiceHtml(order, seller);
  // The invoice document's body, after a short greeting and the payment instructions.
  const html = invoiceDocument.replace(
    /<body([^>]*)>/,
    `<body$1><p>${s.thanks(HTML.code(order.number))} ${s.paymentMethod(invoice.payment)}.</p>${paymentHtml}`,
  );
  return {
    kind: "order-confirmation",
    to: order.contact_email,
    subject: s.subject(order.number, seller.legalName),
    text,
    html,
    attachments: [{ filename: `invoice-${invoice.number || order.number}.html`, content: invoiceDocument, contentType: "text/html; charset=utf-8" }],
  };
}
