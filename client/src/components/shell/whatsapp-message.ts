import type { TFunction } from "i18next";
import { formatAmount } from "../../lib/money";
// eslint-disable-next-line no-restricted-imports -- the shell still sums the cart itself; it goes once the gateway's cart(items:) total prices the message
import { amountToFils, filsToAmount } from "../../features/cart/cart-totals";

// What the WhatsApp floating link opens: a chat with the shop, pre-filled on a product page or the cart with the
// products, their part numbers, quantities and the total, so the shop's staff can answer without asking back.

export interface ChatLine {
  title: string;
  partNumber: string | null;
  quantity: number;
  /** Unit price shown to the shopper (the sale price when on sale), a decimal string. */
  unitAmount: string;
}

/** The pre-filled message: a greeting, or the products with quantities and the VAT-inclusive total. */
export function whatsAppText(t: TFunction, lines: readonly ChatLine[]): string {
  if (lines.length === 0) return t("layout.whatsapp.general");
  let total = 0;
  const rows = lines.map((line) => {
    total += amountToFils(line.unitAmount) * line.quantity;
    return t("layout.whatsapp.line", {
      title: line.title,
      part: line.partNumber ? t("layout.whatsapp.part", { partNumber: line.partNumber }) : "",
      quantity: line.quantity,
      price: formatAmount(line.unitAmount),
    });
  });
  return [t("layout.whatsapp.intro"), ...rows, t("layout.whatsapp.total", { total: formatAmount(filsToAmount(total)) })].join("\n");
}
