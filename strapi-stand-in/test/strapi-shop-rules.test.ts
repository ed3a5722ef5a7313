// The hosted Strapi's extension (strapi/) is plain JavaScript copied into another project, so it keeps its own
// copy of the values in @proav/shop-rules (strapi/shop/shop-rules.js, and the patterns in shop/validation.js).
// Here they are held against shop-rules, which the gateway and the storefront use; the extension's order money
// against the table of cases the gateway's totals are also tested with; and the stand-in is shown to run the
// extension's own rules, not copies of them.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_LIMITS,
  COD_MAX_AED_DEFAULT,
  COMPANY_LIMITS,
  DOCUMENT_NUMBER_PREFIX,
  COD_MAX_AED_RANGE,
  EMIRATES,
  IDEMPOTENCY_KEY,
  ORDER_LIMITS,
  ORDER_MONEY,
  SHOP_LOCALES,
  UAE_PHONE_TEXT_MAX,
  creditNoteNumber,
  invoiceNumber,
  isEmailAddress,
  isTrn,
  normalizeTrn,
  normalizeUaePhone,
  orderNumberOf,
} from "@proav/shop-rules";
import { ORDER_MONEY_CASES } from "../../packages/shop-rules/test/order-money-cases.js";
import * as standIn from "../src/extension-rules.js";

const require = createRequire(import.meta.url);
const extension = require("../../strapi/shop/shop-rules.js");
const validation = require("../../strapi/shop/validation.js");
const orderMoney = require("../../strapi/shop/order-totals.js");
const company = require("../../strapi/shop/company.js");

