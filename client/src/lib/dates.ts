import { formatDate as formatDateIn, formatDateTime as formatDateTimeIn } from "@proav/shop-rules";
import type { Locale } from "./i18n/config";

// Dates of orders and accounts, in the shop's time zone and the page's language, by the gateway's own rules
// (Arabic month names, Gregorian calendar, Latin digits), so every shopper, the server render, hydration and the
// printed invoice show the same day and time, wherever the browser is.

/** "3 Dec 2026" / "3 ديسمبر 2026". */
export function formatDate(iso: string | null | undefined, locale: Locale): string {
  return formatDateIn(iso, locale);
}

/** Date and time in Dubai, e.g. "3 Dec 2026, 14:05". */
export function formatDateTime(iso: string | null | undefined, locale: Locale): string {
  return formatDateTimeIn(iso, locale);
}
