import { describe, expect, it } from "vitest";
import {
  QUOTE_LIMITS,
  QUOTE_REQUEST_FIELDS,
  QUOTE_STORED_STATUSES,
  acceptRefusal,
  addDays,
  dubaiDate,
  isIsoDate,
  isValidityDate,
  quoteNumber,
  quoteNumberOf,
  quoteRequestValues,
  quoteStatus,
  quotedPriceFils,
  readQuoteRequestValues,
  validateQuoteRequest,
  type QuoteRequestValues,
} from "./quote-rules.js";

const TODAY = "2026-11-28";

describe("quote numbers", () => {
  it("number the quote sequence RFQ-, zero-padded to six digits and longer past a million", () => {
    expect(quoteNumber(1)).toBe("RFQ-000001");
    expect(quoteNumber(42)).toBe("RFQ-000042");
    expect(quoteNumber(999_999)).toBe("RFQ-999999");
    expect(quoteNumber(1_000_000)).toBe("RFQ-1000000");
  });
  it("refuse a sequence that is not a whole number from 1", () => {
    for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) expect(() => quoteNumber(bad), String(bad)).toThrow(RangeError);
  });
  it("read back as typed by a shopper: case and spaces do not matter", () => {
    for (const text of ["RFQ-000042", "rfq-000042", "  Rfq-000042 "]) expect(quoteNumberOf(text), text).toBe("RFQ-000042");
    expect(quoteNumberOf("RFQ-1000000")).toBe("RFQ-1000000");
  });
  it("read extra leading zeros as the number quoteNumber writes", () => {
    expect(quoteNumberOf("RFQ-0000042")).toBe("RFQ-000042");
    for (const n of [1, 42, 999_999, 1_000_000, 12_345_678]) expect(quoteNumberOf(quoteNumber(n))).toBe(quoteNumber(n));
  });
  it("are not anything else", () => {
    for (const text of ["RFQ-000000", "RFQ-42", "RFQ-00004a", "PAV-2026-000042", "INV-000042", "RFQ000042", "RFQ-000042-1", "", "RFQ-"]) {
      expect(quoteNumberOf(text), text).toBeNull();
    }
  });
});

