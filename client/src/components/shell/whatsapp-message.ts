import type { TFunction } from "i18next";
import { formatAmount, type FormatLocale } from "@proav/shop-rules";

// What the WhatsApp floating link opens: a chat with the shop, pre-filled on a product page or the cart with the
// products, their part numbers, quantities and the total, so the shop's staff can answer without asking back.

export interface ChatLine {
  title: string;
  partNumber: string | null;
  quantity: number;
  /** Unit price shown to the shopper (the sale price when on sale), a decimal string. */
  unitAmount: string;
}

/**
 * The pre-filled message: a greeting, or the products with quantities and the VAT-inclusive total, as the
 * gateway priced them (`total` is a product's price, or the cart's `subTotal`).
 */
export function whatsAppText(t: TFunction, locale: FormatLocale, lines: readonly ChatLine[], total: string | null): string {
  if (lines.length === 0 || total === null) return t("layout.whatsapp.general");
  const rows = lines.map((line) =>
    t("layout.whatsapp.line", {
      title: line.title,
      part: line.partNumber ? t("layout.whatsapp.part", { partNumber: line.partNumber }) : "",
      quantity: line.quantity,
      price: formatAmount(line.unitAmount, locale),
    }),
  );
  return [t("layout.whatsapp.intro"), ...rows, t("layout.whatsapp.total", { total: formatAmount(total, locale) })].join("\n");
}
