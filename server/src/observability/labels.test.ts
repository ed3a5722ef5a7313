import { describe, expect, it } from "vitest";
import { graphqlName, LabelBudget, OTHER, sanitiseLabel } from "./labels.js";

describe("labels", () => {
  it("sanitises a client-given value: trimmed, cut, and a safe charset", () => {
    expect(sanitiseLabel("  ios-app  ", 40)).toBe("ios-app");
    expect(sanitiseLabel('a"b\nc{d}=e', 40)).toBe("a_b_c_d__e");
    expect(sanitiseLabel("x".repeat(100), 40)).toHaveLength(40);
    expect(sanitiseLabel("   ", 40)).toBeUndefined();
    expect(sanitiseLabel(undefined, 40)).toBeUndefined();
  });

  it("accepts only GraphQL names as operation names", () => {
    expect(graphqlName("ProductPage")).toBe("ProductPage");
    expect(graphqlName("_x1")).toBe("_x1");
    expect(graphqlName("1x")).toBeUndefined();
    expect(graphqlName("a b")).toBeUndefined();
    expect(graphqlName("a".repeat(65))).toBeUndefined();
    expect(graphqlName(42)).toBeUndefined();
  });

  it("keeps a bounded number of distinct values, then answers other; kept values always pass", () => {
    const budget = new LabelBudget(2, new Set(["storefront"]));
    expect(budget.label("a")).toBe("a");
    expect(budget.label("b")).toBe("b");
    expect(budget.label("c")).toBe(OTHER);
    expect(budget.label("a")).toBe("a");
    expect(budget.label("storefront")).toBe("storefront");
    for (let i = 0; i < 1000; i++) budget.label(`spam-${i}`);
    expect(budget.label("b")).toBe("b");
  });
});
