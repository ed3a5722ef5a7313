import { describe, expect, it } from "vitest";
import { isUaeIban, sellerAddress, sellerFromEnv } from "./seller-config.js";

describe("seller details from configuration", () => {
  it("defaults to the shop name and Dubai, with no TRN and no bank details", () => {
    expect(sellerFromEnv({})).toEqual({
      legalName: "ProAV Shop",
      addressLines: ["Dubai", "United Arab Emirates"],
      arabicAddressLines: ["دبي", "الإمارات العربية المتحدة"],
      email: null,
      phone: null,
      trn: null,
      bankTransfer: null,
    });
  });

  it("reads every field, splitting the address on |", () => {
    const seller = sellerFromEnv({
      SHOP_LEGAL_NAME: "ProAV Trading LLC",
      SHOP_ADDRESS: "Office 12, Bay Square | Business Bay | Dubai",
      SHOP_TRN: "100 2345 6789 0003",
      SHOP_BANK_NAME: "Emirates NBD",
      SHOP_BANK_IBAN: "AE07 0331 2345 6789 0123 456",
      SHOP_BANK_SWIFT: "ebilaead",
    });
    expect(seller.addressLines).toEqual(["Office 12, Bay Square", "Business Bay", "Dubai"]);
    // A configured English address has no Arabic until SHOP_ADDRESS_AR gives one: Arabic invoices print the English.
    expect(seller.arabicAddressLines).toBeNull();
    expect(sellerAddress(seller, "ar")).toEqual(seller.addressLines);
    const both = sellerFromEnv({ SHOP_ADDRESS: "Business Bay | Dubai", SHOP_ADDRESS_AR: "الخليج التجاري | دبي" });
    expect(sellerAddress(both, "ar")).toEqual(["الخليج التجاري", "دبي"]);
    expect(sellerAddress(both, "en")).toEqual(["Business Bay", "Dubai"]);
    expect(seller.trn).toBe("100234567890003");
    expect(seller.bankTransfer).toEqual({ bankName: "Emirates NBD", accountName: "ProAV Trading LLC", iban: "AE070331234567890123456", swift: "EBILAEAD" });
  });

  it("refuses a malformed TRN, IBAN or SWIFT code with a clear message", () => {
    expect(() => sellerFromEnv({ SHOP_TRN: "12345" })).toThrow(/SHOP_TRN must be the 15-digit/);
    expect(() => sellerFromEnv({ SHOP_BANK_IBAN: "AE070331234567890123457" })).toThrow(/SHOP_BANK_IBAN/);
    expect(() => sellerFromEnv({ SHOP_BANK_IBAN: "AE070331234567890123456", SHOP_BANK_SWIFT: "x" })).toThrow(/SHOP_BANK_SWIFT/);
  });

  it("checks the IBAN's mod-97 digits", () => {
    expect(isUaeIban("AE070331234567890123456")).toBe(true);
    expect(isUaeIban("GB82WEST12345698765432")).toBe(false);
  });
});
