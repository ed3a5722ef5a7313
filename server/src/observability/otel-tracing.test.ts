import { describe, expect, it } from "vitest";
import { backendRoute } from "./otel-tracing.js";

describe("backendRoute", () => {
  it("folds ids so a backend call's span name takes few values", () => {
    expect(backendRoute("/products/42")).toBe("/products/{id}");
    expect(backendRoute("/orders/7/edocument")).toBe("/orders/{id}/edocument");
    expect(backendRoute("/products")).toBe("/products");
    expect(backendRoute("/orders/track")).toBe("/orders/track");
    expect(backendRoute("/uploads/42abc.png")).toBe("/uploads/42abc.png");
  });
});
