#!/usr/bin/env node
// Fails when the generated code is stale: snapshots the generated files, runs codegen, and compares.
// (Comparing contents rather than asking git keeps it working before the first commit and with local edits.)
import { spawnSync } from "node:child_process";
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";

const outputs = ["server/src/__generated__", "client/src/__generated__"];

function snapshot() {
  const files = new Map();
  for (const dir of outputs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) files.set(join(dir, name), readFileSync(join(dir, name), "utf8"));
  }
  return files;
}

const before = snapshot();
const gen = spawnSync("npx", ["graphql-codegen", "--config", "codegen.ts", "--silent"], { stdio: "inherit" });
if (gen.status !== 0) process.exit(gen.status ?? 1);
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f));
if (changed.length) {
  console.error(`codegen check: generated code was stale (now regenerated; commit it):\n  ${changed.join("\n  ")}`);
  process.exit(1);
}
console.log("codegen check: generated code is fresh");
