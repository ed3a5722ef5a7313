import type { QuoteMailStrings } from "./quote-mail-strings.js";

export const en: QuoteMailStrings = {
  subject: (number, shop) => `Your request for quote ${number} at ${shop}`,
  thanks: (number) => `Thank you: we have received your request for quote ${number}.`,
  whatNext: "We will price each product and answer with a quote valid until a given date, which you can accept online.",
  follow: (url, guest) => (guest ? `Follow it at ${url} with the quote number and this e-mail address.` : `Follow it in your account: ${url}`),
  lines: "What you asked for:",
  line: (quantity, title, partNumber, webUnitPrice) => `${quantity} x ${title}${partNumber ? ` (${partNumber})` : ""}, web price ${webUnitPrice} each`,
  webPricesNote: "Web prices include VAT; the quoted prices will too.",
  labelled: (label, value) => `${label}: ${value}`,
  company: "Company",
  neededBy: "Needed by",
};
