import { describe, expect, it } from "vitest";
import { shellStrings, routeStrings } from "./index";

// A number written in groups ("050 123 4567", "+971 4 123 4567") inside Arabic text is laid out right to left group
// by group ("4567 123 050") unless it is isolated: each such example sits between LRI (U+2066) and PDI (U+2069).

function leaves(value: unknown, path = "", out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") out.push([path, value]);
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) leaves(v, path ? `${path}.${k}` : k, out);
  return out;
}

const GROUPED_NUMBER = /\+?\d+(?: \d+)+/g;

describe("Arabic strings", () => {
  it("isolate every number written in groups (phone examples) left to right", () => {
    const bare: string[] = [];
    for (const [key, text] of leaves({ ...shellStrings, ...routeStrings })) {
      for (const match of text.matchAll(GROUPED_NUMBER)) {
        const before = text[match.index - 1];
        const after = text[match.index + match[0].length];
        if (before !== "\u2066" || after !== "\u2069") bare.push(`${key}: ${match[0]}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
