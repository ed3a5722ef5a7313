#!/usr/bin/env node
// Where a .cpuprofile's time went: self time summed by function and by file (node_modules package, or our file),
// largest first. Usage: node scripts/bench/cpu-profile-summary.mjs <file.cpuprofile> [top=30]
import { readFileSync } from "node:fs";

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg || 30);
const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
let total = 0;
const byFunction = new Map();
const byFile = new Map();
const where = (url) => {
  if (!url) return "(native / gc)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  return url.replace(/^file:\/\/.*?\/work\/main\//, "");
};
for (const [id, us] of self) {
  const n = byId.get(id);
  total += us;
  const f = n.callFrame;
  const key = `${f.functionName || "(anonymous)"} ${where(f.url)}:${f.lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
  byFile.set(where(f.url), (byFile.get(where(f.url)) ?? 0) + us);
}
const print = (title, map) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`);
  for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
};
print("Self time by file or package", byFile);
print("Self time by function", byFunction);
