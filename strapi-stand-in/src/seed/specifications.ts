// The demo catalogue's specifications, derived from what each product is: a workstation's configuration is in its
// title (CPU, RAM, SSD, GPU and its memory), its form factor in its sub-category; a licence's type and term are in
// its title; broadcast, pro video and pro audio gear is looked up by part number. Every locale's row gets the same
// keys and numbers with its own words. Pure, apart from fillSpecifications, which writes them.
import { SPECIFICATION_KEYS, orderSpecifications, type SpecificationKey } from "@proav/shop-rules";
import type { Db } from "../db/open.js";
import { BUNDLES, CPU_CORES, GEAR, GROUP_NAMES, KEY_WORDS, SOFTWARE_PLATFORMS, TEXT_AR, type SpecLocale } from "./specification-table.js";

/** A row of the repeatable `product.specification` component, without its ids. */
export interface SpecificationFields {
  key: string;
  group: string;
  label: string;
  value: string;
  unit: string | null;
  numeric_value: number | null;
}

/** What the rules read of a product: its default-locale (English) title and part number, its sub-categories' slugs. */
export interface SpecifiedProduct {
  title: string;
  part_number: string | null;
  sub_categories: readonly string[];
}

type Fact = [key: SpecificationKey, value: string | number];

const CONFIGURATION = /^(?<cpu>.+?), (?<ram>\d+)GB RAM, (?<storage>\d+)(?<storageUnit>TB|GB) SSD, (?<gpu>.+?) (?<gpuMemory>\d+)GB$/;
const LICENCE = /^(?<product>.+?) - (?<education>Education )?(?:(?<years>\d+)-Year|(?<monthly>Monthly)) Subscription$/;
const FORM_FACTORS: Record<string, string> = { "tower-workstations": "Tower", "rack-workstations": "Rack", "mobile-workstations": "Mobile" };

function workstationFacts(configuration: string, subCategories: readonly string[]): Fact[] {
  const m = CONFIGURATION.exec(configuration)?.groups;
  if (!m) return [];
  const cpu = m.cpu as string;
  const storageTb = Number(m.storage) / (m.storageUnit === "GB" ? 1024 : 1);
  const facts: Fact[] = [["cpu", cpu]];
  const cores = CPU_CORES[cpu];
  if (cores !== undefined) facts.push(["cpu_cores", cores]);
  facts.push(["gpu", m.gpu as string], ["gpu_memory_gb", Number(m.gpuMemory)], ["ram_gb", Number(m.ram)], ["storage_tb", storageTb]);
  const form = subCategories.map((slug) => FORM_FACTORS[slug]).find((f) => f !== undefined);
  if (form) facts.push(["form_factor", form]);
  return facts;
}

function licenceFacts(title: string): Fact[] {
  const m = LICENCE.exec(title)?.groups;
  if (!m) return [];
  const product = m.product as string;
  const platform = SOFTWARE_PLATFORMS.find(([prefix]) => product.startsWith(prefix))?.[1];
  const facts: Fact[] = [
    ["licence_type", m.education ? "Education" : "Subscription"],
    ["seats", 1],
    ["term_months", m.monthly ? 1 : Number(m.years) * 12],
  ];
  if (platform) facts.push(["platform", platform]);
  return facts;
}

/** The facts of a product, or none for one the demo does not specify (accessories). */
export function productFacts(product: SpecifiedProduct): Fact[] {
  const part = product.part_number ?? "";
  const bundle = BUNDLES[part];
  if (bundle) return [...workstationFacts(bundle.configuration, product.sub_categories), ...licenceFacts(bundle.licence)];
  const gear = GEAR[part] ?? GEAR[part.replace(/-(WH|DG)$/, "")];
  if (gear) return Object.entries(gear) as Fact[];
  const configuration = product.title.split(" - ").slice(1).join(" - ");
  return [...workstationFacts(configuration, product.sub_categories), ...licenceFacts(product.title)];
}

/** A product's specifications in `locale`, in the shop's display order. */
export function productSpecifications(product: SpecifiedProduct, locale: SpecLocale): SpecificationFields[] {
  const rows = productFacts(product).map(([key, value]): SpecificationFields => {
    const words = KEY_WORDS[key];
    const text = String(value);
    return {
      key,
      group: GROUP_NAMES[SPECIFICATION_KEYS[key].group]?.[locale] ?? SPECIFICATION_KEYS[key].group,
      label: words.label[locale],
      value: locale === "ar" ? (TEXT_AR[text] ?? text) : text,
      unit: words.unit?.[locale] ?? null,
      numeric_value: typeof value === "number" ? value : null,
    };
  });
  return orderSpecifications(rows);
}

/**
 * Writes the specifications of every product that has none (every locale's row, from its English row's title,
 * part number and sub-categories): after a fresh seed, and once when an older database is upgraded.
 */
export function fillSpecifications(db: Db): void {
  const products = db
    .prepare(
      `SELECT p.id, p.locale, en.title, en.part_number,
         (SELECT json_group_array(s.slug) FROM product_sub_categories ps JOIN sub_categories s ON s.id = ps.sub_category_id
          WHERE ps.product_id = en.id) AS subs
       FROM products p JOIN products en ON en.id = p.localization_group
       WHERE NOT EXISTS (SELECT 1 FROM components_product_specifications c WHERE c.product_id = p.id)
       ORDER BY p.id`,
    )
    .all() as { id: number; locale: string; title: string; part_number: string | null; subs: string }[];
  const insert = db.prepare(
    `INSERT INTO components_product_specifications (product_id, position, key, "group", label, value, unit, numeric_value)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const p of products) {
    const specs = productSpecifications(
      { title: p.title, part_number: p.part_number, sub_categories: JSON.parse(p.subs) as string[] },
      p.locale === "ar" ? "ar" : "en",
    );
    specs.forEach((s, position) => insert.run(p.id, position, s.key, s.group, s.label, s.value, s.unit, s.numeric_value));
  }
}
