// Cash on delivery only up to the shop's limit (a courier carries no more cash than that), judged on the total
// priced from the products table. The gateway checks the same before sending; this backend is reachable directly,
// so it checks again where the order is stored.
import { FieldErrors } from "../validation/field-errors.js";
import { toAed } from "./order-totals.js";
import type { PaymentMethod } from "./order-input.js";

const aedText = (fils: number) => toAed(fils).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Throws Strapi's validation 400 on `payment_method` for a cash order above `maxFils`. */
export function checkPaymentLimit(method: PaymentMethod, totalFils: number, maxFils: number): void {
  if (method !== "cash_on_delivery" || totalFils <= maxFils) return;
  const errors = new FieldErrors();
  errors.add(
    "payment_method",
    `cash_on_delivery is available for orders up to AED ${aedText(maxFils)}; this order is AED ${aedText(totalFils)}: choose bank_transfer`,
  );
  errors.throwIfAny();
}
