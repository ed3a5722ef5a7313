import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// The SDL in /schema is the contract, read as is at start-up (the same files codegen reads).
// Both src/graphql and dist/graphql sit three levels below the repository root.
export const SCHEMA_DIR = fileURLToPath(new URL("../../../schema/", import.meta.url));

/** schema/published.graphql is the committed copy clients rely on (`npm run schema:publish`), never a source: read
 * as one, a field removed from the sources would still be served from it. codegen.ts and eslint.config.js skip it too. */
export const PUBLISHED_SCHEMA_FILE = "published.graphql";

export function loadTypeDefs(dir: string = process.env.SCHEMA_DIR || SCHEMA_DIR): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".graphql") && f !== PUBLISHED_SCHEMA_FILE)
    .sort((a, b) => (a === "base.graphql" ? -1 : b === "base.graphql" ? 1 : a.localeCompare(b)));
  if (files.length === 0) throw new Error(`No .graphql files found in ${dir}`);
  return files.map((f) => readFileSync(join(dir, f), "utf8"));
}
