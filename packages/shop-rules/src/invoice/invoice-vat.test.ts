import { describe, expect, it } from "vitest";
import { allocateVat, invoiceVat, microToFils, splitVat, type VatLineInput } from "./invoice-vat.js";

const line = (unitPriceFils: number, quantity = 1, listUnitPriceFils?: number | null): VatLineInput => ({ quantity, unitPriceFils, listUnitPriceFils });
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** The order's "VAT included" as totals.ts computes it. */
const orderVat = (totalFils: number) => Math.round((totalFils * 5) / 105);

describe("allocateVat", () => {
  it("takes 5/105 of a gross amount, rounded to the fils", () => {
    expect(allocateVat([10_500])).toEqual([500]);
    expect(allocateVat([10_000])).toEqual([476]); // 476.19
    expect(allocateVat([129_900])).toEqual([6_186]); // 6185.71
    expect(allocateVat([0])).toEqual([0]);
  });

  it("gives the document the VAT of its total, as the shop's totals show it, and the lines add up to it", () => {
    const gross = [10_000, 10_000, 10_000]; // 476.19 each: rounding each line alone gives 1428, the total 1428.57 -> 1429
    const vat = allocateVat(gross);
    expect(sum(vat)).toBe(orderVat(30_000));
    expect(vat).toEqual([477, 476, 476]); // the extra fils goes to the earliest of equal remainders
  });

  it("keeps every line within one fils of its own exact VAT", () => {
    const gross = Array.from({ length: 50 }, (_, i) => 1_018 + 2_100 * i + (i % 7) * 13);
    const vat = allocateVat(gross);
    gross.forEach((g, i) => expect(Math.abs((vat[i] ?? 0) - (g * 5) / 105)).toBeLessThan(1));
    expect(sum(vat)).toBe(orderVat(sum(gross)));
  });

  it("refuses amounts that are not whole fils", () => {
    expect(() => allocateVat([10.5])).toThrow(RangeError);
    expect(() => allocateVat([-1])).toThrow(RangeError);
  });
});

describe("splitVat", () => {
  it("splits each line into net and VAT; the net unit price multiplies back to the line's net", () => {
    const { lines, totals } = splitVat([line(3_333, 3)]); // 99.99 gross, 4.76 VAT, 95.23 net
    expect(lines[0]).toEqual({ quantity: 3, grossFils: 9_999, vatFils: 476, netFils: 9_523, unitNetMicro: 31_743_333, listUnitNetMicro: null });
    expect(microToFils(lines[0]?.unitNetMicro ?? 0)).toBe(3_174);
    expect(totals).toEqual({ grossFils: 9_999, vatFils: 476, netFils: 9_523 });
  });

  it("keeps a sale line's list price without VAT, and ignores a list price not above the price", () => {
    const { lines } = splitVat([line(1_099_900, 3, 1_249_900), line(1_000, 1, 1_000), line(500, 1, null)]);
    expect(lines.map((l) => l.listUnitNetMicro)).toEqual([11_903_809_524, null, null]); // 12499.00 x 100/105 = 11903.809524
  });

  it("refuses a fractional or zero quantity", () => {
    expect(() => splitVat([line(100, 1.5)])).toThrow(RangeError);
    expect(() => splitVat([line(100, 0)])).toThrow(RangeError);
  });
});

describe("invoiceVat", () => {
  it("adds delivery as a taxed line of its own when charged, and none when free", () => {
    const charged = invoiceVat([line(12_000, 2)], 2_500);
    expect(charged.delivery).toMatchObject({ quantity: 1, grossFils: 2_500, vatFils: 119, netFils: 2_381 });
    expect(charged.totals.grossFils).toBe(26_500);
    expect(charged.totals.vatFils).toBe(orderVat(26_500));
    const free = invoiceVat([line(60_000)], 0);
    expect(free.delivery).toBeNull();
    expect(free.products).toHaveLength(1);
  });

  it("on a 50-line order with sale prices and delivery: totals are the sums of the lines and the VAT is the order's", () => {
    const products = Array.from({ length: 50 }, (_, i) => line(1_018 + 2_100 * i, 1 + (i % 3), i % 4 === 0 ? 1_018 + 2_100 * i + 999 : undefined));
    const { products: lines, delivery, totals } = invoiceVat(products, 2_500);
    const all = [...lines, ...(delivery ? [delivery] : [])];
    expect(all).toHaveLength(51);
    for (const l of all) expect(l.netFils + l.vatFils).toBe(l.grossFils);
    expect(totals).toEqual({ grossFils: sum(all.map((l) => l.grossFils)), vatFils: sum(all.map((l) => l.vatFils)), netFils: sum(all.map((l) => l.netFils)) });
    expect(totals.grossFils).toBe(sum(products.map((p) => p.unitPriceFils * p.quantity)) + 2_500);
    expect(totals.vatFils).toBe(orderVat(totals.grossFils));
    // PINT AE's check (aligned-ibrp-s-09): the VAT total within 0.02 of 5 % of the net.
    expect(Math.abs(totals.vatFils - totals.netFils * 0.05)).toBeLessThanOrEqual(2);
    expect(lines.filter((l) => l.listUnitNetMicro !== null)).toHaveLength(13);
  });
});
