// Rough per-package attribution of a built chunk: minified bytes per source via the source map.
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { SourceMapConsumer } from "source-map-js";
const dir = process.argv[2];
for (const f of readdirSync(dir).filter((f) => f.endsWith(".js") && process.argv.slice(3).some((p) => f.startsWith(p)))) {
  const code = readFileSync(`${dir}/${f}`, "utf8");
  const map = JSON.parse(readFileSync(`${dir}/${f}.map`, "utf8"));
  const smc = new SourceMapConsumer(map);
  const lines = code.split("\n");
  const by = {};
  const mappings = [];
  smc.eachMapping((m) => mappings.push(m));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  for (let i = 0; i < mappings.length; i++) {
    const m = mappings[i], n = mappings[i + 1];
    const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine - 1].length;
    const len = end - m.generatedColumn;
    let src = m.source || "?";
    const nm = src.lastIndexOf("node_modules/");
    if (nm >= 0) { const rest = src.slice(nm + 13).split("/"); src = rest[0].startsWith("@") ? rest[0] + "/" + rest[1] + (rest[0]==="@apollo"? "/"+rest[3] : "") : rest[0] + (rest[0]==="graphql"||rest[0]==="react-router" ? "/"+rest.slice(1,3).join("/") : ""); }
    else src = src.replace(/^.*\/src\//, "src/");
    by[src] = (by[src] || 0) + len;
  }
  const total = code.length, gz = gzipSync(code).length;
  console.log(`${f}: ${total} min bytes, ${(gz/1024).toFixed(1)} KB gz`);
  Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 45).forEach(([k, v]) => console.log(`  ${(v/1024).toFixed(1).padStart(6)} KB min  ~${(v/total*gz/1024).toFixed(1)} KB gz  ${k}`));
}