describe("the Strapi extension's copy of the shop's rules", () => {
  it("has shop-rules' order limits, field limits, emirates, order money and cash-on-delivery default", () => {
    expect(extension.ORDER_LIMITS).toEqual({ lines: ORDER_LIMITS.lines, quantity: ORDER_LIMITS.quantity, note: ORDER_LIMITS.note });
    expect(extension.FIELD_LIMITS).toEqual({
      name: ACCOUNT_LIMITS.name,
      email: ACCOUNT_LIMITS.email,
      address: ACCOUNT_LIMITS.address,
      phone: UAE_PHONE_TEXT_MAX,
    });
    expect(extension.EMIRATES).toEqual(EMIRATES.map((code) => code.toLowerCase()));
    expect(extension.ORDER_MONEY).toEqual(ORDER_MONEY);
    expect(extension.COD_MAX_AED_DEFAULT).toBe(COD_MAX_AED_DEFAULT);
  });

  it("takes orders in shop-rules' languages, in its rules and in the order model's enumeration", () => {
    const orderModel = require("../../strapi/api/order/models/order.settings.json");
    expect(extension.SHOP_LOCALES).toEqual([...SHOP_LOCALES]);
    expect(validation.ORDER_LOCALES).toEqual([...SHOP_LOCALES]);
    expect(orderModel.attributes.locale.enum).toEqual([...SHOP_LOCALES]);
  });

  it("has shop-rules' idempotency-key pattern", () => {
    expect(validation.IDEMPOTENCY_KEY.source).toBe(IDEMPOTENCY_KEY.source);
    expect(validation.IDEMPOTENCY_KEY.flags).toBe(IDEMPOTENCY_KEY.flags);
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
      "+971 (0)50 123 4567",
      "04 123 4567",
      "(02) 123-4567",
      "0501234",
      "+44 20 7946 0958",
      "+971 1 123 4567",
      "501234567",
      "0801234567",
      "0501234567890",
      "5".repeat(40),
      "+971 50 123 4567".padEnd(UAE_PHONE_TEXT_MAX),
      "+971 50 123 4567".padEnd(UAE_PHONE_TEXT_MAX + 1),
      "",
    ];
    for (const text of samples) expect(validation.normalizeUaePhone(text), text).toBe(normalizeUaePhone(text));
  });

  it("accepts the e-mail addresses shop-rules accepts (users-permissions' pattern) and no others", () => {
    const samples = ["aisha@example.ae", "a.b-c_d+tag@mail.example.co.uk", "A@B.ae", "x@[192.168.0.1]", '"a b"@example.com'];
    const refused = ["aisha@", "aisha@example", "a b@example.com", "a..b@example.com", ".a@example.com", "a@b.c", "a@@b.ae", "<a>@example.com", ""];
    for (const text of [...samples, ...refused]) expect(validation.isEmail(text), text).toBe(isEmailAddress(text));
    for (const text of refused) expect(validation.isEmail(text), text).toBe(false);
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
});

describe("the extension's company rules and document numbers", () => {
  it("has shop-rules' company limits and document prefixes", () => {
    expect(company.COMPANY_LIMITS).toEqual(COMPANY_LIMITS);
    expect(company.DOCUMENT_NUMBER_PREFIX).toEqual(DOCUMENT_NUMBER_PREFIX);
  });

  it("reads TRNs as shop-rules does", () => {
    const samples = ["100123456789003", "100-1234-5678-9003", "100 123 456 789 003", " 100123456789003 ", "10012345678900", "1001234567890031"];
    const refused = ["10012345678900A", "TRN100123456789003", "100.123.456.789.003", "100_123456789003", "١٠٠١٢٣٤٥٦٧٨٩٠٠٣", ""];
    for (const text of [...samples, ...refused]) {
      expect(company.isTrn(text), text).toBe(isTrn(text));
      expect(company.normalizeTrn(text), text).toBe(normalizeTrn(text));
    }
  });

  it("numbers invoices and credit notes as shop-rules does", () => {
    for (const n of [1, 42, 999_999, 1_000_000, 12_345_678]) {
      expect(company.invoiceNumber(n)).toBe(invoiceNumber(n));
      expect(company.creditNoteNumber(n)).toBe(creditNoteNumber(n));
    }
    for (const bad of [0, -1, 1.5]) expect(() => company.invoiceNumber(bad)).toThrow(RangeError);
  });
});

describe("the extension's order money", () => {
  it("numbers orders in the shape shop-rules looks orders up by", () => {
    for (const [id, placed] of [
      [1, "2026-01-01T00:00:00.000Z"],
      [123, "2026-11-27T23:59:59.999Z"],
      [1_234_567, "2031-06-30T12:00:00.000Z"],
    ] as const) {
      const number = orderMoney.orderNumber(id, placed);
      expect(orderNumberOf(number), number).toBe(number);
    }
    expect(orderMoney.orderNumber(123, "2026-11-27T23:59:59.999Z")).toBe("PAV-2026-000123");
  });

  it.each(ORDER_MONEY_CASES)("$name", ({ lines, unitFils, totals }) => {
    const units = lines.map((line) => orderMoney.unitPriceFils(line.price, line.salePrice));
    expect(units).toEqual(unitFils);
    expect(orderMoney.orderTotals(units.map((unit: number, i: number) => unit * lines[i]!.quantity))).toEqual(totals);
  });
});

describe("the stand-in", () => {
  it("runs the extension's own rules, not copies", () => {
    for (const name of ["InvalidInput", "isEmail", "normalizeUaePhone", "parseAddressBody", "parseOrderBody", "parseProfileBody", "parseChangePasswordBody"]) {
      expect(standIn[name as keyof typeof standIn], name).toBe(validation[name]);
    }
    for (const name of ["lineRefusal", "checkPaymentLimit", "parseOrderListQuery", "parseTrackQuery"]) {
      expect(standIn[name as keyof typeof standIn], name).toBe(validation[name]);
    }
    for (const name of ["toAed", "unitPriceFils", "orderTotals", "orderNumber", "storedMoney"]) {
      expect(standIn[name as keyof typeof standIn], name).toBe(orderMoney[name]);
    }
    expect(standIn.idParam).toBe(require("../../strapi/shop/http.js").idParam);
  });
});
