// The Arabic strings against the English ones, key by key: the types catch most drift at compile time; this
// walks the real objects, so it also catches keys added to English later (other areas' work merging in), empty
// or untranslated values, and placeholders that would render as raw {{...}} or lose a value.
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { shellStrings as enShell } from "../en/index";
import { cart } from "../en/cart";
import { checkout } from "../en/checkout";
import { compare } from "../en/compare";
import { home } from "../en/home";
import { listing } from "../en/listing";
import { orders } from "../en/orders";
import { quotes } from "../en/quotes";
import { pages } from "../en/pages";
import { product } from "../en/product";
import { quoteRequest } from "../en/quoteRequest";
import { search } from "../en/search";
import { wishlist } from "../en/wishlist";
import { ar } from "./index";

const en = { ...enShell, cart, checkout, compare, home, listing, orders, pages, product, quoteRequest, quotes, search, wishlist };

const ARABIC_PLURALS = ["zero", "one", "two", "few", "many", "other"] as const;

/**
 * Values that stay as in English in Arabic: the shop's and payment systems' own names and symbols. Anything else
 * identical to English is an untranslated string.
 */
const KEPT_AS_IS = new Set([
  "common.shopName",
  "layout.panels.cart.seller",
  "cart.line.seller",
  "components.price.discount", // -{{percent}}%
  "orders.bankTransfer.iban",
  "orders.bankTransfer.swift",
  "compare.table.none",
  "product.facts.none",
  // Bare numbers, formatted by i18next for the locale.
  "listing.filters.count",
  "search.facets.count",
  "search.facets.amount",
]);
/** Translated, yet without Arabic letters (a multiplication sign in place of English's "x"). */
const NO_ARABIC_LETTERS = new Set([...KEPT_AS_IS, "layout.panels.cart.quantityTimes", "layout.whatsapp.line"]);

function leaves(value: unknown, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") out.set(path, value);
  else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, out);
  } else throw new Error(`${path}: ${typeof value} is not a string`);
  return out;
}

const enLeaves = leaves(en);
const arLeaves = leaves(ar);
const placeholders = (text: string) => new Set(text.match(/{{[^}]*}}/g) ?? []);
const sorted = (set: Set<string>) => [...set].sort();

/** English plural groups: `a.b.key` -> its `_one` and `_other` texts. */
const pluralGroups = new Map<string, { one: string | undefined; other: string }>();
for (const [path, text] of enLeaves) {
  const base = /^(.*)_other$/.exec(path)?.[1];
  if (base !== undefined) pluralGroups.set(base, { one: enLeaves.get(`${base}_one`), other: text });
}

/** The Arabic keys English calls for: each plural pair becomes Arabic's six forms. */
function expectedArabicKeys(): Set<string> {
  const keys = new Set<string>();
  for (const path of enLeaves.keys()) {
    const other = /^(.*)_other$/.exec(path)?.[1];
    const one = /^(.*)_one$/.exec(path)?.[1];
    if (other !== undefined) for (const form of ARABIC_PLURALS) keys.add(`${other}_${form}`);
    else if (one === undefined || !pluralGroups.has(one)) keys.add(path);
  }
  return keys;
}

describe("Arabic strings", () => {
  it("have exactly the English keys, with Arabic's six plural forms for every English plural", () => {
    const expected = expectedArabicKeys();
    expect(
      [...expected].filter((key) => !arLeaves.has(key)),
      "missing in Arabic",
    ).toEqual([]);
    expect(
      [...arLeaves.keys()].filter((key) => !expected.has(key)),
      "not in English",
    ).toEqual([]);
    const orphans = [...enLeaves.keys()].filter((k) => k.endsWith("_one") && !pluralGroups.has(k.slice(0, -4)));
    expect(orphans, "English _one without _other").toEqual([]);
  });

  it("are never empty, and never English unless allow-listed", () => {
    expect([...arLeaves].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
    const same = [...arLeaves].filter(([key, text]) => enLeaves.get(key) === text && !KEPT_AS_IS.has(key));
    expect(same.map(([key]) => key)).toEqual([]);
    const latin = [...arLeaves].filter(([key, text]) => !/[\u0600-\u06FF]/.test(text) && !NO_ARABIC_LETTERS.has(key));
    expect(latin.map(([key]) => key)).toEqual([]);
  });

  it("keep every placeholder exactly (name and format); plural forms may drop only the count", () => {
    const problems: string[] = [];
    for (const [key, text] of arLeaves) {
      const found = placeholders(text);
      const plural = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
      const group = plural ? pluralGroups.get(plural[1]!) : undefined;
      if (!plural || !group) {
        const wanted = placeholders(enLeaves.get(key) ?? "");
        if (sorted(found).join() !== sorted(wanted).join()) problems.push(`${key}: ${sorted(found)} vs ${sorted(wanted)}`);
        continue;
      }
      const one = placeholders(group.one ?? "");
      const other = placeholders(group.other);
      const allowed = new Set([...one, ...other]);
      // 3 and more are written with the number: those forms keep English's _other placeholders (count included).
      const required = ["few", "many", "other"].includes(plural[2]!) ? other : new Set([...other].filter((p) => one.has(p) && !p.startsWith("{{count")));
      for (const p of found) if (!allowed.has(p)) problems.push(`${key}: unknown ${p}`);
      for (const p of required) if (!found.has(p)) problems.push(`${key}: lacks ${p}`);
    }
    expect(problems).toEqual([]);
  });

  it("pluralise through i18next's Arabic rules, with Latin digits", () => {
    const i18n = createInstance();
    void i18n.init({ lng: "ar", resources: { ar: { translation: ar } }, initAsync: false, interpolation: { escapeValue: false } });
    const count = (n: number) => i18n.t("search.count", { count: n });
    // Arabic agrees with the last two digits: 1,234 ends in 34 (the 11-99 form), 1,200 in 00.
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 1234, 1200].map(count)).toEqual([
      "لا توجد منتجات",
      "منتج واحد",
      "منتجان",
      "3 منتجات",
      "10 منتجات",
      "11 منتجًا",
      "99 منتجًا",
      "100 منتج",
      "102 منتج",
      "1,234 منتجًا",
      "1,200 منتج",
    ]);
    expect(i18n.t("layout.header.counter", { label: "السلة", count: 2 })).toBe("السلة: منتجان");
    expect(i18n.t("search.heading", { keyword: "ZBook" })).toBe("نتائج البحث عن «ZBook»");
  });
});
