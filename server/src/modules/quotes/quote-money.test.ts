import { describe, expect, it } from "vitest";
import type { RestQuote, RestQuoteLine } from "../../backend/rest-types.js";
import { quotedTotals, refusalNow, statusNow, webTotalFils } from "./quote-money.js";

const line = (web: number, quoted: number | null, quantity = 1): RestQuoteLine => ({
  id: 1,
  product: 1,
  title: "Workstation",
  part_number: null,
  quantity,
  web_unit_price: web,
  quoted_unit_price: quoted,
});
const quote = (status: RestQuote["status"], lines: RestQuoteLine[], validUntil: string | null = null) => ({ status, lines, valid_until: validUntil });

describe("a quote's money", () => {
  it("adds the web prices when requested", () => {
    expect(webTotalFils(quote("requested", [line(19.99, null, 3), line(1250, null)]))).toBe(5997 + 125_000);
  });

  it("prices the order accepting it would place with the order money rule: delivery under AED 500, VAT 5/105", () => {
    expect(quotedTotals(quote("quoted", [line(100, 99.5, 2)]))).toEqual({
      subTotal: 19_900,
      shipping: 2_500,
      total: 22_400,
      vatIncluded: 1_067,
      toFreeShipping: 30_100,
    });
    expect(quotedTotals(quote("accepted", [line(600, 500)]))).toMatchObject({ subTotal: 50_000, shipping: 0, total: 50_000 });
    // A free line is a price too.
    expect(quotedTotals(quote("quoted", [line(10, 0), line(600, 550)]))).toMatchObject({ subTotal: 55_000 });
  });

  it("has no quoted totals before every line is quoted, nor after a decline", () => {
    expect(quotedTotals(quote("requested", [line(100, null)]))).toBeNull();
    expect(quotedTotals(quote("quoted", [line(100, 90), line(5, null)]))).toBeNull();
    expect(quotedTotals(quote("declined", [line(100, 90)]))).toBeNull();
  });

  it("reads expiry by the UAE calendar: valid until the end of its last day there", () => {
    const q = quote("quoted", [line(1, 1)], "2026-11-28");
    // 19:59 UTC on the 28th is 23:59 in Dubai: still the 28th.
    expect(statusNow(q, new Date("2026-11-28T19:59:00Z"))).toBe("quoted");
    expect(refusalNow(q, new Date("2026-11-28T19:59:00Z"))).toBeNull();
    expect(statusNow(q, new Date("2026-11-28T20:00:00Z"))).toBe("expired");
    expect(refusalNow(q, new Date("2026-11-28T20:00:00Z"))).toBe("expired");
    expect(refusalNow(quote("requested", []), new Date())).toBe("not_quoted");
    expect(refusalNow(quote("accepted", [], "2026-11-28"), new Date("2027-01-01T00:00:00Z"))).toBe("already_accepted");
  });
});
