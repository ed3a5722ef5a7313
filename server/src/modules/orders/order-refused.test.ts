import { describe, expect, it } from "vitest";
import { userInputError } from "../../errors/user-input.js";
import { orderRefused } from "./order-refused.js";

const refusedWith = (...codes: ("INVALID" | "OUT_OF_STOCK" | "PRODUCT_UNAVAILABLE" | "OVER_LIMIT")[]) =>
  orderRefused(userInputError(codes.map((code, i) => ({ path: ["input", "lines", String(i), "productId"], code, message: `Line ${i + 1}.` }))));

describe("orderRefused", () => {
  it("names the reason a client most needs to act on: a product gone, then the payment limit, then the rest", () => {
    expect(refusedWith("INVALID", "OUT_OF_STOCK", "OVER_LIMIT").code).toBe("PRODUCT_UNAVAILABLE");
    expect(refusedWith("INVALID", "OVER_LIMIT").code).toBe("OVER_PAYMENT_LIMIT");
    expect(refusedWith("INVALID").code).toBe("INVALID_INPUT");
  });

  it("keeps every field problem and the error's sentence", () => {
    const refusal = refusedWith("INVALID", "PRODUCT_UNAVAILABLE");
    expect(refusal).toMatchObject({ __typename: "OrderRefused", message: "2 fields are invalid: Line 1." });
    expect(refusal.fields.map((f) => f.code)).toEqual(["INVALID", "PRODUCT_UNAVAILABLE"]);
  });
});
