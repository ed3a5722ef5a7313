import { describe, expect, it } from "vitest";
import { lineInputs, lineProblems, quantityOf, readPostedLines, startingLines } from "./quote-request-lines";

const posted = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};

describe("the request's lines", () => {
  it("start from the product page's product and quantity, capped at 999 and never below 1", () => {
    expect(startingLines(new URLSearchParams("product=12&quantity=40"), [])).toEqual({ source: "product", lines: [{ productId: "12", quantity: "40" }] });
    expect(startingLines(new URLSearchParams("product=12&quantity=5000"), []).lines[0]!.quantity).toBe("999");
    expect(startingLines(new URLSearchParams("product=12&quantity=abc"), []).lines[0]!.quantity).toBe("1");
    expect(startingLines(new URLSearchParams("product=12"), []).lines[0]!.quantity).toBe("1");
    expect(startingLines(new URLSearchParams("product=../12"), [])).toEqual({ source: "product", lines: [] });
    expect(startingLines(new URLSearchParams(""), [{ id: "1", quantity: 2 }])).toEqual({ source: "none", lines: [] });
  });

  it("start from the cart's lines with ?from=cart", () => {
    const cart = [
      { id: "1", quantity: 2 },
      { id: "3", quantity: 99 },
    ];
    expect(startingLines(new URLSearchParams("from=cart"), cart)).toEqual({
      source: "cart",
      lines: [
        { productId: "1", quantity: "2" },
        { productId: "3", quantity: "99" },
      ],
    });
    expect(startingLines(new URLSearchParams("from=cart"), [])).toEqual({ source: "cart", lines: [] });
  });

  it("are read from a posted form pairwise, each product once, less the one removed", () => {
    const form = posted([
      ["productId", "1"],
      ["quantity", "3"],
      ["productId", "x1"],
      ["quantity", "4"],
      ["productId", "3"],
      ["quantity", " 12 "],
      ["productId", "1"],
      ["quantity", "7"],
    ]);
    expect(readPostedLines(form)).toEqual([
      { productId: "1", quantity: "3" },
      { productId: "3", quantity: " 12 " },
    ]);
    expect(readPostedLines(form, "1")).toEqual([{ productId: "3", quantity: " 12 " }]);
  });

  it("take whole quantities from 1 to 999 only, the typed text kept for the form", () => {
    expect([" 12 ", "1", "999"].map(quantityOf)).toEqual([12, 1, 999]);
    expect(["0", "1000", "2.5", "-3", "", "ten"].map(quantityOf)).toEqual([null, null, null, null, null, null]);
    const lines = [
      { productId: "1", quantity: "1000" },
      { productId: "3", quantity: "5" },
    ];
    expect(lineProblems(lines)).toEqual({ "1": "quantity" });
    expect(lineInputs([{ productId: "3", quantity: " 5" }])).toEqual([{ productId: "3", quantity: 5 }]);
  });
});
