import { DEFAULT_SHOP_LOCALE, isShopLocale, type FormatLocale } from "@proav/shop-rules";
import { en } from "./en.js";
import { ar } from "./ar.js";

// What the requester's acknowledgement says, one table per language, each typed by this interface so a key missing
// from one language fails the type check. Plain text; values (numbers, names, amounts) are passed in. The shop's
// own notification is English, like its contact messages (quote-emails.ts).

export interface QuoteMailStrings {
  subject: (number: string, shop: string) => string;
  thanks: (number: string) => string;
  whatNext: string;
  /** Where to follow it: the account page for a signed-in requester, tracking by number and e-mail for a guest. */
  follow: (url: string, guest: boolean) => string;
  lines: string;
  /** One line: quantity, title, part number and the web price of one when requested. */
  line: (quantity: number, title: string, partNumber: string | null, webUnitPrice: string) => string;
  webPricesNote: string;
  labelled: (label: string, value: string) => string;
  company: string;
  neededBy: string;
}

const TABLES: Record<FormatLocale, QuoteMailStrings> = { en, ar };

/** The strings of the quote's language (English when the backend has none). */
export function quoteMailStrings(locale: string | null | undefined): QuoteMailStrings {
  return TABLES[isShopLocale(locale) ? locale : DEFAULT_SHOP_LOCALE];
}
