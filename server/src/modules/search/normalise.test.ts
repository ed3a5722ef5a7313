import { describe, expect, it } from "vitest";
import { normaliseText, partNumberKey, searchWords } from "./normalise.js";

describe("normaliseText", () => {
  it("lower-cases and applies NFKC (full-width letters and digits)", () => {
    expect(normaliseText("ＨＰ Ｚ８")).toBe("hp z8");
  });

  it("folds Arabic spelling variants, drops harakat and tatweel", () => {
    expect(normaliseText("أإآٱ")).toBe("اااا");
    expect(normaliseText("شاشة")).toBe("شاشه");
    expect(normaliseText("مستشفى")).toBe("مستشفي");
    expect(normaliseText("كَمْبيُوتَر")).toBe("كمبيوتر");
    expect(normaliseText("كمـــبيوتر")).toBe("كمبيوتر");
  });

  it("turns Arabic-Indic and Persian digits into ASCII", () => {
    expect(normaliseText("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normaliseText("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normaliseText("Z8 G٥")).toBe("z8 g5");
  });

  it("maps brand names written in Arabic to the catalogue's spelling, with or without hamza", () => {
    expect(normaliseText("اتش بي")).toBe("hp");
    expect(normaliseText("إتش بي زد 8")).toBe("hp زد 8");
    expect(normaliseText("ديل")).toBe("dell");
    expect(normaliseText("لينوفو")).toBe("lenovo");
    expect(normaliseText("سوني")).toBe("sony");
    expect(normaliseText("بلاك ماجيك")).toBe("blackmagic");
    expect(normaliseText("أوتوديسك")).toBe("autodesk");
    expect(normaliseText("اوتوديسك")).toBe("autodesk");
    expect(normaliseText("انفيديا")).toBe("nvidia");
    expect(normaliseText("إنفيديا")).toBe("nvidia");
  });

  it("maps a brand only as a whole word", () => {
    expect(normaliseText("ديلر")).toBe("ديلر");
  });
});

describe("searchWords and partNumberKey", () => {
  it("splits on anything but letters and digits", () => {
    expect(searchWords("HP Z8-G5, 32GB/1TB")).toEqual(["hp", "z8", "g5", "32gb", "1tb"]);
  });

  it("gives every written form of a part number the same key", () => {
    for (const form of ["Z8G5", "z8 g5", "Z8-G5", "z8_g5", "Z8 G٥", " z8  -g5 "]) expect(partNumberKey(form)).toBe("z8g5");
  });
});
