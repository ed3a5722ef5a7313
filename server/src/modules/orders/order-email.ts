import type { RestOrder } from "../../backend/rest-types.js";
import type { MailMessage } from "../../mail/mailer.js";
import type { SellerDetails } from "../shop/seller-config.js";
import { addressLines, aedText, escapeHtml, invoiceHtml, paymentName } from "./invoice-html.js";

// The order confirmation: what was ordered, the totals with VAT, where it goes, how to pay and, for a bank
// transfer, the shop's bank details with the order number as the reference (in this same e-mail, so the
// shopper has one message to keep). The tax invoice is attached as an HTML file.

export function bankTransferLines(order: RestOrder, seller: SellerDetails): string[] {
  const bank = seller.bankTransfer;
  const intro = `Please transfer ${aedText(order.total)} with your order number ${order.number} as the reference; we ship as soon as the payment arrives.`;
  if (!bank) {
    const ask = seller.email ? `reply to this e-mail or write to ${seller.email}` : "reply to this e-mail";
    return [intro, `Our bank details are not in this e-mail: ${ask} and we will send them.`];
  }
  return [
    intro,
    ...(bank.bankName ? [`Bank: ${bank.bankName}`] : []),
    `Account name: ${bank.accountName}`,
    `IBAN: ${bank.iban.replace(/(.{4})/g, "$1 ").trim()}`,
    ...(bank.swift ? [`SWIFT/BIC: ${bank.swift}`] : []),
    `Reference: ${order.number}`,
  ];
}

export function orderConfirmationEmail(order: RestOrder, seller: SellerDetails, publicOrigin: string): MailMessage {
  const payment =
    order.payment_method === "bank_transfer"
      ? ["How to pay by bank transfer", ...bankTransferLines(order, seller)]
      : ["Payment: cash on delivery (or card on the courier's terminal)."];
  const text = [
    `Thank you for your order ${order.number}.`,
    "",
    ...order.lines.map((l) => `${l.quantity} x ${l.title}${l.part_number ? ` (${l.part_number})` : ""}: ${aedText(l.line_total)}`),
    "",
    `Sub-total: ${aedText(order.sub_total)}`,
    `Shipping: ${order.shipping === 0 ? "Free" : aedText(order.shipping)}`,
    `Total (incl. VAT): ${aedText(order.total)}`,
    `Includes VAT 5%: ${aedText(order.vat_included)}`,
    "",
    "Deliver to:",
    ...addressLines(order.shipping_address),
    "",
    `Payment method: ${paymentName(order)}`,
    ...payment,
    "",
    `Track your order at ${publicOrigin}/account/order-tracking with the order number and this e-mail address.`,
    "Your tax invoice is attached.",
  ].join("\n");
  const paymentHtml = `<h2 style="font-size:16px">${escapeHtml(payment[0]!)}</h2><p>${payment.slice(1).map(escapeHtml).join("<br>")}</p>`;
  const invoice = invoiceHtml(order, seller);
  // The invoice document's body, after a short greeting and the payment instructions.
  const html = invoice.replace(
    /<body([^>]*)>/,
    `<body$1><p>Thank you for your order <strong>${escapeHtml(order.number)}</strong>. Payment method: ${paymentName(order)}.</p>${paymentHtml}`,
  );
  return {
    kind: "order-confirmation",
    to: order.contact_email,
    subject: `Your order ${order.number} at ${seller.legalName}`,
    text,
    html,
    attachments: [{ filename: `invoice-${order.number}.html`, content: invoice, contentType: "text/html; charset=utf-8" }],
  };
}
