import { orderSpecifications, specificationComparison } from "@proav/shop-rules";
import type { ProductSpecification } from "../../__generated__/resolvers-types.js";
import type { RestSpecification } from "../../backend/rest-types.js";

// A product's specifications as the schema shows them: the backend's words, the shop's direction of comparison
// (shop-rules, by key) and the shop's display order. An entry without a key or value is an editor's half-typed
// row in the admin panel: left out rather than shown blank.

const finite = (n: number | null | undefined): number | null => (typeof n === "number" && Number.isFinite(n) ? n : null);

export function productSpecifications(specs: readonly RestSpecification[] | null | undefined): ProductSpecification[] {
  const shown = (specs ?? []).filter((s) => s.key?.trim() && s.value?.trim());
  return orderSpecifications(
    shown.map((s) => ({
      key: s.key.trim(),
      group: s.group?.trim() ?? "",
      label: s.label?.trim() || s.key.trim(),
      value: s.value.trim(),
      unit: s.unit?.trim() || null,
      numericValue: finite(s.numeric_value),
      comparison: specificationComparison(s.key.trim()),
    })),
  );
}
