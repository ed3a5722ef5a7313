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
  QUOTE_LIMITS,
  QUOTE_NUMBER_PREFIX,
  QUOTE_STORED_STATUSES,
  acceptRefusal,
  addDays,
  dubaiDate,
  isIsoDate,
  isValidityDate,
  quoteNumber,
  quoteNumberOf,
  quoteStatus,
  quotedPriceFils,
  validateQuoteRequest,
  type QuoteRequestValues,
} from "@proav/shop-rules";
import { ORDER_MONEY_CASES } from "../../packages/shop-rules/test/order-money-cases.js";
import * as standIn from "../src/extension-rules.js";

const require = createRequire(import.meta.url);
const extension = require("../../strapi/shop/shop-rules.js");
const validation = require("../../strapi/shop/validation.js");
const orderMoney = require("../../strapi/shop/order-totals.js");
const company = require("../../strapi/shop/company.js");
const quote = require("../../strapi/shop/quote.js");

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

describe("the extension's quote rules", () => {
  const today = "2026-11-28";

  it("has shop-rules' quote limits, stored statuses and number prefix", () => {
    expect(quote.QUOTE_LIMITS).toEqual(QUOTE_LIMITS);
    expect(quote.QUOTE_STORED_STATUSES).toEqual([...QUOTE_STORED_STATUSES]);
    expect(quote.QUOTE_NUMBER_PREFIX).toBe(QUOTE_NUMBER_PREFIX);
  });

  it("numbers quotes as shop-rules does, in the shape it reads them back", () => {
    for (const n of [1, 42, 999_999, 1_000_000, 12_345_678]) {
      expect(quote.quoteNumber(n)).toBe(quoteNumber(n));
      expect(quoteNumberOf(quote.quoteNumber(n))).toBe(quote.quoteNumber(n));
    }
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => quote.quoteNumber(bad), String(bad)).toThrow(RangeError);
  });

  it("reads dates by the UAE calendar as shop-rules does", () => {
    for (const at of ["2026-11-27T19:59:59.999Z", "2026-11-27T20:00:00Z", "2026-11-27T21:00:00Z", "2026-12-31T20:30:00Z", "2026-07-01T20:00:00Z"]) {
      expect(quote.dubaiDate(new Date(at)), at).toBe(dubaiDate(new Date(at)));
    }
    expect(quote.dubaiDate(new Date("2026-11-27T21:00:00Z"))).toBe("2026-11-28");
    for (const text of ["2026-11-28", "2028-02-29", "2026-02-29", "2026-13-01", "26-11-28", "2026-11-28T00:00:00Z", ""]) {
      expect(quote.isIsoDate(text), text).toBe(isIsoDate(text));
    }
    for (const days of [0, 1, 3, 365, 366, -1]) expect(quote.addDays("2026-12-31", days)).toBe(addDays("2026-12-31", days));
    for (const text of [today, "2026-11-27", addDays(today, 365), addDays(today, 366), "2026-11-31"]) {
      expect(quote.isValidityDate(text, today), text).toBe(isValidityDate(text, today));
    }
  });

  it("has shop-rules' statuses, expiry and acceptance refusals", () => {
    const validities = [null, "2026-11-27", today, "2026-12-28"];
    for (const stored of QUOTE_STORED_STATUSES) {
      for (const validUntil of validities) {
        expect(quote.quoteStatus(stored, validUntil, today), `${stored} ${validUntil}`).toBe(quoteStatus(stored, validUntil, today));
        expect(quote.acceptRefusal(stored, validUntil, today), `${stored} ${validUntil}`).toBe(acceptRefusal(stored, validUntil, today));
      }
    }
  });

  it("reads quoted prices as shop-rules does: zero taken, negative and three decimals refused", () => {
    const samples = [
      0,
      "0",
      -0,
      "-0.00",
      12.5,
      "12.5",
      " 1234.56 ",
      0.1,
      1.15,
      -1,
      "-0.5",
      1.005,
      "12.345",
      "1,000",
      "1e3",
      1e21,
      Number.NaN,
      null,
      undefined,
      "",
      true,
    ];
    for (const value of samples) expect(quote.quotedPriceFils(value), String(value)).toEqual(quotedPriceFils(value));
  });

  it("refuses the request fields shop-rules' form refuses, and no others", () => {
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
    const paths: Record<keyof QuoteRequestValues, string> = {
      company: "company",
      contactName: "contact_name",
      contactEmail: "contact_email",
      contactPhone: "contact_phone",
      trn: "trn",
      emirate: "emirate",
      neededBy: "needed_by",
      notes: "notes",
    };
    const cases: Partial<QuoteRequestValues>[] = [
      {},
      { company: "", contactName: "", contactEmail: "", contactPhone: "", emirate: "" },
      { company: "x".repeat(QUOTE_LIMITS.company + 1), contactName: "x".repeat(QUOTE_LIMITS.contactName + 1), notes: "x".repeat(QUOTE_LIMITS.notes + 1) },
      { company: "x".repeat(QUOTE_LIMITS.company), contactName: "x".repeat(QUOTE_LIMITS.contactName), notes: "x".repeat(QUOTE_LIMITS.notes) },
      { contactEmail: "aisha@" },
      { contactEmail: `${"a".repeat(250)}@x.ae` },
      { contactPhone: "+44 20 7946 0958" },
      { trn: "100-1234-5678-9003" },
      { trn: "10012345678900" },
      { emirate: "DOHA" },
      { neededBy: today },
      { neededBy: addDays(today, QUOTE_LIMITS.neededByDays) },
      { neededBy: addDays(today, QUOTE_LIMITS.neededByDays + 1) },
      { neededBy: "2026-11-27" },
      { neededBy: "2026-02-30" },
    ];
    for (const change of cases) {
      const values = { ...valid, ...change };
      const expected = Object.keys(validateQuoteRequest(values, today)).map((field) => paths[field as keyof QuoteRequestValues]);
      const body: Record<string, unknown> = { lines: [{ product: 1, quantity: QUOTE_LIMITS.quantity }] };
      for (const [field, path] of Object.entries(paths)) {
        const value = values[field as keyof QuoteRequestValues];
        if (value !== "") body[path] = field === "emirate" ? value.toLowerCase() : value;
      }
      let refused: string[] = [];
      try {
        quote.parseQuoteBody(body, today);
      } catch (error) {
        expect(error).toBeInstanceOf(validation.InvalidInput);
        refused = Object.keys((error as { errors: Record<string, string[]> }).errors);
      }
      expect(refused.sort(), JSON.stringify(change)).toEqual(expected.sort());
    }
  });

  it("refuses quote lines by path, with up to QUOTE_LIMITS.quantity of each product", () => {
    const body = (lines: unknown) => ({ company: "A", contact_name: "B", contact_email: "a@b.ae", contact_phone: "0501234567", emirate: "dubai", lines });
    const errorsOf = (lines: unknown) => {
      try {
        quote.parseQuoteBody(body(lines), today);
        return {};
      } catch (error) {
        return (error as { errors: Record<string, string[]> }).errors;
      }
    };
    expect(errorsOf([{ product: 1, quantity: QUOTE_LIMITS.quantity }])).toEqual({});
    expect(Object.keys(errorsOf([]))).toEqual(["lines"]);
    expect(Object.keys(errorsOf(Array.from({ length: QUOTE_LIMITS.lines + 1 }, (_, i) => ({ product: i + 1, quantity: 1 }))))).toEqual(["lines"]);
    expect(
      Object.keys(
        errorsOf([
          { product: 1, quantity: 1 },
          { product: 1, quantity: QUOTE_LIMITS.quantity + 1 },
        ]),
      ),
    ).toEqual(["lines.1.product", "lines.1.quantity"]);
    expect(Object.keys(errorsOf([{ product: "1", quantity: 0 }]))).toEqual(["lines.0.product", "lines.0.quantity"]);
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
    for (const name of [
      "QuoteConflict",
      "quoteNumber",
      "dubaiDate",
      "acceptRefusal",
      "parseQuoteBody",
      "parseAcceptBody",
      "parseQuoteAnswer",
      "acceptedOrderLines",
    ]) {
      expect(standIn[name as keyof typeof standIn], name).toBe(quote[name]);
    }
  });
});
