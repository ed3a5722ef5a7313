// Reads the changelog of breaking changes in docs/api.md: the one place a breaking change to the published schema
// is allowed, by naming its coordinates and saying how a client migrates.
//
// Format (under "## Changelog", newest first):
//   ### 2026-11-25: Refusals are typed results
//   Breaking: `Mutation.login`, `Mutation.placeOrder`
//   Migration: what a client changes.
// Only the "Breaking:" paragraph names coordinates (a migration may mention types in backticks without
// acknowledging anything). A coordinate covers itself and everything below it: `Query.products` covers a change to
// its argument `Query.products.first`.

export interface ChangelogEntry {
  /** The heading after "### ", e.g. "2026-11-25: Refusals are typed results". */
  heading: string;
  coordinates: string[];
  migration: string;
}

const COORDINATE = /`([A-Za-z_][\w]*(?:\.@?[A-Za-z_][\w]*)*)`/g;

/** The entries of the "## Changelog" section, in the order written (newest first); none when it is missing. */
export function parseChangelog(markdown: string): ChangelogEntry[] {
  const section = changelogSection(markdown);
  if (section === undefined) return [];
  return section
    .split(/^### /m)
    .slice(1)
    .map((block) => {
      const [heading = "", ...body] = block.split("\n");
      const paragraphs = body
        .join("\n")
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s+/g, " ").trim());
      const breaking = paragraphs.find((p) => p.startsWith("Breaking:")) ?? "";
      const migration = paragraphs.find((p) => p.startsWith("Migration:")) ?? "";
      return {
        heading: heading.trim(),
        coordinates: [...breaking.matchAll(COORDINATE)].map((m) => m[1] ?? ""),
        migration: migration.slice("Migration:".length).trim(),
      };
    });
}

/** The entries written after the one the published schema already includes (all of them when that one is unknown). */
export function entriesAfter(entries: ChangelogEntry[], lastPublished: string | undefined): ChangelogEntry[] {
  const at = lastPublished === undefined ? -1 : entries.findIndex((e) => e.heading === lastPublished);
  return at === -1 ? entries : entries.slice(0, at);
}

/** The entry that acknowledges a breaking change at `path`, if any. */
export function acknowledging(entries: ChangelogEntry[], path: string): ChangelogEntry | undefined {
  return entries.find((e) => e.coordinates.some((c) => path === c || path.startsWith(`${c}.`)));
}

/** What makes an entry unusable: no coordinates, or no migration. */
export function entryProblems(entry: ChangelogEntry): string[] {
  const problems: string[] = [];
  if (entry.coordinates.length === 0) problems.push(`"${entry.heading}" names no coordinates on a "Breaking:" line (e.g. Breaking: \`Query.foo\`)`);
  if (entry.migration === "") problems.push(`"${entry.heading}" has no "Migration:" paragraph saying what a client changes`);
  return problems;
}

function changelogSection(markdown: string): string | undefined {
  const start = markdown.search(/^## Changelog\s*$/m);
  if (start === -1) return undefined;
  const rest = markdown.slice(start).split("\n").slice(1).join("\n");
  const end = rest.search(/^## /m);
  return end === -1 ? rest : rest.slice(0, end);
}
