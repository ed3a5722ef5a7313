// How the confirmation page finds an order placed without JavaScript: the checkout action leaves its number and
// contact e-mail in a short-lived HttpOnly cookie scoped to the confirmation's path (an order is personal, so it
// never goes in the URL), and the confirmation looks the order up with them as Track Order does. The path is the
// confirmation's in the checkout's language (`/ar/account/checkout/confirmation` in Arabic): a browser sends a
// cookie only under its path.

import { localizedPath, type UrlLocale } from "../../lib/i18n/localized-path";

const NAME = "placed-order";
const PATH = "/account/checkout/confirmation";
const MAX_AGE_SECONDS = 60 * 60;

export interface PlacedOrder {
  number: string;
  email: string;
}

export function placedOrderCookie(order: PlacedOrder, secure: boolean, locale: UrlLocale): string {
  const value = encodeURIComponent(JSON.stringify(order));
  return `${NAME}=${value}; Path=${localizedPath(PATH, locale)}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function readPlacedOrder(cookieHeader: string | null): PlacedOrder | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== NAME) continue;
    try {
      const value = JSON.parse(decodeURIComponent(part.slice(eq + 1).trim())) as Partial<PlacedOrder>;
      if (typeof value.number === "string" && typeof value.email === "string") return { number: value.number, email: value.email };
    } catch {
      return null;
    }
  }
  return null;
}
