import { describe, expect, it } from "vitest";
import { isUaeIban, SAMPLE_SELLER, sellerAddress, sellerFromEnv } from "./seller-config.js";

const FULL = {
  SHOP_LEGAL_NAME: "ProAV Trading LLC",
  SHOP_ADDRESS: "Office 12, Bay Square | Business Bay | Dubai",
  SHOP_EMIRATE: "dubai",
  SHOP_TRN: "100 2345 6789 0003",
  SHOP_TRADE_LICENCE: "1234567",
  SHOP_TRADE_LICENCE_AUTHORITY: "Dubai Department of Economy and Tourism",
  SHOP_BANK_NAME: "Emirates NBD",
  SHOP_BANK_IBAN: "AE07 0331 2345 6789 0123 456",
  SHOP_BANK_SWIFT: "ebilaead",
};

describe("seller details from configuration", () => {
  it("defaults to a complete sample seller, flagged as samples: a fresh install shows a whole invoice and where to pay", () => {
    const seller = sellerFromEnv({});
    expect(seller).toEqual({
      legalName: "ProAV Shop",
      addressLines: ["Office 1204, Bay Square Building 5", "Business Bay", "Dubai"],
      arabicAddressLines: ["مكتب 1204، مبنى باي سكوير 5", "الخليج التجاري", "دبي"],
      postalAddress: { street: "Office 1204, Bay Square Building 5", additionalStreet: "Business Bay", city: "Dubai", emirate: "DUBAI" },
      email: null,
      phone: null,
      trn: "100000000000003",
      tradeLicence: { number: "SAMPLE-000001", authority: "Dubai Department of Economy and Tourism" },
      bankTransfer: { bankName: "Sample Bank PJSC", accountName: "ProAV Shop", iban: "AE070331234567890123456", swift: null, sample: true },
      samples: [
        "SHOP_LEGAL_NAME",
        "SHOP_ADDRESS",
        "SHOP_EMIRATE",
        "SHOP_TRN",
        "SHOP_TRADE_LICENCE",
        "SHOP_TRADE_LICENCE_AUTHORITY",
        "SHOP_BANK_NAME",
        "SHOP_BANK_IBAN",
      ],
      sample: true,
    });
    expect(isUaeIban(SAMPLE_SELLER.SHOP_BANK_IBAN)).toBe(true);
  });

  it("reads every field, splitting the address on |; a fully configured seller is no sample", () => {
    const seller = sellerFromEnv(FULL);
    expect(seller.addressLines).toEqual(["Office 12, Bay Square", "Business Bay", "Dubai"]);
    expect(seller.postalAddress).toEqual({ street: "Office 12, Bay Square", additionalStreet: "Business Bay", city: "Dubai", emirate: "DUBAI" });
    // A configured English address has no Arabic until SHOP_ADDRESS_AR gives one: Arabic invoices print the English.
    expect(seller.arabicAddressLines).toBeNull();
    expect(sellerAddress(seller, "ar")).toEqual(seller.addressLines);
    const both = sellerFromEnv({ SHOP_ADDRESS: "Business Bay | Dubai", SHOP_ADDRESS_AR: "الخليج التجاري | دبي" });
    expect(sellerAddress(both, "ar")).toEqual(["الخليج التجاري", "دبي"]);
    expect(sellerAddress(both, "en")).toEqual(["Business Bay", "Dubai"]);
    expect(both.postalAddress).toMatchObject({ street: "Business Bay", additionalStreet: null, city: "Dubai" });
    expect(seller.trn).toBe("100234567890003");
    expect(seller.tradeLicence).toEqual({ number: "1234567", authority: "Dubai Department of Economy and Tourism" });
    expect(seller.bankTransfer).toEqual({
      bankName: "Emirates NBD",
      accountName: "ProAV Trading LLC",
      iban: "AE070331234567890123456",
      swift: "EBILAEAD",
      sample: false,
    });
    expect(seller.samples).toEqual([]);
    expect(seller.sample).toBe(false);
  });

  it("names what is still a sample in a partly configured shop, whose invoices stay marked", () => {
    const { samples, sample } = sellerFromEnv({ ...FULL, SHOP_TRADE_LICENCE: "", SHOP_BANK_IBAN: undefined });
    expect(samples).toEqual(["SHOP_TRADE_LICENCE", "SHOP_BANK_IBAN"]);
    expect(sample).toBe(true);
  });

  it("refuses a malformed value with an error naming its variable", () => {
    expect(() => sellerFromEnv({ SHOP_TRN: "12345" })).toThrow(/SHOP_TRN must be the 15-digit/);
    expect(() => sellerFromEnv({ SHOP_TRN: "10012345678900A" })).toThrow(/SHOP_TRN/);
    expect(() => sellerFromEnv({ SHOP_BANK_IBAN: "AE070331234567890123457" })).toThrow(/SHOP_BANK_IBAN/);
    expect(() => sellerFromEnv({ SHOP_BANK_SWIFT: "x" })).toThrow(/SHOP_BANK_SWIFT/);
    expect(() => sellerFromEnv({ SHOP_EMIRATE: "Dubayy" })).toThrow(/SHOP_EMIRATE must be one of ABU_DHABI/);
    expect(() => sellerFromEnv({ SHOP_ADDRESS: "Dubai" })).toThrow(/SHOP_ADDRESS must name the street and the city/);
    expect(() => sellerFromEnv({ SHOP_LEGAL_NAME: "x".repeat(201) })).toThrow(/SHOP_LEGAL_NAME must be at most 200/);
  });

  it("checks the IBAN's mod-97 digits", () => {
    expect(isUaeIban("AE070331234567890123456")).toBe(true);
    expect(isUaeIban("AE070331234567890123457")).toBe(false);
    expect(isUaeIban("GB82WEST12345698765432")).toBe(false);
  });
});
