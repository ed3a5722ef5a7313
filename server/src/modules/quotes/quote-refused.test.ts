import { describe, expect, it } from "vitest";
import type { RestQuote } from "../../backend/rest-types.js";
import { userInputError } from "../../errors/user-input.js";
import { quoteInputRefused, quoteStateRefused } from "./quote-refused.js";

describe("quote refusals", () => {
  it("moves the backend's acceptance keys to acceptQuote's paths (backend-error.ts maps them for placeOrder)", () => {
    const refused = quoteInputRefused(
      userInputError([
        { path: ["input", "buyer", "purchaseOrderNumber"], code: "INVALID", message: "po_number too long" },
        { path: ["input", "email"], code: "INVALID", message: "email must be provided" },
        { path: ["input", "shippingAddress", "address", "area"], code: "INVALID", message: "area must be provided" },
      ]),
    );
    expect(refused).toMatchObject({ __typename: "QuoteRefused", code: "INVALID_INPUT", quote: null });
    expect(refused.fields.map((f) => f.path.join("."))).toEqual(["input.purchaseOrderNumber", "input.contactEmail", "input.shippingAddress.address.area"]);
  });

  it("says PRODUCT_UNAVAILABLE when a product asked for is not sold", () => {
    const refused = quoteInputRefused(
      userInputError([
        { path: ["input", "company"], code: "REQUIRED", message: "The company is required." },
        { path: ["input", "lines", "1", "productId"], code: "PRODUCT_UNAVAILABLE", message: "Line 2: this product is no longer available." },
      ]),
    );
    expect(refused.code).toBe("PRODUCT_UNAVAILABLE");
  });

  it("answers the quote's state with the quote and no fields", () => {
    const quote = { number: "RFQ-000003", valid_until: "2026-11-20", order_number: "PAV-2026-000042" } as RestQuote;
    expect(quoteStateRefused("expired", quote)).toMatchObject({ code: "EXPIRED", fields: [], quote, message: expect.stringContaining("2026-11-20") });
    expect(quoteStateRefused("already_accepted", quote).message).toContain("PAV-2026-000042");
    expect(quoteStateRefused("not_quoted", quote).code).toBe("NOT_QUOTED");
  });
});
