import { EMIRATES } from "@proav/shop-rules";
import { describe, expect, it } from "vitest";
import { EMIRATE_SUBDIVISION, PREDEFINED_BUYER_ENDPOINT, buyerEndpoint, documentUuid, isTrn, tinFromTrn } from "./pint-ae-codes.js";

describe("PINT AE identifiers", () => {
  it("accepts a TRN of 15 digits starting 1 and ending 03 (ibr-132-ae), and nothing else", () => {
    expect(isTrn("100123456700003")).toBe(true);
    expect(["10012345670003", "10012345670000A", "200123456700003", "100123456700013", " 100123456700003"].map(isTrn)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("takes the TIN as the TRN's first ten digits", () => {
    expect(tinFromTrn("100987654300003")).toBe("1009876543");
    expect(() => tinFromTrn("1234")).toThrow(RangeError);
  });

  it("addresses a buyer on the network at its TIN and one not yet on it at the predefined endpoint", () => {
    expect(buyerEndpoint({ trn: "100987654300003", onNetwork: true })).toBe("1009876543");
    expect(buyerEndpoint({ trn: "100987654300003", onNetwork: false })).toBe(PREDEFINED_BUYER_ENDPOINT);
    expect(PREDEFINED_BUYER_ENDPOINT).toMatch(/^9\d{9}$/);
  });

  it("gives each document one stable UUID", () => {
    const uuid = documentUuid("100123456700003", "invoice", "INV-1");
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(documentUuid("100123456700003", "invoice", "INV-1")).toBe(uuid);
    expect(documentUuid("100123456700003", "credit-note", "INV-1")).not.toBe(uuid);
  });

  it("has a subdivision code for each of the shop's emirates", () => {
    expect(Object.keys(EMIRATE_SUBDIVISION).sort()).toEqual([...EMIRATES].sort());
  });
});
