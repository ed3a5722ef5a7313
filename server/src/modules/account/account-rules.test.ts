import { describe, expect, it } from "vitest";
import { GraphQLError } from "graphql";
import { addressBody, emailChangePassword, loginArgs, registerBody } from "./account-rules.js";
import { normalizeUaePhone } from "@proav/shop-rules";
import { normalizeUaePhone as backendRule } from "../../../../strapi-stand-in/src/extension-rules.js";

function fields(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(GraphQLError);
    const ext = (error as GraphQLError).extensions as { code: string; fields: { path: string[]; code: string }[] };
    expect(ext.code).toBe("BAD_USER_INPUT");
    return ext.fields.map((f) => `${f.path.join(".")}:${f.code}`).sort();
  }
  return [];
}

describe("account rules", () => {
  it("normalises registration and defaults the username to the e-mail", () => {
    expect(registerBody({ email: " A@B.ae ", password: "abcdefg1", firstName: " Ali ", lastName: "Saeed", phone: "" })).toEqual({
      username: "a@b.ae",
      email: "a@b.ae",
      password: "abcdefg1",
      first_name: "Ali",
      last_name: "Saeed",
      phone: null,
    });
  });

  it("checks passwords: length, bcrypt's 72 bytes, a letter and a digit", () => {
    const base = { email: "a@b.ae", firstName: "A", lastName: "B" };
    expect(fields(() => registerBody({ ...base, password: "abc1" }))).toEqual(["input.password:TOO_SHORT"]);
    expect(fields(() => registerBody({ ...base, password: "ا".repeat(37) + "1" }))).toEqual(["input.password:TOO_LONG"]);
    expect(fields(() => registerBody({ ...base, password: "abcdefgh" }))).toEqual(["input.password:INVALID"]);
  });

  it("reports every address problem at once", () => {
    expect(fields(() => addressBody({ name: "", phone: "1", emirate: "DUBAI", area: "a".repeat(101), street: "s", building: "b" }))).toEqual([
      "input.area:TOO_LONG",
      "input.name:REQUIRED",
      "input.phone:INVALID",
    ]);
    expect(addressBody({ name: "N", phone: "050 123 4567", emirate: "RAS_AL_KHAIMAH", area: "A", street: "S", building: "B" })).toMatchObject({
      emirate: "ras_al_khaimah",
      phone: "+971501234567",
      is_default: false,
    });
  });

  it("refuses absurd sign-in input before the backend hashes anything", () => {
    expect(fields(() => loginArgs("a@b.ae", "x".repeat(2000)))).toEqual(["password:TOO_LONG"]);
  });

  it("uses the same UAE phone rule as the backend", () => {
    for (const text of ["+971 50 123 4567", "04-123-4567", "0097121234567", "12345", "+44 20 7946 0958", "050 123 456"]) {
      expect(normalizeUaePhone(text)).toBe(backendRule(text));
    }
  });

  it("refuses a username that looks like an e-mail other than the shopper's own", () => {
    const base = { email: "mona@example.ae", password: "abcdefg1", firstName: "M", lastName: "S" };
    expect(fields(() => registerBody({ ...base, username: "john.doe@example.com" }))).toEqual(["input.username:INVALID"]);
    expect(registerBody({ ...base, username: "Mona@Example.ae" }).username).toBe("Mona@Example.ae");
    expect(registerBody({ ...base, username: "mona.s" }).username).toBe("mona.s");
  });

  it("asks for the current password only when the e-mail really changes", () => {
    const same = { email: "mona@example.ae", first_name: "M" };
    expect(emailChangePassword(same, "Mona@Example.ae", undefined)).toBeUndefined();
    expect(same).toEqual({ first_name: "M" });
    expect(fields(() => emailChangePassword({ email: "new@example.ae" }, "mona@example.ae", ""))).toEqual(["input.currentPassword:REQUIRED"]);
    expect(emailChangePassword({ email: "new@example.ae" }, "mona@example.ae", "secret1x")).toBe("secret1x");
  });
});
