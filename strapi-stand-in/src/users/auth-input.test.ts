import { describe, expect, it } from "vitest";
import { boomBody, HttpError } from "../http/http-error.js";
import { parseLoginBody, parseRegisterBody, parseResetBody } from "./auth-input.js";

const messageId = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    const body = boomBody(err as HttpError) as { message: [{ messages: [{ id: string }] }] };
    return body.message[0].messages[0].id;
  }
  return "no error";
};

describe("parseLoginBody", () => {
  it("looks e-mails up lowercased and usernames as typed", () => {
    expect(parseLoginBody({ identifier: "John.Doe@Example.com", password: "x" })).toEqual({
      identifier: "john.doe@example.com",
      password: "x",
      by: "email",
    });
    expect(parseLoginBody({ identifier: "John.Doe", password: "x" }).by).toBe("username");
  });

  it("asks for the identifier first, then the password (sample 50)", () => {
    expect(messageId(() => parseLoginBody({ password: "x" }))).toBe("Auth.form.error.email.provide");
    expect(messageId(() => parseLoginBody({}))).toBe("Auth.form.error.email.provide");
    expect(messageId(() => parseLoginBody({ identifier: "a" }))).toBe("Auth.form.error.password.provide");
    expect(messageId(() => parseLoginBody({ identifier: ["a"], password: "x" }))).toBe("Auth.form.error.email.provide");
    expect(messageId(() => parseLoginBody(null))).toBe("Auth.form.error.email.provide");
  });
});

describe("parseRegisterBody", () => {
  const ok = { username: "sam", email: "Sam@Example.com", password: "pw-123456" };

  it("keeps the known extra fields and lowercases the e-mail", () => {
    expect(parseRegisterBody({ ...ok, first_name: "Sam", role: 1, confirmed: true })).toEqual({
      username: "sam",
      email: "sam@example.com",
      password: "pw-123456",
      first_name: "Sam",
      last_name: null,
      phone: null,
    });
  });

  it("checks in Strapi's order: password, e-mail, password format, e-mail format", () => {
    expect(messageId(() => parseRegisterBody({}))).toBe("Auth.form.error.password.provide");
    expect(messageId(() => parseRegisterBody({ password: "x" }))).toBe("Auth.form.error.email.provide");
    expect(messageId(() => parseRegisterBody({ ...ok, password: "a$b$c$d$" }))).toBe("Auth.form.error.password.format");
    expect(messageId(() => parseRegisterBody({ ...ok, email: "not-an-email" }))).toBe("Auth.form.error.email.format");
    expect(messageId(() => parseRegisterBody({ ...ok, username: "" }))).toBe("Auth.form.error.username.provide");
  });
});

describe("parseResetBody", () => {
  it("needs matching passwords", () => {
    expect(messageId(() => parseResetBody({ code: "c", password: "a", passwordConfirmation: "b" }))).toBe("Auth.form.error.password.matching");
    expect(messageId(() => parseResetBody({ code: "c" }))).toBe("Auth.form.error.params.provide");
  });
});
