#!/usr/bin/env node
// `npm test`: every gate in order, stopping at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["codegen is fresh", "npm", ["run", "codegen:check"]],
  ["schema compatibility", "npm", ["run", "schema:check"]],
  ["schema lint", "npm", ["run", "lint:schema"]],
  ["style lint", "npm", ["run", "lint:css"]],
  ["lint", "npm", ["run", "lint"]],
  ["formatting", "npm", ["run", "format:check"]],
  ["type checks", "npm", ["run", "typecheck"]],
  ["unit tests", "npx", ["vitest", "run", "--project", "unit"]],
  ["build", "npm", ["run", "build"]],
  ["integration tests", "npx", ["vitest", "run", "--project", "integration"]],
  ["browser tests", "npx", ["playwright", "test"]],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}
console.log("\nAll checks passed.");
