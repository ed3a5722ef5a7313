// The hosted Strapi's extension (strapi/) is plain JavaScript copied into another project, so it keeps its own
// copy of the shop's rules (strapi/shop/shop-rules.js). Here they are held against @proav/shop-rules, which the
// gateway and the storefront use, and against the stand-in's parsers: the same body gets the same 400 from both
// backends.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { ACCOUNT_LIMITS, COD_MAX_AED_DEFAULT, COD_MAX_AED_RANGE, EMIRATES, ORDER_LIMITS, normalizeUaePhone } from "@proav/shop-rules";
import { parseOrderBody } from "../src/orders/order-input.js";
import { HttpError } from "../src/http/http-error.js";

const require = createRequire(import.meta.url);
const extension = require("../../strapi/shop/shop-rules.js");
const validation = require("../../strapi/shop/validation.js");

describe("the Strapi extension's copy of the shop's rules", () => {
  it("has shop-rules' order limits, field limits, emirates and cash-on-delivery default", () => {
    expect(extension.ORDER_LIMITS).toEqual({ lines: ORDER_LIMITS.lines, quantity: ORDER_LIMITS.quantity, note: ORDER_LIMITS.note });
    expect(extension.FIELD_LIMITS).toEqual({ name: ACCOUNT_LIMITS.name, email: ACCOUNT_LIMITS.email, address: ACCOUNT_LIMITS.address });
    expect(extension.EMIRATES).toEqual(EMIRATES.map((code) => code.toLowerCase()));
    expect(extension.COD_MAX_AED_DEFAULT).toBe(COD_MAX_AED_DEFAULT);
  });

  it("reads SHOP_COD_MAX_AED in shop-rules' range and refuses anything else", () => {
    expect(extension.cashOnDeliveryMaxFils({})).toBe(COD_MAX_AED_DEFAULT * 100);
    expect(extension.cashOnDeliveryMaxFils({ SHOP_COD_MAX_AED: String(COD_MAX_AED_RANGE.max) })).toBe(COD_MAX_AED_RANGE.max * 100);
    expect(extension.cashOnDeliveryMaxFils({ SHOP_COD_MAX_AED: String(COD_MAX_AED_RANGE.min) })).toBe(COD_MAX_AED_RANGE.min * 100);
    for (const bad of ["0", String(COD_MAX_AED_RANGE.max + 1), "1e4", "10000.5", "lots"]) {
      expect(() => extension.cashOnDeliveryMaxFils({ SHOP_COD_MAX_AED: bad }), bad).toThrow(/SHOP_COD_MAX_AED/);
    }
  });

  it("reads UAE phone numbers as shop-rules does", () => {
    const samples = [
      "+971 50 123 4567",
      "00971501234567",
      "050-123-4567",
      "04 123 4567",
      "(02) 123-4567",
      "0501234",
      "+44 20 7946 0958",
      "501234567",
      "0801234567",
      "",
    ];
    for (const text of samples) expect(validation.normalizeUaePhone(text), text).toBe(normalizeUaePhone(text));
  });

  it("refuses cash on delivery above the limit with a 400 on payment_method, and never bank transfer", () => {
    expect(() => validation.checkPaymentLimit("cash_on_delivery", 1_000_000, 1_000_000)).not.toThrow();
    expect(() => validation.checkPaymentLimit("bank_transfer", 99_999_999, 1_000_000)).not.toThrow();
    try {
      validation.checkPaymentLimit("cash_on_delivery", 1_000_001, 1_000_000);
      expect.unreachable("a cash order over the limit passed");
    } catch (error) {
      expect(error).toBeInstanceOf(validation.InvalidInput);
      expect((error as { errors: unknown }).errors).toEqual({
        payment_method: ["cash_on_delivery is available for orders up to AED 10,000.00; this order is AED 10,000.01: choose bank_transfer"],
      });
    }
  });

  it("answers the same field errors as the stand-in for the same bad order", () => {
    const good = {
      lines: [{ product: 1, quantity: 1 }],
      contact_email: "a@example.com",
      contact_phone: "0501234567",
      shipping_address: { name: "A", phone: "0501234567", emirate: "dubai", area: "x", street: "y", building: "z" },
      payment_method: "bank_transfer",
      idempotency_key: "key-12345678",
    };
    const bodies = [
      { ...good, lines: Array.from({ length: ORDER_LIMITS.lines + 1 }, (_, i) => ({ product: i + 1, quantity: 1 })) },
      {
        ...good,
        lines: [
          { product: 1, quantity: ORDER_LIMITS.quantity + 1 },
          { product: 1, quantity: 1 },
        ],
      },
      { ...good, note: "n".repeat(ORDER_LIMITS.note + 1), payment_method: "card", idempotency_key: "short" },
      { ...good, contact_phone: "12345", shipping_address: { ...good.shipping_address, emirate: "ABU_DHABI", name: "n".repeat(ACCOUNT_LIMITS.address + 1) } },
      { ...good, contact_email: `${"e".repeat(ACCOUNT_LIMITS.email)}@example.com`, locale: "fr" },
    ];
    const errorsOf = (parse: () => unknown) => {
      try {
        parse();
        return {};
      } catch (error) {
        if (error instanceof HttpError) return (error.data as { errors: Record<string, string[]> }).errors;
        return (error as { errors: Record<string, string[]> }).errors;
      }
    };
    expect(Object.keys(errorsOf(() => validation.parseOrderBody(good)))).toEqual([]);
    for (const body of bodies) {
      const fromExtension = errorsOf(() => validation.parseOrderBody(body));
      expect(Object.keys(fromExtension).length).toBeGreaterThan(0);
      expect(fromExtension).toEqual(errorsOf(() => parseOrderBody(body)));
    }
  });
});
