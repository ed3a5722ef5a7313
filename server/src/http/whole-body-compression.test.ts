import { describe, expect, it } from "vitest";
import { negotiateEncoding } from "./whole-body-compression.js";

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["deflate", "deflate"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0, deflate", "deflate"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity", null],
    ["GZIP", "gzip"],
    ["", null],
    [undefined, null],
    ["gzip;q=0", null],
  ])("%s -> %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
