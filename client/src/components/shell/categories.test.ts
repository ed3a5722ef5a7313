import { describe, expect, it } from "vitest";
import { categoriesWithSubCategories, categoryPath } from "./categories";

const sub = (name: string) => ({ id: name, name, slug: name.toLowerCase() });

describe("menu categories", () => {
  it("keeps only categories with sub-categories, sorted by name, sub-categories sorted too", () => {
    const result = categoriesWithSubCategories([
      { ...sub("Workstations"), subCategories: [sub("Tower"), sub("Mobile")] },
      { ...sub("Empty"), subCategories: [] },
      { ...sub("audio"), subCategories: [sub("Monitors")] },
    ]);
    expect(result.map((c) => c.name)).toEqual(["audio", "Workstations"]);
    expect(result[1]!.subCategories.map((s) => s.name)).toEqual(["Mobile", "Tower"]);
  });

  it("links categories and sub-categories under /category", () => {
    expect(categoryPath("pro-audio")).toBe("/category/pro-audio");
    expect(categoryPath("a b")).toBe("/category/a%20b");
  });
});
