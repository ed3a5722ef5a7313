import { describe, expect, it } from "vitest";
import { acceptRequestId } from "./request-id.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("acceptRequestId", () => {
  it("keeps a load balancer's id: nginx's $request_id, a UUID, a dotted or colon-separated token", () => {
    for (const id of ["3f2c9a7e5b1d4c8f9e0a1b2c3d4e5f60", "0b6c4a2e-8f1d-4c3b-9a7e-5d2f1e0c9b8a", "lb-1.req_42:abcdef", "x".repeat(64)]) {
      expect(acceptRequestId(id)).toBe(id);
    }
  });

  it("replaces anything that could forge or bloat a log line, and a missing or repeated header", () => {
    for (const id of [
      undefined,
      "",
      "short",
      "x".repeat(65),
      "has spaces in it",
      'quote"d-token',
      "new\nline-000",
      "ünïcode-0001",
      ["a-valid-id-1", "a-valid-id-2"],
    ]) {
      expect(acceptRequestId(id)).toMatch(UUID);
    }
  });
});
