import { describe, expect, it } from "vitest";
import { jsonDeeperThan } from "./json-depth.js";

const bytes = (text: string) => Buffer.from(text, "utf8");

describe("jsonDeeperThan", () => {
  it("counts nested arrays and objects, not brackets inside strings", () => {
    expect(jsonDeeperThan(bytes('{"a":[{"b":1}]}'), 3)).toBe(false);
    expect(jsonDeeperThan(bytes('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(jsonDeeperThan(bytes('{"a":"[[[[{{{{","b":"\\"[[[["}'), 1)).toBe(false);
    expect(jsonDeeperThan(bytes("[".repeat(20_000) + "]".repeat(20_000)), 64)).toBe(true);
    expect(jsonDeeperThan(bytes('["é", {"ü": ["\\\\", []]}]'), 4)).toBe(false);
  });
});
