import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "./icon-names";

describe("icon sprite", () => {
  const svg = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
  const symbols = [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

  it("has a symbol for every icon name, and no unnamed symbol but WhatsApp's mark", () => {
    expect(symbols.filter((s) => s !== "whatsapp").sort()).toEqual([...ICON_NAMES].sort());
  });

  it("gives every symbol a viewBox (the <svg> that uses it sets only the size)", () => {
    expect(svg.match(/<symbol /g)?.length).toBe(svg.match(/<symbol id="[^"]+" viewBox="0 0 (24 24|32 32)"/g)?.length);
  });
});
