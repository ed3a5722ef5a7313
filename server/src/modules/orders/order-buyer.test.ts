import { describe, expect, it } from "vitest";
import type { PlaceOrderInput } from "../../__generated__/resolvers-types.js";
import { FieldIssues } from "../../errors/user-input.js";
import { checkBuyer } from "./order-buyer.js";

// placeOrder's `buyer`, judged before anything is sent: each broken company rule (@proav/shop-rules) is one field
// error under input.buyer, and a refused buyer sends nothing.

const company = {
  legalName: "Studio Ten FZ-LLC",
  trn: "100 1234 5678 9003",
  billingAddress: { emirate: "DUBAI", area: "Media City", street: "Street 1", building: "B5" },
} as const;
const input = (buyer: PlaceOrderInput["buyer"]) => ({ buyer }) as PlaceOrderInput;

function check(buyer: PlaceOrderInput["buyer"], signedIn = false) {
  const issues = new FieldIssues();
  const choice = checkBuyer(issues, input(buyer), signedIn);
  return { choice, fields: issues.list.map((f) => `${f.path.join(".")}:${f.code}`), messages: issues.list.map((f) => f.message) };
}

describe("checkBuyer", () => {
  it("is null for a consumer order", () => {
    expect(check(null).choice).toBeNull();
    expect(check(undefined).choice).toBeNull();
  });

  it("stores the TRN without its spaces and dashes, the PO trimmed, the emirate as the backend writes it", () => {
    expect(check({ company, purchaseOrderNumber: "  PO-2026/0042 " }).choice).toEqual({
      company: {
        entered: { legal_name: "Studio Ten FZ-LLC", trn: "100123456789003", emirate: "dubai", area: "Media City", street: "Street 1", building: "B5" },
      },
      poNumber: "PO-2026/0042",
      saveToProfile: false,
    });
    expect(check({ company, purchaseOrderNumber: "   " }).choice).toMatchObject({ poNumber: null });
    expect(check({ company, purchaseOrderNumber: "P".repeat(35) }).choice).toMatchObject({ poNumber: "P".repeat(35) });
  });

  it("refuses a 14-digit TRN, letters in a TRN and a 16-digit one, saying what is wrong", () => {
    expect(check({ company: { ...company, trn: "10012345678900" } })).toMatchObject({
      choice: undefined,
      fields: ["input.buyer.company.trn:INVALID"],
      messages: ["A UAE TRN is exactly 15 digits (it has 14)."],
    });
    expect(check({ company: { ...company, trn: "100123456789ABC" } }).messages).toEqual([
      "A UAE TRN is exactly 15 digits (it may only hold digits, spaces and dashes).",
    ]);
    expect(check({ company: { ...company, trn: "1001234567890031" } }).fields).toEqual(["input.buyer.company.trn:INVALID"]);
    expect(check({ company: { ...company, trn: " " } }).fields).toEqual(["input.buyer.company.trn:REQUIRED"]);
  });

  it("refuses a PO number over 35 characters and a legal name over 200, every problem at once", () => {
    const { choice, fields } = check({ company: { ...company, legalName: "x".repeat(201), trn: "123" }, purchaseOrderNumber: "P".repeat(200) });
    expect(choice).toBeUndefined();
    expect(fields.sort()).toEqual(["input.buyer.company.legalName:TOO_LONG", "input.buyer.company.trn:INVALID", "input.buyer.purchaseOrderNumber:TOO_LONG"]);
  });

  it("takes the saved profile only when signed in, and saves one only when signed in", () => {
    expect(check({ useSavedProfile: true }, true).choice).toEqual({ company: "saved", poNumber: null, saveToProfile: false });
    expect(check({ useSavedProfile: true }).fields).toEqual(["input.buyer.useSavedProfile:INVALID"]);
    expect(check({ useSavedProfile: true, company }, true).fields).toEqual(["input.buyer:INVALID"]);
    expect(check({ company, saveToProfile: true }, true).choice).toMatchObject({ saveToProfile: true });
    expect(check({ company, saveToProfile: true }).fields).toEqual(["input.buyer.saveToProfile:INVALID"]);
    expect(check({ purchaseOrderNumber: "PO-1" }).fields).toEqual(["input.buyer.company:REQUIRED"]);
  });
});
