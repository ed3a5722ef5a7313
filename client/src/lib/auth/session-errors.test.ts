import { describe, expect, it } from "vitest";
import { rejectsToken } from "./session-errors";

describe("rejectsToken", () => {
  const unauthenticated = [{ extensions: { code: "UNAUTHENTICATED" } }];

  it("treats UNAUTHENTICATED on an ordinary operation as a refused session", () => {
    expect(rejectsToken("MyOrders", unauthenticated)).toBe(true);
    expect(rejectsToken(undefined, [{ extensions: { code: "BAD_USER_INPUT" } }, ...unauthenticated])).toBe(true);
  });

  it("ignores other errors, and password checks the shopper typed", () => {
    expect(rejectsToken("MyOrders", [{ extensions: { code: "BAD_USER_INPUT" } }])).toBe(false);
    expect(rejectsToken("MyOrders", [{}, { extensions: null }])).toBe(false);
    expect(rejectsToken("MyOrders", [])).toBe(false);
    expect(rejectsToken("Login", unauthenticated)).toBe(false);
    expect(rejectsToken("ChangePassword", unauthenticated)).toBe(false);
  });
});
