import { describe, expect, it } from "vitest";
import { placeOrderInput, type CheckoutValues } from "./place-order-input";

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
});
