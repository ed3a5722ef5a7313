import type { OrderMailStrings } from "./mail-strings.js";

export const en: OrderMailStrings = {
  comma: ", ",
  labelled: (label, value) => `${label}: ${value}`,
  subject: (number, shop) => `Your order ${number} at ${shop}`,
  thanks: (number) => `Thank you for your order ${number}.`,
  paymentMethod: (name) => `Payment method: ${name}`,
  bankTitle: "How to pay by bank transfer",
  bankIntro: (total, number) => `Please transfer ${total} with your order number ${number} as the reference; we ship as soon as the payment arrives.`,
  bankSample: "These are sample bank details of a demo shop: no payment can be made to them.",
  bankName: "Bank",
  accountName: "Account name",
  reference: "Reference",
  cashOnDelivery: "Payment: cash on delivery (or card on the courier's terminal).",
  track: (url) => `Track your order at ${url} with the order number and this e-mail address.`,
  invoiceAttached: "Your tax invoice is attached.",
  line: (quantity, title, partNumber, amount) => `${quantity} x ${title}${partNumber ? ` (${partNumber})` : ""}: ${amount}`,
};
