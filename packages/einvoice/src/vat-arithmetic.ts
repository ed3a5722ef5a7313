import type { InvoiceLine, InvoiceTotals } from "./tax-invoice.js";

// The invoice's money rule, in integer fils. Prices include VAT at 5 %, so the VAT inside a gross amount G is
// G x 5/105. The document's VAT is that of its total, rounded to the fils: the amount the shop already shows as
// "VAT included" (server/src/modules/orders/totals.ts). Each line's VAT is its own G x 5/105, rounded down or up
// so that the lines add up to the document's VAT exactly (largest remainder first, ties to the earlier line); no
// line is more than one fils from its exact VAT, and every total is the sum of its lines.
//
// Why not round each line on its own and add them up: the rounding errors then add up too (up to half a fils a
// line), and PINT AE checks the VAT total against 5 % of the taxable amount with a tolerance of 0.02
// (aligned-ibrp-s-09); a 50-line order can miss it by a quarter of a dirham (see vat-arithmetic.test.ts).

export const VAT_PERCENT = 5;

export interface LineInput {
  description: string;
  sku?: string;
  kind: InvoiceLine["kind"];
  quantity: number;
  /** Unit price charged, VAT included. */
  unitPriceFils: number;
  /** Unit list price, VAT included, when the line is on sale below it. */
  listUnitPriceFils?: number;
}

/** Micro-dirhams (10^-6 AED) a fils: unit prices excluding VAT need more than two decimals. */
const MICRO_PER_FILS = 10_000;

/** The VAT of each gross amount: see the rule above. */
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

/** Prices the lines of one invoice or credit note, VAT included, and totals them. */
export function priceLines(inputs: readonly LineInput[]): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  if (inputs.length === 0) throw new RangeError("an invoice needs at least one line");
  const gross = inputs.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`quantity must be a positive whole number: ${line.quantity}`);
    return line.unitPriceFils * line.quantity;
  });
  const vat = allocateVat(gross);
  const lines = inputs.map((input, i): InvoiceLine => {
    const totalFils = gross[i] ?? 0;
    const vatFils = vat[i] ?? 0;
    const netFils = totalFils - vatFils;
    const onSale = input.listUnitPriceFils !== undefined && input.listUnitPriceFils > input.unitPriceFils;
    return {
      description: input.description,
      ...(input.sku ? { sku: input.sku } : {}),
      kind: input.kind,
      quantity: input.quantity,
      unitPriceExclVat: formatMicro(Math.round((netFils * MICRO_PER_FILS) / input.quantity)),
      ...(onSale ? { listUnitPriceExclVat: formatMicro(netOfVatMicro(input.listUnitPriceFils ?? 0)) } : {}),
      vatRatePercent: VAT_PERCENT,
      vatFils,
      netFils,
      totalFils,
    };
  });
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return { lines, totals: { netFils: sum((l) => l.netFils), vatFils: sum((l) => l.vatFils), totalFils: sum((l) => l.totalFils) } };
}

/** A VAT-inclusive unit price without its VAT, in micro-dirhams. */
function netOfVatMicro(grossFils: number): number {
  return Math.round((grossFils * MICRO_PER_FILS * 100) / (100 + VAT_PERCENT));
}

/** Fils as the decimal string UBL wants: "1234.50". */
export function formatFils(fils: number): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`not whole fils: ${fils}`);
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Micro-dirhams as a decimal string with 2 to 6 decimals: "31.743333", "95.20". */
export function formatMicro(micro: number): string {
  if (!Number.isSafeInteger(micro) || micro < 0) throw new RangeError(`not whole non-negative micro-dirhams: ${micro}`);
  const decimals = String(micro % 1_000_000)
    .padStart(6, "0")
    .replace(/0{1,4}$/, "");
  return `${Math.floor(micro / 1_000_000)}.${decimals.padEnd(2, "0")}`;
}

/** A decimal string of formatMicro() back in micro-dirhams, for the price discount (list - net). */
export function parseMicro(decimal: string): number {
  const [whole = "0", fraction = ""] = decimal.split(".");
  return Number(whole) * 1_000_000 + Number(fraction.padEnd(6, "0"));
}
