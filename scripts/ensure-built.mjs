#!/usr/bin/env node
// Builds one workspace when its compiled output is missing, so `npm run start:backend` works on a fresh clone.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const workspace = process.argv[2];
const entry = { "strapi-stand-in": "strapi-stand-in/dist/index.js", server: "server/dist/index.js", client: "client/build/server/index.js" }[workspace];
if (!entry) throw new Error(`unknown workspace ${workspace}`);
// The gateway and the storefront import the shared rules' compiled output: build it first when it is missing.
if (workspace !== "strapi-stand-in" && !existsSync(`${root}/packages/shop-rules/dist/index.js`)) {
  const r = spawnSync("npm", ["run", "build", "-w", "@proav/shop-rules"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (!existsSync(`${root}/${entry}`)) {
  const r = spawnSync("npm", ["run", "build", "-w", workspace], { cwd: root, stdio: "inherit" });
  process.exit(r.status ?? 1);
}
