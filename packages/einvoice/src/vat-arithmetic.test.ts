import { describe, expect, it } from "vitest";
import { formatFils, formatMicro, parseMicro, priceLines, type LineInput } from "./vat-arithmetic.js";

// The allocation rule itself is tested where it lives: @proav/shop-rules invoice/invoice-vat.test.ts.

const goods = (unitPriceFils: number, quantity = 1, listUnitPriceFils?: number): LineInput => ({
  description: "item",
  kind: "goods",
  quantity,
  unitPriceFils,
  ...(listUnitPriceFils ? { listUnitPriceFils } : {}),
});

describe("priceLines", () => {
  it("splits each line into net and VAT, and the totals are the sums of the lines", () => {
    const { lines, totals } = priceLines([goods(4_899_900, 2), goods(1_234_500, 5), { ...goods(2_500), kind: "shipping" }]);
    for (const line of lines) expect(line.netFils + line.vatFils).toBe(line.totalFils);
    expect(totals).toEqual({
      netFils: lines.reduce((s, l) => s + l.netFils, 0),
      vatFils: lines.reduce((s, l) => s + l.vatFils, 0),
      totalFils: 9_799_800 + 6_172_500 + 2_500,
    });
    expect(totals.vatFils).toBe(Math.round((totals.totalFils * 5) / 105));
  });

  it("keeps the VAT total within PINT AE's 0.02 of 5 % of the net on a 50-line order", () => {
    // Each of these prices loses 10/21 of a fils when rounded alone: 50 lines of it miss 5 % of the net by 0.24.
    const inputs = Array.from({ length: 50 }, (_, i) => goods(1_018 + 2_100 * i));
    const perLine = inputs.map((l) => Math.round((l.unitPriceFils * 5) / 105));
    const perLineNet = inputs.reduce((s, l, i) => s + l.unitPriceFils - (perLine[i] ?? 0), 0);
    expect(Math.abs(perLine.reduce((a, b) => a + b, 0) - perLineNet * 0.05)).toBeGreaterThan(2);
    const { totals } = priceLines(inputs);
    expect(Math.abs(totals.vatFils - totals.netFils * 0.05)).toBeLessThanOrEqual(1);
  });

  it("writes the net unit price with up to six decimals, so quantity x price gives the line net", () => {
    const [line] = priceLines([goods(3_333, 3)]).lines; // 99.99 gross, 4.76 VAT, 95.23 net
    expect(line).toMatchObject({ netFils: 9_523, vatFils: 476, unitPriceExclVat: "31.743333" });
    expect(Math.round((3 * parseMicro(line?.unitPriceExclVat ?? "")) / 10_000)).toBe(9_523);
  });

  it("keeps the list price of a line on sale, net of VAT, and ignores one that is not above the price", () => {
    const [onSale, notOnSale] = priceLines([goods(1_099_900, 3, 1_249_900), goods(1_000, 1, 1_000)]).lines;
    expect(onSale?.listUnitPriceExclVat).toBe("11903.809524"); // 12499.00 x 100/105
    expect(notOnSale?.listUnitPriceExclVat).toBeUndefined();
  });

  it("refuses an empty invoice and a fractional quantity", () => {
    expect(() => priceLines([])).toThrow(RangeError);
    expect(() => priceLines([goods(100, 1.5)])).toThrow(RangeError);
  });
});

describe("formatting", () => {
  it("writes fils as a two-decimal string", () => {
    expect([0, 5, 100, 123_456, -250].map(formatFils)).toEqual(["0.00", "0.05", "1.00", "1234.56", "-2.50"]);
  });

  it("writes micro-dirhams with two to six decimals and reads them back", () => {
    expect([0, 950_000, 31_743_333, 1_234_500].map(formatMicro)).toEqual(["0.00", "0.95", "31.743333", "1.2345"]);
    expect(parseMicro("31.743333")).toBe(31_743_333);
    expect(parseMicro("0.95")).toBe(950_000);
  });
});
