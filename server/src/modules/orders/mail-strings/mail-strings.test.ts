import { describe, expect, it } from "vitest";
import { en } from "./en.js";
import { ar } from "./ar.js";

// The tables are used in HTML as they are: a markup character in one would break (or inject into) the e-mail.
function texts(table: object): string[] {
  return Object.values(table).flatMap((value): string[] => {
    if (typeof value === "string") return [value];
    if (typeof value === "function") return [String((value as (...a: unknown[]) => unknown)("X", "Y", "Z", "W"))];
    if (value && typeof value === "object") return texts(value);
    return [];
  });
}

describe("order mail strings", () => {
  it("hold no markup characters", () => {
    for (const text of [...texts(en), ...texts(ar)]) expect(text).not.toMatch(/[<>&"]/);
  });
  it("are Arabic in the Arabic table", () => {
    const english = texts(ar).filter((t) => !/[\u0600-\u06ff]/.test(t) && /[A-Za-z]{3,}/.test(t.replace(/\b[XYZW]\b/g, "")));
    expect(english).toEqual([]);
  });
});
