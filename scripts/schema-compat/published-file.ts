// The published schema's file: a sorted printout of the gateway's schema under a header that says what it is.
// The header also records the newest changelog entry at the time of publishing, so an old entry never
// acknowledges a later breaking change at the same coordinate.
import * as prettier from "prettier";
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from "graphql";

const LAST_ENTRY = "# Last changelog entry: ";

/** The schema as published: sorted so that moving a field between files changes nothing. */
export function printSorted(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema));
}

export function renderPublished(schema: GraphQLSchema, lastEntry: string | undefined): string {
  const header = [
    "# The published GraphQL contract of the gateway: what the storefront and every other client may rely on.",
    "# Written by `npm run schema:publish` (never by the build) from schema/**/*.graphql, merged and sorted. Do not edit.",
    "# Committed so that `npm test` (`npm run schema:check`) fails on a breaking change against it unless docs/api.md's",
    "# Changelog lists it with its migration; see docs/api.md, Compatibility.",
    ...(lastEntry === undefined ? [] : [`${LAST_ENTRY}${lastEntry}`]),
  ];
  return `${header.join("\n")}\n\n${printSorted(schema)}\n`;
}

/** Written as Prettier would, so `npm run format:check` agrees with `schema:publish`. */
export async function formatPublished(text: string, filepath: string): Promise<string> {
  const config = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...config, filepath });
}

export function lastEntryOf(published: string): string | undefined {
  const line = published.split("\n").find((l) => l.startsWith(LAST_ENTRY));
  return line?.slice(LAST_ENTRY.length).trim();
}
