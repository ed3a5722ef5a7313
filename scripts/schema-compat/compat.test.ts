import { describe, expect, it } from "vitest";
import { buildSchema } from "graphql";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compareSchemas, passes, publishable } from "./compare.js";
import { currentSchema } from "./current-schema.js";
import { lastEntryOf, printSorted, renderPublished } from "./published-file.js";
import { checkVerdict, reportLines } from "./report-text.js";

const PUBLISHED = renderPublished(
  buildSchema(`
    type Query {
      "Kept."
      name: String!
      "Going away."
      foo: Int
      "Deprecated before it goes."
      old: Int @deprecated(reason: "Use name.")
    }
  `),
  "2026-01-01: An old change",
);

const changelog = (...entries: string[]) => `# API\n\nText.\n\n## Changelog\n\nIntro.\n\n${entries.join("\n\n")}\n\n## After\n\n\`Query.foo\`\n`;
const OLD_ENTRY = "### 2026-01-01: An old change\n\nBreaking: `Query.foo`.\n\nMigration: nothing to do then.";
const REMOVAL_ENTRY = "### 2026-02-01: Query.foo goes\n\nWhy.\n\nBreaking: `Query.foo`.\n\nMigration: read `name` instead.";

const compare = (current: string, ...entries: string[]) => compareSchemas(PUBLISHED, current, changelog(...entries));

describe("schema compatibility against the published schema", () => {
  it("passes when the schema is the published one", async () => {
    const report = await compare(printSorted(buildSchema(PUBLISHED)), OLD_ENTRY);
    expect(passes(report)).toBe(true);
    expect(checkVerdict(report, "schema/published.graphql")).toEqual({ level: "info", text: "schema check: schema/published.graphql is the current schema" });
  });

  it("fails on a removed field, naming it", async () => {
    const report = await compare(`type Query { name: String! old: Int @deprecated(reason: "Use name.") }`, OLD_ENTRY);
    expect(report.unacknowledged.map((b) => b.coordinate)).toEqual(["Query.foo"]);
    expect(publishable(report)).toBe(false);
    const errors = reportLines(report).filter((l) => l.level === "error");
    expect(errors.map((l) => l.text)).toEqual(["✗ breaking, not in docs/api.md's Changelog: Query.foo: Field 'foo' was removed from object type 'Query'"]);
    expect(checkVerdict(report, "schema/published.graphql").text).toMatch(/needs an entry in docs\/api\.md's Changelog with its migration/);
  });

  it("warns that a removal skipped @deprecated, and not for a deprecated one", async () => {
    const report = await compare(`type Query { name: String! }`, OLD_ENTRY);
    expect(report.unacknowledged.map((b) => b.coordinate)).toEqual(["Query.foo", "Query.old"]);
    expect(report.warnings).toEqual([expect.stringMatching(/^Query\.foo was removed without being published with @deprecated/)]);
  });

  it("passes a removal that a Changelog entry since the last publish lists with its migration, and asks to publish", async () => {
    const report = await compare(`type Query { name: String! old: Int @deprecated(reason: "Use name.") }`, REMOVAL_ENTRY, OLD_ENTRY);
    expect(report.breaking).toEqual([expect.objectContaining({ coordinate: "Query.foo", entry: "2026-02-01: Query.foo goes" })]);
    expect(publishable(report)).toBe(true);
    expect(report.stale).toBe(true);
    expect(checkVerdict(report, "schema/published.graphql").text).toBe(
      "schema check: schema/published.graphql is stale: run `npm run schema:publish` and commit it.",
    );
  });

  it("does not let an entry already published, or one without a migration, excuse a removal", async () => {
    const current = `type Query { name: String! old: Int @deprecated(reason: "Use name.") }`;
    expect((await compare(current, OLD_ENTRY)).unacknowledged).toHaveLength(1);
    const noMigration = await compare(current, "### 2026-02-01: No migration\n\nBreaking: `Query.foo`.", OLD_ENTRY);
    expect(noMigration.entryProblems).toEqual(['"2026-02-01: No migration" has no "Migration:" paragraph saying what a client changes']);
    expect(publishable(noMigration)).toBe(false);
  });

  it("lets a field's entry cover its arguments, and only coordinates on the Breaking line count", async () => {
    const published = renderPublished(buildSchema(`type Query { "F." f("A." a: Int): Int "G." g: Int }`), undefined);
    const entry = "### 2026-02-01: f\n\nBreaking: `Query.f`.\n\nMigration: stop sending `a`; `Query.g` is unchanged.";
    const report = await compareSchemas(published, `type Query { f: Int }`, changelog(entry));
    expect(report.breaking.map((b) => [b.coordinate, b.entry])).toEqual([
      ["Query.g", undefined],
      ["Query.f.a", "2026-02-01: f"],
    ]);
  });

  it("passes an added field but reports the published file stale", async () => {
    const report = await compare(
      `type Query { "Kept." name: String! "Going away." foo: Int "Deprecated before it goes." old: Int @deprecated(reason: "Use name.") "New." bar: String }`,
      OLD_ENTRY,
    );
    expect(report.breaking).toEqual([]);
    expect(report.nonBreaking).toContain("Query.bar: Field 'bar' was added to object type 'Query'");
    expect(publishable(report)).toBe(true);
    expect(passes(report)).toBe(false);
    expect(checkVerdict(report, "schema/published.graphql").text).toMatch(/is stale: run `npm run schema:publish`/);
  });

  it("passes a newly deprecated field (published once deprecated)", async () => {
    const report = await compare(
      `type Query { "Kept." name: String! "Going away." foo: Int @deprecated(reason: "Use name.") "Deprecated before it goes." old: Int @deprecated(reason: "Use name.") }`,
      OLD_ENTRY,
    );
    expect(report.breaking).toEqual([]);
    expect(report.nonBreaking).toContain("Query.foo.@deprecated: Field 'Query.foo' is deprecated");
    expect(publishable(report)).toBe(true);
    expect(report.stale).toBe(true);
  });

  it("prints a dangerous change as a warning, not a failure", async () => {
    const published = renderPublished(buildSchema(`type Query { "E." e: E } "E." enum E { "A." A }`), undefined);
    const report = await compareSchemas(published, `type Query { e: E } enum E { A B }`, changelog());
    expect(report.unacknowledged).toEqual([]);
    expect(
      reportLines(report)
        .filter((l) => l.level === "warn")
        .map((l) => l.text),
    ).toEqual(["! dangerous (old clients may mishandle it): E.B: Enum value 'B' was added to enum 'E'"]);
  });
});

describe("the published file", () => {
  it("records the newest Changelog entry it includes", () => {
    expect(lastEntryOf(PUBLISHED)).toBe("2026-01-01: An old change");
    expect(lastEntryOf(renderPublished(buildSchema("type Query { a: Int }"), undefined))).toBeUndefined();
  });

  it("is never read as a source of the schema the gateway serves", () => {
    const dir = mkdtempSync(join(tmpdir(), "schema-compat-"));
    mkdirSync(join(dir, "catalog"));
    writeFileSync(join(dir, "base.graphql"), "type Query { name: String }");
    writeFileSync(join(dir, "catalog", "more.graphql"), "extend type Query { more: Int }");
    writeFileSync(join(dir, "published.graphql"), "type Query { name: String removed: Int }");
    expect(Object.keys(currentSchema(dir).getQueryType()?.getFields() ?? {})).toEqual(["name", "more"]);
  });
});
