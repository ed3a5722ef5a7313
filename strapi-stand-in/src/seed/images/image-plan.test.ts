import { describe, expect, it } from "vitest";
import { fitWithin, kilobytes, planImage } from "./image-plan.js";
import type { ArtInput } from "./product-art.js";

const art: ArtInput = {
  title: "HP Z2 G9 Tower",
  brand: "HP",
  partNumber: "Z2",
  categorySlug: "workstations",
  categoryName: "Workstations",
  subCategorySlug: "tower-workstations",
  subCategoryName: "Tower Workstations",
};

describe("planImage", () => {
  it("names files like Strapi's upload plugin, with Strapi's format sizes", () => {
    const plan = planImage("hp-z2-g9-tower", art);
    expect(plan.name).toBe("hp-z2-g9-tower.png");
    expect(plan.hash).toMatch(/^hp_z2_g9_tower_[0-9a-f]{10}$/);
    expect(plan.files.map((f) => [f.key, f.fileName.replace(plan.hash, "H"), f.width, f.height])).toEqual([
      ["original", "H.png", 1200, 800],
      ["thumbnail", "thumbnail_H.png", 234, 156],
      ["large", "large_H.png", 1000, 667],
      ["medium", "medium_H.png", 750, 500],
      ["small", "small_H.png", 500, 333],
    ]);
  });

  it("is deterministic, and changes when the artwork's input does", () => {
    expect(planImage("x", art).hash).toBe(planImage("x", art).hash);
    expect(planImage("x", art).hash).not.toBe(planImage("x", { ...art, title: "Other" }).hash);
  });
});

describe("fitWithin / kilobytes", () => {
  it("never upscales and rounds like Strapi", () => {
    expect(fitWithin(1200, 800, 245, 156)).toEqual({ width: 234, height: 156 });
    expect(fitWithin(100, 50, 500, 500)).toEqual({ width: 100, height: 50 });
    expect(kilobytes(20070)).toBe(20.07);
  });
});
