import { describe, expect, it } from "vitest";
import { searchWords } from "./normalise.js";
import { stem, withStems } from "./stem.js";

const stemOf = (typed: string) => searchWords(typed).map(stem).join(" ");

describe("stem", () => {
  it("drops the Arabic article and its prefixed forms", () => {
    expect(stemOf("الإنتاج")).toBe(stemOf("انتاج"));
    for (const w of ["والشاشات", "بالشاشة", "كالشاشة", "فالشاشة", "للشاشات", "الشاشة"]) expect(stemOf(w)).toBe("شاش");
  });

  it("meets singular and plural (ات ون ين ة/ه) on one stem", () => {
    expect(stemOf("شاشات")).toBe(stemOf("شاشة"));
    expect(stemOf("محطات")).toBe(stemOf("محطة"));
    expect(stemOf("برمجيات")).toBe(stemOf("برمجية"));
    expect(stemOf("مصممون")).toBe(stemOf("مصممين"));
    expect(stemOf("واجهات")).toBe(stemOf("واجهة"));
    expect(stemOf("محطات العمل")).toBe(stemOf("محطة عمل"));
  });

  it("leaves short words, brands mapped to Latin, digits and part numbers alone", () => {
    expect(stem("عمل")).toBe("عمل");
    expect(stem("ال")).toBe("ال");
    expect(stemOf("ديل")).toBe("dell");
    expect(stem("z8")).toBe("z8");
    expect(stem("2455x")).toBe("2455x");
  });

  it("takes only the English plural s", () => {
    expect(stem("workstations")).toBe("workstation");
    expect(stem("displays")).toBe("display");
    expect(stem("glass")).toBe("glass");
    expect(stem("status")).toBe("status");
    expect(stem("pro")).toBe("pro");
  });

  it("indexes each word and, when it differs, its stem", () => {
    expect(withStems(["tower", "workstations"])).toEqual(["tower", "workstations", "workstation"]);
  });
});
