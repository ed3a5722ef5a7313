import { describe, expect, it } from "vitest";
import CircuitBreaker from "opossum";
import { AxiosError, type AxiosResponse } from "axios";
import { errorFromResponse } from "./backend-error.js";

const answered = (status: number, data: unknown) => new AxiosError("status", "ERR_BAD_RESPONSE", undefined, undefined, { status, data } as AxiosResponse);

async function openCircuitError(): Promise<unknown> {
  const breaker = new CircuitBreaker(async () => 1);
  breaker.open();
  try {
    return await breaker.fire().catch((error: unknown) => error);
  } finally {
    breaker.shutdown();
  }
}

describe("errorFromResponse", () => {
  it("maps an open circuit to BACKEND_UNAVAILABLE, 'temporarily unavailable'", async () => {
    const error = errorFromResponse(await openCircuitError(), "products");
    expect(error.extensions.code).toBe("BACKEND_UNAVAILABLE");
    expect(error.message).toBe("The catalogue service is temporarily unavailable (products).");
  });

  it.each([
    [new AxiosError("timeout of 5000ms exceeded", "ECONNABORTED"), "BACKEND_TIMEOUT"],
    [new AxiosError("connect ECONNREFUSED", "ECONNREFUSED"), "BACKEND_UNAVAILABLE"],
    [answered(404, "Not Found"), "NOT_FOUND"],
    [answered(400, { statusCode: 400, error: "Bad Request", message: "Bad Request" }), "BAD_USER_INPUT"],
    [answered(500, { statusCode: 500, error: "Internal Server Error" }), "BACKEND_UNAVAILABLE"],
    [answered(503, "Service Unavailable"), "BACKEND_UNAVAILABLE"],
    [new Error("anything else"), "BACKEND_UNAVAILABLE"],
  ])("maps %s to %s", (error, code) => {
    const mapped = errorFromResponse(error, "products");
    expect(mapped.extensions.code).toBe(code);
    expect(mapped.message).not.toMatch(/http|127\.0\.0\.1|localhost/);
  });
});

describe("errorFromResponse for a shopper's call", () => {
  it("names the schema field of a backend validation error", () => {
    const body = { statusCode: 400, message: "ValidationError", data: { errors: { "shipping_address.phone": ["Invalid phone."] } } };
    const mapped = errorFromResponse(answered(400, body), "order", { signedIn: false });
    expect(mapped.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: [{ path: ["input", "shippingAddress", "address", "phone"], code: "INVALID", message: "Invalid phone." }],
    });
  });

  it("names a company buyer's fields under placeOrder's buyer (the profile's refusal moves them under input)", () => {
    const errors = { "company.trn": ["trn must be 15 digits"], "company.legal_name": ["too long"], "company.area": ["required"], po_number: ["too long"] };
    const mapped = errorFromResponse(answered(400, { statusCode: 400, message: "ValidationError", data: { errors } }), "order", { signedIn: true });
    expect((mapped.extensions.fields as { path: string[] }[]).map((f) => f.path.join("."))).toEqual([
      "input.buyer.company.trn",
      "input.buyer.company.legalName",
      "input.buyer.company.billingAddress.area",
      "input.buyer.purchaseOrderNumber",
    ]);
  });

  it.each([
    [401, true, "UNAUTHENTICATED"],
    [403, false, "UNAUTHENTICATED"],
    [403, true, "FORBIDDEN"],
    [429, false, "RATE_LIMITED"],
    [500, true, "BACKEND_UNAVAILABLE"],
  ])("maps %s (signed in: %s) to %s", (status, signedIn, code) => {
    expect(errorFromResponse(answered(status, {}), "addresses", { signedIn }).extensions.code).toBe(code);
  });

  it("keeps a catalogue call's 401 an outage, not a sign-out", () => {
    expect(errorFromResponse(answered(401, {}), "products").extensions.code).toBe("BACKEND_UNAVAILABLE");
  });
});
