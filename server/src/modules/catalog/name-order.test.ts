import { describe, expect, it } from "vitest";
import { sortByShownName } from "./name-order.js";

const items = [
  { id: 1, name: "Accessories" },
  { id: 2, name: "AEC Software" },
  { id: 3, name: "Broadcast" },
  { id: 4, name: "Workstations" },
  { id: 5, name: "Pro Audio" },
];
const arabic: Record<number, string> = { 1: "الملحقات", 2: "برمجيات العمارة والهندسة", 3: "البث", 4: "محطات العمل", 5: "الصوتيات الاحترافية" };

describe("sortByShownName", () => {
  it("orders English names as a dictionary does, whatever their case", () => {
    expect(sortByShownName(items, undefined, "en").map((i) => i.name)).toEqual(["Accessories", "AEC Software", "Broadcast", "Pro Audio", "Workstations"]);
  });

  it("orders by the Arabic names in Arabic order, not by the English ones", () => {
    const order = sortByShownName(items, arabic, "ar").map((i) => arabic[i.id] ?? i.name);
    expect(order).toEqual(["البث", "الصوتيات الاحترافية", "الملحقات", "برمجيات العمارة والهندسة", "محطات العمل"]);
    expect(order).toEqual([...order].sort(new Intl.Collator("ar").compare));
  });

  it("places an item without a translation by its English name", () => {
    const order = sortByShownName(items, { 1: "الملحقات" }, "ar").map((i) => i.id);
    expect(order.indexOf(1)).toBe(0); // Arabic order puts Arabic letters before Latin ones
    expect(order.slice(1)).toEqual([2, 3, 5, 4]);
  });
});
