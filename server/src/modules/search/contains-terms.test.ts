import { describe, expect, it } from "vitest";
import { containing, containsTerms } from "./contains-terms.js";

describe("containsTerms (the backend path's _contains)", () => {
  it("asks for the longest word as typed, normalised, stemmed and its synonyms", () => {
    expect(containsTerms("محطات العمل")).toEqual(["محطات", "محط"]);
    expect(containsTerms("الإنتاج")).toEqual(["الإنتاج", "الانتاج", "انتاج"]);
    // Synonyms within the term bound: "mobile workstation" counts two of the six, so "محمول" is left out.
    expect(containsTerms("لابتوب")).toEqual(["لابتوب", "mobile workstation", "laptop", "notebook", "نوتبوك"]);
    expect(containsTerms("Workstations")).toEqual(["Workstations", "workstations", "workstation"]);
  });

  it("puts every term in one _or group over title, part number and description", () => {
    expect(containing(["a1", "b2"])).toEqual({
      "_where[0][_or][0][title_contains]": "a1",
      "_where[0][_or][1][part_number_contains]": "a1",
      "_where[0][_or][2][description_contains]": "a1",
      "_where[0][_or][3][title_contains]": "b2",
      "_where[0][_or][4][part_number_contains]": "b2",
      "_where[0][_or][5][description_contains]": "b2",
    });
  });
});
