import { ORDER_MONEY } from "../order-money.js";

// The tax invoice's VAT rule, in integer fils, written down once: the gateway's invoice (GraphQL, page, PDF,
// e-mail) and the PINT AE e-invoice (@proav/einvoice) price their lines with it.
//
// Prices include VAT at 5 %, so the VAT inside a gross amount G is G x 5/105. The document's VAT is that of its
// total, rounded to the fils: the amount the shop already shows as "VAT included" (server/src/modules/orders/
// totals.ts). Each line's VAT is its own G x 5/105, rounded down or up so that the lines add up to the document's
// VAT exactly (largest remainder first, ties to the earlier line); no line is more than one fils from its exact
// VAT, a line's net is its gross minus its VAT, and every total is the sum of its lines.
//
// Why not round each line on its own and add them up: the rounding errors then add up too (up to half a fils a
// line), so the invoice's VAT would differ from the order's, and PINT AE checks the VAT total against 5 % of the
// taxable amount with a tolerance of 0.02 (aligned-ibrp-s-09): a 50-line order can miss it by a quarter of a dirham.

export const VAT_PERCENT = ORDER_MONEY.vatPercent;

/** Micro-dirhams (10^-6 AED) a fils: a unit price without VAT needs more than two decimals to multiply back. */
export const MICRO_PER_FILS = 10_000;

/** One line as charged: how many, at what unit price VAT included, and its list price when sold below it. */
export interface VatLineInput {
  quantity: number;
  /** Unit price charged, VAT included, in fils. */
  unitPriceFils: number;
  /** Unit list price, VAT included, in fils, when the line was sold at a sale price; ignored unless above the price. */
  listUnitPriceFils?: number | null;
}

/** One line split into net and VAT. `netFils + vatFils === grossFils`. */
export interface VatLine {
  quantity: number;
  /** What the line costs, VAT included: unit price x quantity. */
  grossFils: number;
  vatFils: number;
  netFils: number;
  /** The unit price without VAT, exact to the micro-dirham: net / quantity. */
  unitNetMicro: number;
  /** The list unit price without VAT (micro-dirhams) for a line sold below its list price; null otherwise. */
  listUnitNetMicro: number | null;
}

export interface VatTotals {
  grossFils: number;
  vatFils: number;
  netFils: number;
}

/** The VAT of each gross amount (fils), by the rule above: the document's VAT spread over its lines. */
export function allocateVat(grossFils: readonly number[]): number[] {
  for (const g of grossFils) {
    if (!Number.isSafeInteger(g) || g < 0) throw new RangeError(`gross amount must be whole non-negative fils: ${g}`);
  }
  const divisor = (100 + VAT_PERCENT) / VAT_PERCENT; // 21
  const total = grossFils.reduce((sum, g) => sum + g, 0);
  const documentVat = Math.floor((2 * total + divisor) / (2 * divisor)); // total / 21, half up
  const vat = grossFils.map((g) => Math.floor(g / divisor));
  let left = documentVat - vat.reduce((sum, v) => sum + v, 0);
  const byRemainder = grossFils.map((g, i) => ({ i, remainder: g % divisor })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left === 0) break;
    vat[i] = (vat[i] ?? 0) + 1;
    left -= 1;
  }
  return vat;
}

/** A VAT-inclusive amount without its VAT, in micro-dirhams (for a unit list price: exact, not allocated). */
export function netOfVatMicro(grossFils: number): number {
  return Math.round((grossFils * MICRO_PER_FILS * 100) / (100 + VAT_PERCENT));
}

/** Splits the lines of one document into net and VAT, and totals them (every total the sum of its lines). */
export function splitVat(inputs: readonly VatLineInput[]): { lines: VatLine[]; totals: VatTotals } {
  const gross = inputs.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`quantity must be a positive whole number: ${line.quantity}`);
    return line.unitPriceFils * line.quantity;
  });
  const vat = allocateVat(gross);
  const lines = inputs.map((input, i): VatLine => {
    const grossFils = gross[i] ?? 0;
    const vatFils = vat[i] ?? 0;
    const netFils = grossFils - vatFils;
    const list = input.listUnitPriceFils;
    return {
      quantity: input.quantity,
      grossFils,
      vatFils,
      netFils,
      unitNetMicro: Math.round((netFils * MICRO_PER_FILS) / input.quantity),
      listUnitNetMicro: list !== undefined && list !== null && list > input.unitPriceFils ? netOfVatMicro(list) : null,
    };
  });
  const sum = (pick: (line: VatLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return { lines, totals: { grossFils: sum((l) => l.grossFils), vatFils: sum((l) => l.vatFils), netFils: sum((l) => l.netFils) } };
}

/**
 * An order's invoice lines: its products, then delivery as a taxed line of its own when charged (null when free).
 * The VAT is allocated over all of them together, so `totals.vatFils` is the order's `vatIncluded`.
 */
export function invoiceVat(products: readonly VatLineInput[], deliveryFils: number): { products: VatLine[]; delivery: VatLine | null; totals: VatTotals } {
  const delivery = deliveryFils > 0 ? [{ quantity: 1, unitPriceFils: deliveryFils }] : [];
  const { lines, totals } = splitVat([...products, ...delivery]);
  return { products: lines.slice(0, products.length), delivery: lines[products.length] ?? null, totals };
}

/** Fils to the nearest fils of a micro-dirham amount (a unit price without VAT, for display). */
export const microToFils = (micro: number): number => Math.round(micro / MICRO_PER_FILS);
