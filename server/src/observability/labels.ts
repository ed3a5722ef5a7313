// Metric labels come partly from clients (a client name, an operation name), and every distinct value is a new
// time series in Prometheus, kept for weeks: a client sending a fresh name per request would fill it. So values
// are sanitised here (short, a safe charset) and each label keeps a bounded set of distinct values; once full,
// new values are counted under "other".

/** The label of values past a label's bound. */
export const OTHER = "other";

/** Short, and only letters, digits, `.`, `_` and `-`; anything else becomes `_`. Empty after trimming: undefined. */
export function sanitiseLabel(raw: string | undefined, maxLength: number): string | undefined {
  const trimmed = raw?.trim();
  if (!trimmed) return undefined;
  return trimmed.slice(0, maxLength).replace(/[^A-Za-z0-9._-]/g, "_");
}

/** A GraphQL name (`[_A-Za-z][_0-9A-Za-z]*`), at most 64 characters; anything else is not a name. */
export function graphqlName(raw: unknown): string | undefined {
  return typeof raw === "string" && /^[_A-Za-z][_0-9A-Za-z]{0,63}$/.test(raw) ? raw : undefined;
}

/** At most `max` distinct values (plus the ones always kept); the rest read `other`. */
export class LabelBudget {
  private readonly seen = new Set<string>();

  constructor(
    private readonly max: number,
    private readonly kept: ReadonlySet<string> = new Set(),
  ) {}

  label(value: string): string {
    if (this.kept.has(value) || this.seen.has(value)) return value;
    if (this.seen.size >= this.max) return OTHER;
    this.seen.add(value);
    return value;
  }
}
