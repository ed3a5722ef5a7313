import { formatPrice, localizedPath, type FormatLocale } from "@proav/shop-rules";
import type { RestQuote } from "../../backend/rest-types.js";
import type { MailMessage } from "../../mail/mailer.js";
import { quoteMailStrings } from "./mail-strings/quote-mail-strings.js";
import { filsOf } from "./quote-money.js";

// The two e-mails of a new request for quote: the shop's notification (to the inbox contact messages go to, in
// English like them, Reply-To the requester) and the requester's acknowledgement in the request's language.
// Plain text: the request has no prices of the shop's yet. `quote` has its lines' titles in the request's language.

/** Line breaks dropped from a shopper's words used in a header. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ");

export function quoteNotification(quote: RestQuote, shopInbox: string, requestId: string): MailMessage {
  const price = (aed: number) => formatPrice(filsOf(aed), "en");
  return {
    kind: "quote-request",
    to: shopInbox,
    replyTo: { name: oneLine(quote.contact_name), address: quote.contact_email },
    subject: `Request for quote ${quote.number}: ${oneLine(quote.company)}`,
    text: [
      `Request for quote ${quote.number} (${quote.user === null ? "guest" : `customer ${quote.user}`}, ${quote.locale === "ar" ? "Arabic" : "English"})`,
      "",
      `Company: ${quote.company}`,
      ...(quote.trn ? [`TRN: ${quote.trn}`] : []),
      `Contact: ${quote.contact_name} <${quote.contact_email}>, ${quote.contact_phone}`,
      `Emirate: ${quote.emirate}`,
      ...(quote.needed_by ? [`Needed by: ${quote.needed_by}`] : []),
      "",
      ...quote.lines.map(
        (l) => `${l.quantity} x ${l.title}${l.part_number ? ` (${l.part_number})` : ""} [product ${l.product}], web price ${price(l.web_unit_price)} each`,
      ),
      ...(quote.notes ? ["", "Notes:", quote.notes] : []),
      "",
      `Quote it in the backend (unit prices per line, a validity date, a note), or decline it. (Request ${requestId || "unknown"}; reply to this e-mail to write to the requester.)`,
    ].join("\n"),
  };
}

export function quoteAcknowledgement(quote: RestQuote, shopName: string, publicOrigin: string): MailMessage {
  const locale: FormatLocale = quote.locale === "ar" ? "ar" : "en";
  const s = quoteMailStrings(locale);
  const guest = quote.user === null;
  const url = `${publicOrigin}${localizedPath(guest ? "/quotes/track" : `/account/quotes/${quote.number}`, locale)}`;
  return {
    kind: "quote-acknowledgement",
    to: { name: oneLine(quote.contact_name), address: quote.contact_email },
    subject: s.subject(quote.number, shopName),
    text: [
      s.thanks(quote.number),
      s.labelled(s.company, quote.company),
      ...(quote.needed_by ? [s.labelled(s.neededBy, quote.needed_by)] : []),
      "",
      s.lines,
      ...quote.lines.map((l) => s.line(l.quantity, l.title, l.part_number, formatPrice(filsOf(l.web_unit_price), locale))),
      s.webPricesNote,
      "",
      s.whatNext,
      s.follow(url, guest),
    ].join("\n"),
  };
}
