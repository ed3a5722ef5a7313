import { describe, expect, it } from "vitest";
import { accepted, fieldKey, readProblems, refusalProblems, RefusedError } from "./field-errors";

describe("readProblems", () => {
  it("keys field errors by their path below the input argument, and keeps the first per field", () => {
    const problems = readProblems([
      {
        message: "Invalid input",
        extensions: {
          code: "BAD_USER_INPUT",
          fields: [
            { path: ["input", "email"], message: "Enter a valid e-mail address.", code: "INVALID" },
            { path: ["input", "email"], message: "second", code: "TOO_LONG" },
            { path: ["input", "lines", "1", "quantity"], message: "Quantity must be 1 to 99.", code: "OUT_OF_RANGE" },
            { path: ["identifier"], message: "Required.", code: "REQUIRED" },
            { path: [], message: "Wrong e-mail or password.", code: "INVALID_CREDENTIALS" },
            { path: "nope", message: "ignored" },
          ],
        },
      },
    ]);
    expect(problems.fields).toEqual({
      email: { message: "Enter a valid e-mail address.", code: "INVALID" },
      "lines.1.quantity": { message: "Quantity must be 1 to 99.", code: "OUT_OF_RANGE" },
      identifier: { message: "Required.", code: "REQUIRED" },
    });
    expect(problems.form).toEqual([{ message: "Wrong e-mail or password.", code: "INVALID_CREDENTIALS" }]);
    expect(problems.failure).toBeNull();
  });

  it("reports other failures by code, with the rate limit's wait", () => {
    const limited = readProblems([{ message: "Too many attempts", extensions: { code: "RATE_LIMITED", retryAfterSeconds: 41.2 } }]);
    expect(limited.failure).toBe("RATE_LIMITED");
    expect(limited.retryAfterSeconds).toBe(42);
    expect(readProblems([{ message: "x", extensions: { code: "BACKEND_UNAVAILABLE" } }]).failure).toBe("BACKEND_UNAVAILABLE");
    expect(readProblems([{ message: "x" }]).failure).toBe("INTERNAL_SERVER_ERROR");
    expect(readProblems(undefined).failure).toBe("NETWORK");
  });

  it("keeps the message of a malformed argument without field list", () => {
    const problems = readProblems([{ message: "first must be 1 to 50", extensions: { code: "BAD_USER_INPUT" } }]);
    expect(problems.failure).toBeNull();
    expect(problems.form).toEqual([{ message: "first must be 1 to 50", code: "INVALID" }]);
  });

  it("builds keys", () => {
    expect(fieldKey(["input", "shippingAddress", "address", "phone"])).toBe("shippingAddress.address.phone");
    expect(fieldKey(["input"])).toBe("input");
    expect(fieldKey(["email"])).toBe("email");
  });
});

describe("typed refusals", () => {
  const refusal = {
    __typename: "AddressInvalid" as const,
    message: "2 fields are invalid: Phone is not a UAE number.",
    fields: [
      { path: ["input", "phone"], message: "Phone is not a UAE number.", code: "INVALID" },
      { path: ["input", "area"], message: "Area is required.", code: "REQUIRED" },
    ],
  };

  it("reads a refusal's fields like a BAD_USER_INPUT error's", () => {
    expect(refusalProblems(refusal)).toEqual({
      fields: { phone: { message: "Phone is not a UAE number.", code: "INVALID" }, area: { message: "Area is required.", code: "REQUIRED" } },
      form: [],
      failure: null,
      retryAfterSeconds: null,
    });
  });

  it("shows a refusal without fields as one message for the form", () => {
    expect(refusalProblems({ message: "Refused.", fields: [] }).form).toEqual([{ message: "Refused.", code: "INVALID" }]);
  });

  it("passes an accepted result through and throws a refusal as its problems", () => {
    const saved = { __typename: "Address" as const, id: "7" };
    expect(accepted<typeof saved | typeof refusal>(saved)).toBe(saved);
    expect(() => accepted<typeof saved | typeof refusal>(refusal)).toThrow(RefusedError);
    try {
      accepted<typeof saved | typeof refusal>(refusal);
    } catch (error) {
      expect((error as RefusedError).problems.fields.phone?.code).toBe("INVALID");
    }
  });
});
