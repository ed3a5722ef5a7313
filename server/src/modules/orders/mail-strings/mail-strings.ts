import { DEFAULT_SHOP_LOCALE, isShopLocale, type FormatLocale } from "@proav/shop-rules";
import type { RestOrder } from "../../../backend/rest-types.js";
import { en } from "./en.js";
import { ar } from "./ar.js";

// What the order e-mail says around the tax invoice, one table per language, each typed by this interface so a key
// missing from one language fails the type check. The invoice's own words (and so the totals' labels the e-mail
// repeats) are INVOICE_LABELS in @proav/shop-rules, shared with the storefront's invoice. The texts are plain text
// without markup characters, so the HTML uses them as they are; values (numbers, names, amounts) are passed in,
// already escaped for HTML by the caller.

export interface OrderMailStrings {
  /** Between an address's parts ("Al Nahda, Sharjah"). */
  comma: string;
  /** "Label: value", as the language writes it. */
  labelled: (label: string, value: string) => string;
  subject: (number: string, shop: string) => string;
  thanks: (number: string) => string;
  paymentMethod: (name: string) => string;
  bankTitle: string;
  bankIntro: (total: string, number: string) => string;
  /** Under sample bank details (SHOP_BANK_IBAN unset): the demo's account is no real one. */
  bankSample: string;
  bankName: string;
  accountName: string;
  reference: string;
  cashOnDelivery: string;
  track: (url: string) => string;
  invoiceAttached: string;
  /** One order line in the plain-text e-mail. */
  line: (quantity: number, title: string, partNumber: string | null, amount: string) => string;
}

const TABLES: Record<FormatLocale, OrderMailStrings> = { en, ar };

/** The backend's `locale` as one of the shop's languages: English when missing (or, defensively, unknown). */
const languageOf = (locale: RestOrder["locale"]): FormatLocale => (isShopLocale(locale) ? locale : DEFAULT_SHOP_LOCALE);

/** The strings of the order's language; orders without one (placed before it was recorded) are English. */
export function mailStrings(locale: RestOrder["locale"]): OrderMailStrings {
  return TABLES[languageOf(locale)];
}

export const orderLocale = (order: RestOrder): FormatLocale => languageOf(order.locale);
