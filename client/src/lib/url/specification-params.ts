import type { SpecificationFilter } from "../../__generated__/graphql";

// Specification filters in the URL, like the other filters: one parameter per specification, its chosen values
// joined by "|" (`?spec.ram_gb=64|128&spec.gpu=NVIDIA%20RTX%204000%20Ada`). Listings and search read them the
// same way. Malformed or excess parameters are ignored, never an error; the limits are the gateway's.

export const SPEC_PARAM_PREFIX = "spec.";
const SEPARATOR = "|";
const KEY = /^[a-z0-9_]{1,50}$/;
const LIMITS = { keys: 10, values: 20, length: 100 };

export function readSpecificationParams(search: URLSearchParams): SpecificationFilter[] {
  const out: SpecificationFilter[] = [];
  for (const [name, raw] of search.entries()) {
    if (!name.startsWith(SPEC_PARAM_PREFIX)) continue;
    const key = name.slice(SPEC_PARAM_PREFIX.length);
    if (!KEY.test(key) || out.some((f) => f.key === key)) continue;
    const values = [...new Set(raw.split(SEPARATOR).map((v) => v.trim()))].filter((v) => v && v.length <= LIMITS.length).slice(0, LIMITS.values);
    if (values.length > 0) out.push({ key, values });
    if (out.length === LIMITS.keys) break;
  }
  return out;
}

/** The URL change that adds `value` to the chosen values of `key`, or takes it out (for withParams). */
export function toggleSpecification(chosen: readonly SpecificationFilter[], key: string, value: string): Record<string, string | null> {
  const current = chosen.find((f) => f.key === key)?.values ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { [`${SPEC_PARAM_PREFIX}${key}`]: next.length > 0 ? next.join(SEPARATOR) : null };
}
