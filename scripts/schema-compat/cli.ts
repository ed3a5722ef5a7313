// `npm run schema:check` and `npm run schema:publish` (docs/api.md, Compatibility).
//   check:   fails on a breaking change against schema/published.graphql that docs/api.md's Changelog does not
//            list with its migration, and on a published file that is not the current schema (stale);
//   publish: writes the current schema there, refusing while an unlisted breaking change remains.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { GraphQLSchema } from "graphql";
import { compareSchemas, publishable } from "./compare.js";
import { currentSchema } from "./current-schema.js";
import { parseChangelog } from "./changelog.js";
import { formatPublished, printSorted, renderPublished } from "./published-file.js";
import { checkVerdict, PUBLISH_COMMAND, reportLines, type Line } from "./report-text.js";
import { PUBLISHED_SCHEMA_FILE } from "../../server/src/graphql/type-defs.js";

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const PUBLISHED_PATH = `schema/${PUBLISHED_SCHEMA_FILE}`;
const PUBLISHED = root(PUBLISHED_PATH);
const CHANGELOG = root("docs/api.md");

async function main(command: string | undefined): Promise<number> {
  if (command !== "check" && command !== "publish") {
    console.error("usage: tsx scripts/schema-compat/cli.ts check | publish");
    return 2;
  }
  const current = currentSchema(root("schema/"));
  const changelog = readFileSync(CHANGELOG, "utf8");
  if (!existsSync(PUBLISHED)) {
    if (command === "publish") return publish(current, changelog);
    console.error(`schema check: ${PUBLISHED_PATH} is missing: run \`${PUBLISH_COMMAND}\` and commit it.`);
    return 1;
  }
  const report = await compareSchemas(readFileSync(PUBLISHED, "utf8"), printSorted(current), changelog);
  reportLines(report).forEach(print);
  if (command === "check") {
    const verdict = checkVerdict(report, PUBLISHED_PATH);
    print(verdict);
    return verdict.level === "error" ? 1 : 0;
  }
  if (!publishable(report)) {
    console.error("schema publish: refused: list each breaking change above in docs/api.md's Changelog with its migration, or undo it.");
    return 1;
  }
  return publish(current, changelog);
}

async function publish(current: GraphQLSchema, changelog: string): Promise<number> {
  const text = renderPublished(current, parseChangelog(changelog)[0]?.heading);
  writeFileSync(PUBLISHED, await formatPublished(text, PUBLISHED));
  console.log(`schema publish: wrote ${PUBLISHED_PATH}; commit it with the schema change (and its Changelog entry).`);
  return 0;
}

function print(line: Line): void {
  if (line.level === "error") console.error(line.text);
  else if (line.level === "warn") console.warn(line.text);
  else console.log(line.text);
}

process.exitCode = await main(process.argv[2]);
