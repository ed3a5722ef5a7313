import { describe, expect, it } from "vitest";
import { authMessages, boomBody, HttpError } from "./http-error.js";

describe("boomBody", () => {
  it("never exposes a 5xx message", () => {
    expect(boomBody(new HttpError(500, "SQLITE_ERROR: secret detail"))).toEqual({
      statusCode: 500,
      error: "Internal Server Error",
      message: "An internal server error occurred",
    });
  });

  it("nests users-permissions messages under message and data (sample 20)", () => {
    const details = authMessages("Auth.form.error.invalid", "Identifier or password invalid.");
    expect(JSON.stringify(boomBody(new HttpError(400, "x", details)))).toBe(
      '{"statusCode":400,"error":"Bad Request","message":[{"messages":[{"id":"Auth.form.error.invalid","message":"Identifier or password invalid."}]}],"data":[{"messages":[{"id":"Auth.form.error.invalid","message":"Identifier or password invalid."}]}]}',
    );
  });

  it("uses Boom's reason phrases", () => {
    expect(boomBody(new HttpError(403, "Forbidden"))).toEqual({ statusCode: 403, error: "Forbidden", message: "Forbidden" });
  });
});
