// The specification keys the shop knows: which way is better when products are compared on one, the order the
// product page and the compare page show them in, and which ones listings offer as filters. The backend holds the
// values with their labels and units in each language; the shop decides only what a key means for comparing.
// A key the table does not know still shows (after the known ones, in the backend's order), compared as NONE.

/** The schema's `SpecificationComparison`. */
export type SpecificationComparison = "MORE_IS_BETTER" | "LESS_IS_BETTER" | "NONE";

/** Display sections, in order. The backend names them in each language; this is what the keys belong to. */
export const SPECIFICATION_GROUPS = ["processor", "graphics", "memory", "storage", "video", "audio", "connectivity", "design", "power", "licence"] as const;

export type SpecificationGroup = (typeof SPECIFICATION_GROUPS)[number];

interface KnownSpecification {
  group: SpecificationGroup;
  comparison: SpecificationComparison;
}

/** Every known key, in display order (grouped by section, sections in SPECIFICATION_GROUPS order). */
export const SPECIFICATION_KEYS = {
  cpu: { group: "processor", comparison: "NONE" },
  cpu_cores: { group: "processor", comparison: "MORE_IS_BETTER" },
  gpu: { group: "graphics", comparison: "NONE" },
  gpu_memory_gb: { group: "graphics", comparison: "MORE_IS_BETTER" },
  ram_gb: { group: "memory", comparison: "MORE_IS_BETTER" },
  storage_tb: { group: "storage", comparison: "MORE_IS_BETTER" },
  max_resolution: { group: "video", comparison: "NONE" },
  sensor: { group: "video", comparison: "NONE" },
  audio_channels: { group: "audio", comparison: "MORE_IS_BETTER" },
  inputs: { group: "connectivity", comparison: "MORE_IS_BETTER" },
  outputs: { group: "connectivity", comparison: "MORE_IS_BETTER" },
  interfaces: { group: "connectivity", comparison: "NONE" },
  host_connection: { group: "connectivity", comparison: "NONE" },
  form_factor: { group: "design", comparison: "NONE" },
  rack_units: { group: "design", comparison: "LESS_IS_BETTER" },
  weight_kg: { group: "design", comparison: "LESS_IS_BETTER" },
  power_w: { group: "power", comparison: "LESS_IS_BETTER" },
  licence_type: { group: "licence", comparison: "NONE" },
  seats: { group: "licence", comparison: "MORE_IS_BETTER" },
  term_months: { group: "licence", comparison: "NONE" },
  platform: { group: "licence", comparison: "NONE" },
} as const satisfies Record<string, KnownSpecification>;

export type SpecificationKey = keyof typeof SPECIFICATION_KEYS;

/** The specifications listings and search offer as filters (with counts), per category slug, most used first. */
export const SPECIFICATION_FACETS: Readonly<Record<string, readonly SpecificationKey[]>> = {
  workstations: ["gpu", "ram_gb", "cpu_cores"],
  "aec-software": ["licence_type", "term_months"],
  broadcast: ["interfaces", "inputs"],
};

const RANK = new Map<string, number>(Object.keys(SPECIFICATION_KEYS).map((key, i) => [key, i]));

export const isSpecificationKey = (key: string): key is SpecificationKey => RANK.has(key);

/** Which way is better on `key`; NONE for a key the shop does not know. */
export function specificationComparison(key: string): SpecificationComparison {
  return isSpecificationKey(key) ? SPECIFICATION_KEYS[key].comparison : "NONE";
}

/** The facet keys of a category (by slug); none for a category without declared ones. */
export const specificationFacets = (categorySlug: string): readonly SpecificationKey[] => SPECIFICATION_FACETS[categorySlug] ?? [];

/**
 * Specifications in display order: known keys in table order, unknown ones after them as the backend listed
 * them; then entries sharing a `group` label are brought together at their group's first place, so a table can
 * print one heading per group. Stable and pure.
 */
export function orderSpecifications<T extends { key: string; group: string }>(specs: readonly T[]): T[] {
  const ranked = specs
    .map((spec, i) => ({ spec, rank: RANK.get(spec.key) ?? RANK.size + i }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ spec }) => spec);
  const groups = new Map<string, T[]>();
  for (const spec of ranked) {
    const list = groups.get(spec.group);
    if (list) list.push(spec);
    else groups.set(spec.group, [spec]);
  }
  return [...groups.values()].flat();
}
