import { describe, expect, it } from "vitest";
import { check, email, newPassword, optionalPhone, phone, sameAs, text } from "./rules";

describe("form rules", () => {
  it.each(["12345", "+44 20 7946 0958", "+971 50 123 456", "0512345678901", "05O1234567", "+971 1 123 4567", "+971 8 123 4567"])(
    "refuses %s as a UAE number",
    (value) => {
      expect(phone(value)).toBe("phone");
    },
  );

  it("requires what is required, and limits lengths", () => {
    expect(phone("  ")).toBe("required");
    expect(optionalPhone("")).toBeNull();
    expect(optionalPhone("123")).toBe("phone");
    expect(text("", 50)).toBe("required");
    expect(text("x".repeat(10_000), 50)).toBe("tooLong");
    expect(text(" Aisha ", 50)).toBeNull();
  });

  it("checks e-mail addresses", () => {
    expect(email("aisha@example.ae")).toBeNull();
    expect(email("aisha@example")).toBe("email");
    expect(email("aisha example.com")).toBe("email");
    expect(email(`${"a".repeat(250)}@example.com`)).toBe("tooLong");
  });

  it("checks new passwords as the gateway does", () => {
    expect(newPassword("")).toBe("required");
    expect(newPassword("abc12")).toBe("passwordShort");
    expect(newPassword("abcdefgh")).toBe("passwordWeak");
    expect(newPassword("12345678")).toBe("passwordWeak");
    expect(newPassword("Passw0rd!")).toBeNull();
    expect(newPassword("ب".repeat(36) + "1")).toBe("passwordLong"); // 73 bytes in UTF-8
    expect(sameAs("a", "b")).toBe("mismatch");
  });

  it("collects problems per field", () => {
    expect(check({ a: () => null, b: () => "required" as const })).toEqual({ b: "required" });
  });
});
