import { describe, expect, it } from "vitest";
import type { RequestQuoteInput } from "../../__generated__/resolvers-types.js";
import type { RestProduct } from "../../backend/rest-types.js";
import { FieldIssues } from "../../errors/user-input.js";
import { checkQuoteDetails, checkQuoteLines, checkQuoteProducts } from "./quote-request-rules.js";

const TODAY = "2026-11-28";
const input = (extra: Partial<RequestQuoteInput> = {}): RequestQuoteInput => ({
  lines: [{ productId: "4", quantity: 999 }],
  company: "  Falcon Media LLC ",
  contactName: "Sara",
  contactEmail: "Sara@Example.com",
  contactPhone: "04 123 4567",
  trn: "100-2345-6789-0003",
  emirate: "ABU_DHABI",
  neededBy: TODAY,
  notes: "",
  ...extra,
});
const found = (issues: FieldIssues) => issues.list.map((f) => `${f.path.join(".")}:${f.code}`);

describe("requestQuote's checks", () => {
  it("reads a valid request as the backend stores it", () => {
    const issues = new FieldIssues();
    expect(checkQuoteDetails(issues, input(), TODAY)).toEqual({
      company: "Falcon Media LLC",
      contact_name: "Sara",
      contact_email: "Sara@Example.com",
      contact_phone: "+97141234567",
      trn: "100234567890003",
      emirate: "abu_dhabi",
      needed_by: TODAY,
    });
    expect(checkQuoteLines(issues, input())).toEqual([{ index: 0, productId: 4, quantity: 999 }]);
    expect(issues.list).toEqual([]);
  });

  it("names every field to correct with its code", () => {
    const issues = new FieldIssues();
    const details = checkQuoteDetails(
      issues,
      input({ company: "c".repeat(201), contactName: "", contactEmail: "x@", contactPhone: "123", trn: "12", neededBy: "2026-02-30", notes: "n".repeat(2001) }),
      TODAY,
    );
    expect(details).toBeUndefined();
    expect(found(issues)).toEqual([
      "input.company:TOO_LONG",
      "input.contactName:REQUIRED",
      "input.contactEmail:INVALID",
      "input.contactPhone:INVALID",
      "input.trn:INVALID",
      "input.neededBy:INVALID",
      "input.notes:TOO_LONG",
    ]);
    expect(issues.list[0]!.message).toBe("The company can be at most 200 characters.");
    const far = new FieldIssues();
    checkQuoteDetails(far, input({ neededBy: "2027-12-01" }), TODAY);
    expect(found(far)).toEqual(["input.neededBy:OUT_OF_RANGE"]);
  });

  it("checks the lines: each product once, 1 to 999, a product sold in the language (out of stock allowed)", () => {
    const issues = new FieldIssues();
    const lines = checkQuoteLines(issues, {
      lines: [
        { productId: "4", quantity: 1 },
        { productId: "4", quantity: 1 },
        { productId: "5", quantity: 0 },
        { productId: "6", quantity: 2 },
        { productId: "7", quantity: 1 },
      ],
    });
    expect(found(issues)).toEqual(["input.lines.1.productId:DUPLICATE", "input.lines.2.quantity:OUT_OF_RANGE"]);
    const product = (id: number, extra: Partial<RestProduct> = {}) => ({ id, is_active: true, price: 10, ...extra }) as RestProduct;
    checkQuoteProducts(issues, lines, [product(4), product(6, { badge: [{ type: "outStock", value: "Out of stock" }] }), null]);
    expect(found(issues)).toContain("input.lines.4.productId:PRODUCT_UNAVAILABLE");
    expect(found(issues)).not.toContain("input.lines.3.productId:PRODUCT_UNAVAILABLE");
  });
});
