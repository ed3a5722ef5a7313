// What `schema:check` and `schema:publish` print about a comparison: one line per change, then the verdict.
import { passes, publishable, type CompatReport } from "./compare.js";

export const PUBLISH_COMMAND = "npm run schema:publish";

export interface Line {
  level: "error" | "warn" | "info";
  text: string;
}

export function reportLines(report: CompatReport): Line[] {
  return [
    ...report.breaking.map((b): Line =>
      b.entry === undefined
        ? { level: "error", text: `✗ breaking, not in docs/api.md's Changelog: ${b.coordinate}: ${b.message}` }
        : { level: "info", text: `✓ breaking, listed in "${b.entry}": ${b.coordinate}: ${b.message}` },
    ),
    ...report.entryProblems.map((p): Line => ({ level: "error", text: `✗ Changelog entry ${p}` })),
    ...report.warnings.map((w): Line => ({ level: "warn", text: `! ${w}` })),
    ...report.dangerous.map((d): Line => ({ level: "warn", text: `! dangerous (old clients may mishandle it): ${d}` })),
    ...report.nonBreaking.map((n): Line => ({ level: "info", text: `  non-breaking: ${n}` })),
  ];
}

/** The last line of `schema:check`: whether it passes, and if not, what to do. */
export function checkVerdict(report: CompatReport, publishedPath: string): Line {
  if (passes(report)) return { level: "info", text: `schema check: ${publishedPath} is the current schema` };
  if (publishable(report)) return { level: "error", text: `schema check: ${publishedPath} is stale: run \`${PUBLISH_COMMAND}\` and commit it.` };
  return {
    level: "error",
    text: "schema check: a breaking change needs an entry in docs/api.md's Changelog with its migration (see Compatibility there), or undo it.",
  };
}
