import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Which gateway module imports which, read from the import lines of server/src/modules/**: the walls (each module
// used through its index.ts only) are the lint's job (eslint.config.js); here, that no two modules reach each
// other through any path, and that catalog, which owns listing, leans on no other module (docs/architecture.md).

const MODULES_DIR = dirname(fileURLToPath(import.meta.url));
const SPECIFIER = /(?:^|\s)(?:import|export)\s[^;]*?from\s+"([^"]+)"|import\(\s*"([^"]+)"\s*\)/g;

type Graph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The module a path lies in (its first folder under modules/), or null outside any. */
function moduleOf(path: string): string | null {
  const rel = relative(MODULES_DIR, path);
  return rel.startsWith("..") || !rel.includes(sep) ? null : rel.split(sep)[0]!;
}

function moduleGraph(): { graph: Graph; crossings: { from: string; to: string }[] } {
  const graph: Graph = new Map();
  const crossings: { from: string; to: string }[] = [];
  for (const file of sourceFiles(MODULES_DIR)) {
    const from = moduleOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith(".")) continue;
      const target = resolve(dirname(file), specifier);
      const to = moduleOf(target);
      if (!to || to === from) continue;
      graph.get(from)!.add(to);
      crossings.push({ from: relative(MODULES_DIR, file), to: relative(MODULES_DIR, target) });
    }
  }
  return { graph, crossings };
}

/** A loop of modules (its first module repeated at the end), or null when there is none. */
function findLoop(graph: Graph): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    const at = path.indexOf(node);
    if (at >= 0) return [...path.slice(at), node];
    if (done.has(node)) return null;
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    path.pop();
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const loop = visit(node);
    if (loop) return loop;
  }
  return null;
}

describe("gateway module graph", () => {
  const { graph, crossings } = moduleGraph();

  it("reads every module", () => {
    expect([...graph.keys()].sort()).toEqual(["account", "catalog", "einvoicing", "orders", "quotes", "search", "seo", "shop"]);
  });

  it("has no loop between modules", () => {
    expect(findLoop(graph)).toBeNull();
  });

  it("crosses into another module only through its index", () => {
    expect(crossings.filter(({ to }) => !to.endsWith(`${sep}index.js`))).toEqual([]);
  });

  it("keeps catalog, the owner of listing, free of other modules (search plugs into catalog/indexed-listing.ts)", () => {
    expect([...graph.get("catalog")!]).toEqual([]);
  });

  it("finds a loop when there is one", () => {
    const looped: Graph = new Map([
      ["orders", new Set(["catalog"])],
      ["catalog", new Set(["search"])],
      ["search", new Set(["catalog"])],
    ]);
    expect(findLoop(looped)).toEqual(["catalog", "search", "catalog"]);
  });
});
