// How prices and dates read in each of the shop's locales. Pure, shared by the gateway (Money.formatted, e-mails)
// and the storefront (order dates, the tax invoice). Prices are written here only (pages, e-mails, invoices, the
// API's `Money.formatted`); dates in Arabic use the UAE's conventions with Latin digits and the Gregorian
// calendar, as UAE retailers and tax invoices do. Every table below is keyed by the shop's locales, so a new
// language is a type error here until its prices and dates are decided.
import { filsToDecimal } from "./money-amount.js";
import type { ShopLocale } from "./shop-locales.js";

export type FormatLocale = ShopLocale;

/** Intl locales: Arabic as written in the UAE, Latin digits (`nu-latn`), Gregorian months (`ca-gregory`). */
const INTL_LOCALE: Record<FormatLocale, string> = {
  en: "en-GB",
  ar: "ar-AE-u-ca-gregory-nu-latn",
};

// English keeps today's "3 Dec 2026"; Arabic month names have no customary short form.
const MONTH: Record<FormatLocale, "short" | "long"> = { en: "short", ar: "long" };

/** Dates are the shop's (Dubai) day and time, whatever the machine's or the browser's time zone. */
const SHOP_TIME_ZONE = "Asia/Dubai";

const RLM = "\u200F";
const NBSP = "\u00A0";
const FSI = "\u2068";
const PDI = "\u2069";

/** The dirham's sign: the shop shows its currency with its Arabic symbol in both languages. */
export const CURRENCY_SYMBOL = "د.إ";

/**
 * An amount's parts as a page lays them out: the grouped number ("1,328.99"), the sign, and which comes first
 * (English reads sign then number, Arabic number then sign, as it is read aloud). A page isolates the sign in its
 * own element (`<bdi>`) instead of the invisible marks `formatPrice` writes into plain text.
 */
export interface PriceParts {
  number: string;
  symbol: typeof CURRENCY_SYMBOL;
  symbolFirst: boolean;
}

/** Whether the sign comes before the number, as each language reads an amount aloud. */
const SYMBOL_FIRST: Record<FormatLocale, boolean> = { en: true, ar: false };

function partsOf(decimal: string, locale: FormatLocale): PriceParts {
  const [whole = "0", cents = "00"] = decimal.split(".");
  return { number: `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`, symbol: CURRENCY_SYMBOL, symbolFirst: SYMBOL_FIRST[locale] };
}

/** An amount's parts as plain text in each language, with the invisible marks that keep it whole (see writePrice). */
const PRICE_TEXT: Record<FormatLocale, (number: string, symbol: string) => string> = {
  en: (number, symbol) => `${FSI}${symbol}${PDI}${NBSP}${number}`,
  ar: (number, symbol) => `${RLM}${number}${NBSP}${symbol}${RLM}`,
};

/**
 * The shop's one way of writing an amount in each language, for e-mails, invoices, sentences and
 * `Money.formatted`; pages lay out the same parts (`priceParts`). English "د.إ 12,499.00": the sign first, isolated
 * (FSI/PDI) so an Arabic sign before Latin digits cannot turn them around in a left-to-right line. Arabic
 * "12,499.00 د.إ": amount then sign, a no-break space between, wrapped in right-to-left marks so it stays whole and
 * on the right side next to Latin text in a plain-text e-mail too. Latin digits in both, as on UAE price tags and
 * tax invoices. Written by hand, not with Intl: the server's ICU (Node) and the browser's differ ("د.إ.‏" with a
 * dot in Node 20), and a hydrated page must print what the server printed.
 */
function writePrice(decimal: string, locale: FormatLocale): string {
  const { number, symbol } = partsOf(decimal, locale);
  return PRICE_TEXT[locale](number, symbol);
}

/** A price from integer fils, in the shop's format for `locale` (see `writePrice`). */
export function formatPrice(fils: number, locale: FormatLocale): string {
  return writePrice(filsToDecimal(fils), locale);
}

/**
 * A price from the API's decimal string (`Money.amount`, "12499.00"), the same text `formatPrice` writes for it;
 * a missing or malformed amount reads as zero. String arithmetic only: amounts never become floats for display.
 */
export function formatAmount(amount: string | null | undefined, locale: FormatLocale): string {
  return writePrice(decimalOf(amount), locale);
}

/** The parts of `formatAmount`'s text, for a page to lay out with markup instead of invisible marks. */
export function priceParts(amount: string | null | undefined, locale: FormatLocale): PriceParts {
  return partsOf(decimalOf(amount), locale);
}

function decimalOf(amount: string | null | undefined): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount?.trim() ?? "");
  if (!match) return "0.00";
  const [, sign, whole = "0", cents = ""] = match;
  const digits = whole.replace(/^0+(?=\d)/, "");
  const negative = sign && /[1-9]/.test(digits + cents);
  return `${negative ? "-" : ""}${digits}.${cents.padEnd(2, "0")}`;
}

const COUNT: Record<FormatLocale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat("en-US"),
  ar: new Intl.NumberFormat("ar-AE-u-nu-latn"),
};

/** A whole count for display ("1,234" in both: Latin digits and comma grouping, as the listing shows it today). */
export function formatCount(n: number, locale: FormatLocale): string {
  return COUNT[locale].format(n);
}

const DATE: Record<FormatLocale, Intl.DateTimeFormat> = {
  en: dateFormat("en", false),
  ar: dateFormat("ar", false),
};
const DATE_TIME: Record<FormatLocale, Intl.DateTimeFormat> = {
  en: dateFormat("en", true),
  ar: dateFormat("ar", true),
};

function dateFormat(locale: FormatLocale, withTime: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: SHOP_TIME_ZONE,
    day: "numeric",
    month: MONTH[locale],
    year: "numeric",
    ...(withTime ? { hour: "2-digit", minute: "2-digit", hour12: false } : {}),
  });
}

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "3 Dec 2026" / "3 ديسمبر 2026"; empty for a missing or malformed date. */
export function formatDate(iso: string | null | undefined, locale: FormatLocale): string {
  const date = parse(iso);
  return date ? DATE[locale].format(date) : "";
}

/** "3 Dec 2026, 01:30" / "3 ديسمبر 2026 في 01:30" (24-hour, Dubai time); empty for a missing or malformed date. */
export function formatDateTime(iso: string | null | undefined, locale: FormatLocale): string {
  const date = parse(iso);
  return date ? DATE_TIME[locale].format(date) : "";
}
