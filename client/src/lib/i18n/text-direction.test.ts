import { describe, expect, it } from "vitest";
import { textDirection } from "./text-direction";

describe("textDirection", () => {
  it("follows the first letter, as dir=auto does", () => {
    expect(textDirection("HP Z8 Fury G5 Workstation")).toBe("ltr");
    expect(textDirection("محطة عمل HP Z8")).toBe("rtl");
    expect(textDirection("2 × شاشة Dell")).toBe("rtl"); // digits and signs are not letters
    expect(textDirection("Dell شاشة")).toBe("ltr");
    expect(textDirection("1234")).toBe("ltr");
    expect(textDirection("")).toBe("ltr");
  });
});
