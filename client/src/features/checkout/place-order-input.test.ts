import { describe, expect, it } from "vitest";
import { NO_COMPANY, placeOrderInput, type CheckoutValues } from "./place-order-input";

const values: CheckoutValues = {
  contactEmail: " aisha@example.ae ",
  contactPhone: "050 123 4567",
  paymentMethod: "BANK_TRANSFER",
  note: "  ",
  name: "Aisha Al Marri",
  phone: "04 123 4567",
  emirate: "DUBAI",
  area: "Dubai Marina",
  street: "Marina Walk",
  building: "Tower 2, flat 1203",
  ...NO_COMPANY,
};
const lines = [
  { productId: "3", quantity: 2 },
  { productId: "9", quantity: 1 },
];

describe("placeOrderInput", () => {
  it("sends a new address whole, with no prices anywhere", () => {
    const input = placeOrderInput(values, { kind: "new" }, lines, "k".repeat(36));
    expect(input).toEqual({
      lines,
      contactEmail: "aisha@example.ae",
      contactPhone: "+971501234567",
      shippingAddress: {
        address: {
          name: "Aisha Al Marri",
          phone: "+97141234567",
          emirate: "DUBAI",
          area: "Dubai Marina",
          street: "Marina Walk",
          building: "Tower 2, flat 1203",
          isDefault: false,
        },
      },
      paymentMethod: "BANK_TRANSFER",
      note: null,
      idempotencyKey: "k".repeat(36),
    });
    expect(JSON.stringify(input)).not.toMatch(/price|amount|total/i);
  });

  it("refers to a saved address by id, and defaults an unknown payment method to cash on delivery", () => {
    const input = placeOrderInput({ ...values, paymentMethod: "CARD", note: " Ring twice " }, { kind: "saved", id: "12" }, lines, "key-12345");
    expect(input.shippingAddress).toEqual({ savedAddressId: "12" });
    expect(input.paymentMethod).toBe("CASH_ON_DELIVERY");
    expect(input.note).toBe("Ring twice");
  });

  it("sends no buyer for a consumer order, even with company fields typed and then unticked", () => {
    const input = placeOrderInput({ ...values, companyLegalName: "Studio LLC", poNumber: "PO-1" }, { kind: "new" }, lines, "key-12345", true);
    expect(input).not.toHaveProperty("buyer");
  });

  it("sends a typed company trimmed, its TRN without spaces and dashes, and saves it only for a signed-in shopper", () => {
    const company = {
      ...values,
      forCompany: "1",
      companyChoice: "saved", // a guest has no saved profile: what was typed is sent
      saveCompany: "1",
      poNumber: "  PO-2026-17 ",
      companyLegalName: " Gulf Post Production LLC ",
      companyTrn: "100-1234-5678 9003",
      companyEmirate: "ABU_DHABI",
      companyArea: "Al Maryah Island",
      companyStreet: "Hazza Bin Zayed St",
      companyBuilding: "Tower 3, floor 12",
    };
    expect(placeOrderInput(company, { kind: "new" }, lines, "key-12345", false).buyer).toEqual({
      company: {
        legalName: "Gulf Post Production LLC",
        trn: "100123456789003",
        billingAddress: { emirate: "ABU_DHABI", area: "Al Maryah Island", street: "Hazza Bin Zayed St", building: "Tower 3, floor 12" },
      },
      saveToProfile: false,
      purchaseOrderNumber: "PO-2026-17",
    });
    expect(placeOrderInput({ ...company, companyChoice: "new" }, { kind: "new" }, lines, "key-12345", true).buyer?.saveToProfile).toBe(true);
  });

  it("uses the saved company profile when a signed-in shopper picks it; an empty PO is none", () => {
    const input = placeOrderInput({ ...values, forCompany: "1", companyChoice: "saved", companyTrn: "x" }, { kind: "new" }, lines, "key-12345", true);
    expect(input.buyer).toEqual({ useSavedProfile: true, purchaseOrderNumber: null });
  });
});
