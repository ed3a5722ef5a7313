// Compares the published schema with the gateway's current one (pure: texts and schemas in, a report out).
// A breaking change (graphql-inspector's criticality) passes only when a changelog entry written since the last
// publish names its coordinate with a migration; any difference at all leaves the published file stale.
import { CriticalityLevel, diff, type Change } from "@graphql-inspector/core";
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from "graphql";
import { acknowledging, entriesAfter, entryProblems, parseChangelog } from "./changelog.js";
import { lastEntryOf, printSorted } from "./published-file.js";

export interface BreakingChange {
  coordinate: string;
  message: string;
  /** The changelog entry that lists it, if any. */
  entry?: string;
}

export interface CompatReport {
  breaking: BreakingChange[];
  /** Breaking changes no changelog entry since the last publish lists: these fail. */
  unacknowledged: BreakingChange[];
  dangerous: string[];
  nonBreaking: string[];
  /** Policy reminders that do not fail (a removal that skipped @deprecated). */
  warnings: string[];
  /** Changelog entries since the last publish that cannot acknowledge anything: these fail. */
  entryProblems: string[];
  /** The published file differs from the current schema: publish (when nothing else fails). */
  stale: boolean;
}

const REMOVALS = new Set(["FIELD_REMOVED", "ENUM_VALUE_REMOVED", "INPUT_FIELD_REMOVED", "FIELD_ARGUMENT_REMOVED"]);

/** `currentSdl` is the gateway's schema as SDL; both sides are rebuilt from printed SDL, so directive uses that
 * printing drops (`@cacheControl`: the gateway's caching, not the contract) count on neither side. */
export async function compareSchemas(publishedText: string, currentSdl: string, changelogMarkdown: string): Promise<CompatReport> {
  const published = buildSchema(publishedText);
  const current = buildSchema(currentSdl);
  const pending = entriesAfter(parseChangelog(changelogMarkdown), lastEntryOf(publishedText));
  const changes = await diff(published, current);
  const at = (level: CriticalityLevel) => changes.filter((c) => c.criticality.level === level);

  const breaking = at(CriticalityLevel.Breaking).map((c): BreakingChange => {
    const coordinate = c.path ?? "schema";
    return { coordinate, message: c.message, entry: acknowledging(pending, coordinate)?.heading };
  });
  const warnings = at(CriticalityLevel.Breaking)
    .filter((c) => REMOVALS.has(c.type) && c.path !== undefined && !isDeprecated(published, c.path))
    .map((c) => `${c.path} was removed without being published with @deprecated(reason:) first (the deprecation policy in docs/api.md)`);

  return {
    breaking,
    unacknowledged: breaking.filter((b) => b.entry === undefined),
    dangerous: at(CriticalityLevel.Dangerous).map(describe),
    nonBreaking: at(CriticalityLevel.NonBreaking).map(describe),
    warnings,
    entryProblems: pending.flatMap(entryProblems),
    stale: printSorted(published) !== printSorted(current),
  };
}

/** Nothing fails the check: no unlisted breaking change, no broken entry, and the published file is current. */
export const passes = (r: CompatReport) => r.unacknowledged.length === 0 && r.entryProblems.length === 0 && !r.stale;

/** `schema:publish` may write the current schema: every breaking change is in the changelog. */
export const publishable = (r: CompatReport) => r.unacknowledged.length === 0 && r.entryProblems.length === 0;

function describe(c: Change): string {
  return c.path === undefined ? c.message : `${c.path}: ${c.message}`;
}

/** Whether the field, argument, input field or enum value at `path` (`Type.field[.arg]`) is deprecated. */
function isDeprecated(schema: GraphQLSchema, path: string): boolean {
  const [typeName = "", member = "", argName] = path.split(".");
  const type = schema.getType(typeName);
  if (isEnumType(type)) return Boolean(type.getValue(member)?.deprecationReason);
  if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) return false;
  const field = type.getFields()[member];
  if (field === undefined) return false;
  if (argName === undefined) return Boolean(field.deprecationReason);
  const args = "args" in field ? field.args : [];
  return Boolean(args.find((a) => a.name === argName)?.deprecationReason);
}
