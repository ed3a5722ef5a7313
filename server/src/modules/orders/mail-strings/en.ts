import type { OrderMailStrings } from "./mail-strings.js";

export const en: OrderMailStrings = {
  comma: ", ",
  labelled: (label, value) => `${label}: ${value}`,
  subject: (number, shop) => `Your order ${number} at ${shop}`,
  thanks: (number) => `Thank you for your order ${number}.`,
  paymentMethod: (name) => `Payment method: ${name}`,
  bankTitle: "How to pay by bank transfer",
  bankIntro: (total, number) => `Please transfer ${total} with your order number ${number} as the reference; we ship as soon as the payment arrives.`,
  bankMissing: (contact) =>
    `Our bank details are not in this e-mail: ${contact ? `reply to this e-mail or write to ${contact}` : "reply to this e-mail"} and we will send them.`,
  bankName: "Bank",
  accountName: "Account name",
  reference: "Reference",
  cashOnDelivery: "Payment: cash on delivery (or card on the courier's terminal).",
  track: (url) => `Track your order at ${url} with the order number and this e-mail address.`,
  invoiceAttached: "Your tax invoice is attached.",
  line: (quantity, title, partNumber, amount) => `${quantity} x ${title}${partNumber ? ` (${partNumber})` : ""}: ${amount}`,
};
