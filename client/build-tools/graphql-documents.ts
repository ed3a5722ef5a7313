import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

// The client preset's `graphql(`...`)` looks each document up in one map of every operation in the app
// (__generated__/gql.ts), so every page would download every other page's queries, and the map grows with each
// new screen. This plugin does at build time what that lookup does at run time: each call becomes its generated
// document, served as a module of its own, so a route's chunk carries exactly the documents it uses. (The
// preset's own answer is a Babel/SWC plugin; this build has neither.) A call whose text is not in the map
// (codegen not re-run) is left alone and still works through the run-time lookup.

const GENERATED = fileURLToPath(new URL("../src/__generated__/", import.meta.url));
const IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*(["'])[^"']*__generated__(?:\/gql|\/index)?(?:\.js)?\1;?/;
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const PREFIX = "virtual:shop-graphql-document/";

interface Generated {
  /** Document text as written in the source -> generated export name. */
  names: Map<string, string>;
  /** Export name -> the document's AST as JSON text. */
  asts: Map<string, string>;
}

function readGenerated(): Generated {
  const gql = readFileSync(`${GENERATED}gql.ts`, "utf8");
  const names = new Map<string, string>();
  for (const m of gql.slice(gql.indexOf("const documents")).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
    names.set(JSON.parse(m[1]!) as string, m[2]!);
  }
  const asts = new Map<string, string>();
  for (const m of readFileSync(`${GENERATED}graphql.ts`, "utf8").matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    asts.set(m[1]!, m[2]!);
  }
  return { names, asts };
}

export function graphqlDocuments(): Plugin {
  let generated: Generated | undefined;
  const load = () => (generated ??= readGenerated());
  return {
    name: "shop:graphql-documents",
    enforce: "pre",
    buildStart() {
      generated = undefined; // re-read per build (watch mode after `npm run codegen`)
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const ast = load().asts.get(id.slice(PREFIX.length + 1));
      if (!ast) throw new Error(`no generated document ${id}: run "npm run codegen"`);
      return `export default ${ast};`;
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (!/\.tsx?$/.test(file) || file.startsWith(GENERATED) || !code.includes("graphql(")) return null;
      const imported = IMPORT.exec(code);
      if (!imported) return null;
      const { names, asts } = load();
      const used = new Set<string>();
      let unmatched = false;
      const replaced = code.replace(CALL, (call, text: string) => {
        const name = names.get(text);
        if (!name || !asts.has(name)) {
          unmatched = true;
          return call;
        }
        used.add(name);
        return `__doc_${name}`;
      });
      if (used.size === 0) return null;
      const imports = [...used].map((n) => `import __doc_${n} from "${PREFIX}${n}";`).join("\n");
      return { code: replaced.replace(imported[0], unmatched ? `${imported[0]}\n${imports}` : imports), map: null };
    },
  };
}