describe("dates by the UAE calendar", () => {
  it("is UTC+4 all year: 20:00 UTC is already the next day in Dubai", () => {
    expect(dubaiDate(new Date("2026-11-27T19:59:59.999Z"))).toBe("2026-11-27");
    expect(dubaiDate(new Date("2026-11-27T20:00:00.000Z"))).toBe("2026-11-28");
    expect(dubaiDate(new Date("2026-11-27T21:00:00Z"))).toBe("2026-11-28");
    expect(dubaiDate(new Date("2026-12-31T20:30:00Z"))).toBe("2027-01-01");
    // No daylight saving: the same offset in summer.
    expect(dubaiDate(new Date("2026-07-01T19:59:00Z"))).toBe("2026-07-01");
    expect(dubaiDate(new Date("2026-07-01T20:00:00Z"))).toBe("2026-07-02");
  });
  it("reads only real dates written YYYY-MM-DD", () => {
    for (const text of ["2026-11-28", "2028-02-29", "2026-01-01", "2026-12-31"]) expect(isIsoDate(text), text).toBe(true);
    for (const text of [
      "2026-02-29",
      "2026-13-01",
      "2026-11-31",
      "2026-11-00",
      "26-11-28",
      "2026-1-28",
      "2026-11-28T00:00:00Z",
      " 2026-11-28",
      "28/11/2026",
      "",
    ]) {
      expect(isIsoDate(text), text).toBe(false);
    }
  });
  it("adds days across months, years and leap days", () => {
    expect(addDays("2026-11-28", 0)).toBe("2026-11-28");
    expect(addDays("2026-11-28", 3)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-11-28", 365)).toBe("2027-11-28");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("quote states and expiry", () => {
  it("stores four statuses, never expired", () => {
    expect([...QUOTE_STORED_STATUSES]).toEqual(["requested", "quoted", "accepted", "declined"]);
  });
  it("reads a quoted quote as expired only after its validity date, the last day it can be accepted", () => {
    expect(quoteStatus("quoted", "2026-11-29", TODAY)).toBe("quoted");
    expect(quoteStatus("quoted", TODAY, TODAY)).toBe("quoted");
    expect(quoteStatus("quoted", "2026-11-27", TODAY)).toBe("expired");
    expect(quoteStatus("quoted", "2025-12-31", TODAY)).toBe("expired");
  });
  it("expires by the UAE's date: valid until the 27th has expired at 21:00 UTC on the 27th (the 28th in Dubai)", () => {
    const at = new Date("2026-11-27T21:00:00Z");
    expect(quoteStatus("quoted", "2026-11-27", dubaiDate(at))).toBe("expired");
    expect(quoteStatus("quoted", "2026-11-27", dubaiDate(new Date("2026-11-27T19:59:00Z")))).toBe("quoted");
  });
  it("never expires a quote that is not quoted", () => {
    for (const stored of ["requested", "accepted", "declined"] as const) {
      expect(quoteStatus(stored, "2020-01-01", TODAY), stored).toBe(stored);
      expect(quoteStatus(stored, null, TODAY), stored).toBe(stored);
    }
    expect(quoteStatus("quoted", null, TODAY)).toBe("quoted");
  });
});

describe("accepting a quote", () => {
  it("is allowed for a quoted quote up to and including its validity date", () => {
    expect(acceptRefusal("quoted", TODAY, TODAY)).toBeNull();
    expect(acceptRefusal("quoted", addDays(TODAY, 30), TODAY)).toBeNull();
  });
  it("is refused with a reason for every other state", () => {
    expect(acceptRefusal("quoted", "2026-11-27", TODAY)).toBe("expired");
    expect(acceptRefusal("accepted", addDays(TODAY, 30), TODAY)).toBe("already_accepted");
    // Accepted yesterday on its last day: still already accepted, not expired.
    expect(acceptRefusal("accepted", "2026-11-27", TODAY)).toBe("already_accepted");
    expect(acceptRefusal("requested", null, TODAY)).toBe("not_quoted");
    expect(acceptRefusal("declined", null, TODAY)).toBe("not_quoted");
    expect(acceptRefusal("declined", addDays(TODAY, 30), TODAY)).toBe("not_quoted");
  });
});

describe("quoted prices", () => {
  it("reads AED with at most two decimals as fils, from numbers or text", () => {
    expect(quotedPriceFils(0)).toEqual({ fils: 0 });
    expect(quotedPriceFils("0")).toEqual({ fils: 0 });
    expect(quotedPriceFils("0.00")).toEqual({ fils: 0 });
    expect(quotedPriceFils(-0)).toEqual({ fils: 0 });
    expect(quotedPriceFils("-0.00")).toEqual({ fils: 0 });
    expect(quotedPriceFils(12.5)).toEqual({ fils: 1250 });
    expect(quotedPriceFils("12.5")).toEqual({ fils: 1250 });
    expect(quotedPriceFils(" 1234.56 ")).toEqual({ fils: 123456 });
    expect(quotedPriceFils(0.1)).toEqual({ fils: 10 });
    expect(quotedPriceFils(0.29)).toEqual({ fils: 29 });
    expect(quotedPriceFils(1.15)).toEqual({ fils: 115 });
    expect(quotedPriceFils(999_999_999.99)).toEqual({ fils: 99_999_999_999 });
  });
  it("refuses a missing price", () => {
    for (const value of [null, undefined, ""]) expect(quotedPriceFils(value), String(value)).toEqual({ refused: "required" });
  });
  it("refuses a negative price", () => {
    for (const value of [-1, -0.01, "-5", "-0.5"]) expect(quotedPriceFils(value), String(value)).toEqual({ refused: "negative" });
  });
  it("refuses three decimals and anything that is not an amount", () => {
    for (const value of [1.005, "12.345", "0.001", "1,000", "AED 10", "1e3", 1e21, Number.NaN, Number.POSITIVE_INFINITY, "12.", ".5", true, {}, [], "   "]) {
      expect(quotedPriceFils(value), String(value)).toEqual({ refused: "notMoney" });
    }
  });
  it("takes a validity date from today to a year ahead", () => {
    expect(isValidityDate(TODAY, TODAY)).toBe(true);
    expect(isValidityDate(addDays(TODAY, QUOTE_LIMITS.validityDays), TODAY)).toBe(true);
    expect(isValidityDate(addDays(TODAY, QUOTE_LIMITS.validityDays + 1), TODAY)).toBe(false);
    expect(isValidityDate("2026-11-27", TODAY)).toBe(false);
    expect(isValidityDate("2026-11-31", TODAY)).toBe(false);
    expect(isValidityDate("soon", TODAY)).toBe(false);
  });
});

describe("the request form", () => {
  const valid: QuoteRequestValues = {
    company: "Gulf Post Production LLC",
    contactName: "Aisha Khan",
    contactEmail: "aisha@example.ae",
    contactPhone: "050 123 4567",
    trn: "",
    emirate: "DUBAI",
    neededBy: "",
    notes: "",
  };
  const errorsOf = (changes: Partial<QuoteRequestValues>) => validateQuoteRequest({ ...valid, ...changes }, TODAY);

  it("accepts a complete request, with or without the optional fields", () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ trn: "100-1234-5678-9003", neededBy: TODAY, notes: "Licences for 40 seats" })).toEqual({});
    expect(errorsOf({ neededBy: addDays(TODAY, QUOTE_LIMITS.neededByDays) })).toEqual({});
  });
  it("requires company, contact name, e-mail, phone and emirate", () => {
    expect(validateQuoteRequest(quoteRequestValues({}), TODAY)).toEqual({
      company: "required",
      contactName: "required",
      contactEmail: "required",
      contactPhone: "required",
      emirate: "required",
    });
  });
  it("refuses texts over their limits (tooLong)", () => {
    expect(errorsOf({ company: "x".repeat(QUOTE_LIMITS.company) })).toEqual({});
    expect(errorsOf({ company: "x".repeat(QUOTE_LIMITS.company + 1) })).toEqual({ company: "tooLong" });
    expect(errorsOf({ contactName: "x".repeat(QUOTE_LIMITS.contactName + 1) })).toEqual({ contactName: "tooLong" });
    expect(errorsOf({ notes: "x".repeat(QUOTE_LIMITS.notes) })).toEqual({});
    expect(errorsOf({ notes: "x".repeat(QUOTE_LIMITS.notes + 1) })).toEqual({ notes: "tooLong" });
  });
  it("refuses an e-mail the shop's pattern refuses, or one over 254 characters (emailInvalid)", () => {
    expect(errorsOf({ contactEmail: "aisha@" })).toEqual({ contactEmail: "emailInvalid" });
    expect(errorsOf({ contactEmail: `${"a".repeat(250)}@x.ae` })).toEqual({ contactEmail: "emailInvalid" });
  });
  it("refuses a phone number that is not a UAE one (phoneInvalid)", () => {
    expect(errorsOf({ contactPhone: "+44 20 7946 0958" })).toEqual({ contactPhone: "phoneInvalid" });
    expect(errorsOf({ contactPhone: "+971 50 123 4567" })).toEqual({});
  });
  it("refuses a TRN that is not 15 digits (trnInvalid)", () => {
    expect(errorsOf({ trn: "10012345678900" })).toEqual({ trn: "trnInvalid" });
    expect(errorsOf({ trn: "TRN100123456789003" })).toEqual({ trn: "trnInvalid" });
  });
  it("takes the schema's emirate codes only (emirateInvalid)", () => {
    expect(errorsOf({ emirate: "dubai" })).toEqual({ emirate: "emirateInvalid" });
    expect(errorsOf({ emirate: "DOHA" })).toEqual({ emirate: "emirateInvalid" });
  });
  it("takes a needed-by date from today (Dubai) to a year and a day ahead", () => {
    expect(errorsOf({ neededBy: "28/11/2026" })).toEqual({ neededBy: "dateInvalid" });
    expect(errorsOf({ neededBy: "2026-02-30" })).toEqual({ neededBy: "dateInvalid" });
    expect(errorsOf({ neededBy: "2026-11-27" })).toEqual({ neededBy: "dateInPast" });
    expect(errorsOf({ neededBy: addDays(TODAY, QUOTE_LIMITS.neededByDays + 1) })).toEqual({ neededBy: "dateTooFar" });
  });
  it("reads only text, trimmed, from an object or a posted form", () => {
    const values = quoteRequestValues({ company: "  ACME  ", contactName: 42, notes: null });
    expect(values).toEqual({ ...Object.fromEntries(QUOTE_REQUEST_FIELDS.map((f) => [f, ""])), company: "ACME" });
    const form = new URLSearchParams({ company: " ACME ", contactEmail: " a@b.ae ", emirate: "DUBAI", unknown: "x" });
    expect(readQuoteRequestValues(form)).toEqual({ ...values, contactEmail: "a@b.ae", emirate: "DUBAI" });
  });
});
