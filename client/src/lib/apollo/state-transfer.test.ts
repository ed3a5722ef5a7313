import { describe, expect, it } from "vitest";
import { serializeState, stateScript } from "./state-transfer";

describe("state transfer", () => {
  it("cannot close the script element or break the JavaScript", () => {
    const hostile = { title: "</script><script>alert(1)</script>", line: "a\u2028b\u2029c", amp: "&" };
    const text = serializeState(hostile);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
    expect(stateScript({ a: 1 })).toBe('window.__APOLLO_STATE__={"a":1};');
  });
});
