import { splitVat, VAT_PERCENT } from "@proav/shop-rules";
import type { InvoiceLine, InvoiceTotals } from "./tax-invoice.js";

// The e-invoice's lines, priced by the shop's one VAT rule (@proav/shop-rules `splitVat`, see invoice-vat.ts there:
// the document's VAT is that of its total, spread over the lines by largest remainder), so the PINT AE document, the
// tax invoice page, its PDF and the e-mail agree to the fils. This file only shapes the rule's result for UBL: the
// amounts as UBL's decimal strings, unit prices without VAT to six decimals.

export { VAT_PERCENT, allocateVat } from "@proav/shop-rules";

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

/** Prices the lines of one invoice or credit note, VAT included, and totals them. */
export function priceLines(inputs: readonly LineInput[]): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  if (inputs.length === 0) throw new RangeError("an invoice needs at least one line");
  const split = splitVat(inputs);
  const lines = inputs.map((input, i): InvoiceLine => {
    const vat = split.lines[i];
    if (!vat) throw new RangeError(`line ${i} was not priced`);
    return {
      description: input.description,
      ...(input.sku ? { sku: input.sku } : {}),
      kind: input.kind,
      quantity: input.quantity,
      unitPriceExclVat: formatMicro(vat.unitNetMicro),
      ...(vat.listUnitNetMicro !== null ? { listUnitPriceExclVat: formatMicro(vat.listUnitNetMicro) } : {}),
      vatRatePercent: VAT_PERCENT,
      vatFils: vat.vatFils,
      netFils: vat.netFils,
      totalFils: vat.grossFils,
    };
  });
  return { lines, totals: { netFils: split.totals.netFils, vatFils: split.totals.vatFils, totalFils: split.totals.grossFils } };
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
