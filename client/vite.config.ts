import { reactRouter } from "@react-router/dev/vite";
import { defaultClientConditions, defineConfig } from "vite";
import type { ChunkingContext } from "rolldown";
import { graphqlDocuments } from "./build-tools/graphql-documents.ts";
import { precompressAssets } from "./build-tools/precompress.ts";

// Chunks are decided by folder: a package's folder under node_modules, our own code's folder under src/.
//
// "framework": the libraries every page needs before it can hydrate. One chunk for all of them compresses better
// than five (gzip shares one dictionary) and is cached across deploys as long as they do not change. Anything else
// a route needs stays in that route's own chunks.
const FRAMEWORK_PACKAGES = new Set([
  "react",
  "react-dom",
  "scheduler",
  "react-router",
  "@apollo/client",
  "graphql",
  "rxjs",
  "optimism",
  "@wry/caches",
  "@wry/context",
  "@wry/equality",
  "@wry/trie",
  "tslib",
  "i18next",
  "react-i18next",
  "use-sync-external-store",
  "html-parse-stringify",
  "void-elements",
]);

// "app": our own modules from these folders that the front page needs to hydrate (the shell, shopper state,
// i18n, the product card, the home page's sections). Vite would otherwise split them into a dozen small chunks
// along route boundaries; each compresses alone, so together they were 5 KB larger gzipped than one chunk.
// Only what the browser entry, the root route or the home route imports statically goes in: what the shell loads on demand (the
// slide-in panels, the account menu, the footer, the search suggestions, the floating buttons) is imported
// dynamically and stays out, and so do modules of these folders that only other routes import (the wishlist's
// and compare page's saved-list loader), without a list of file names to keep up to date.
// A folder ending in /** counts with its subfolders.
const APP_FOLDERS = ["components", "components/notifications/**", "components/shell/**", "lib/**", "features/home/**"];
const SRC = new URL("./src/", import.meta.url).pathname;
const FIRST_PAGE = [`${SRC}app/entry.client.tsx`, `${SRC}app/root.tsx`, `${SRC}app/routes/home.tsx`];

/** `node_modules/@scope/name/...` -> `@scope/name`; not a package -> null. */
function packageOf(id: string): string | null {
  const match = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
  return match ? match[1]!.replace(/\\/g, "/") : null;
}

/** `src/components/shell/panels/cart-panel.tsx` -> `components/shell/panels`; outside src/ -> null. */
function folderOf(id: string): string | null {
  if (!id.startsWith(SRC)) return null;
  const path = id.slice(SRC.length);
  return path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
}

const isAppFolder = (folder: string) =>
  APP_FOLDERS.some((f) => (f.endsWith("/**") ? folder === f.slice(0, -3) || folder.startsWith(f.slice(0, -2)) : folder === f));

// Every module the first page imports statically, computed once per build from the module graph.
let firstPage: Set<string> | null = null;
function staticImportsOfFirstPage(ctx: ChunkingContext): Set<string> {
  if (firstPage) return firstPage;
  const seen = new Set<string>();
  const queue = [...FIRST_PAGE];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return (firstPage = seen);
}

/** A library of the framework chunk? */
function frameworkChunk(id: string): string | null {
  const pkg = packageOf(id);
  return pkg && FRAMEWORK_PACKAGES.has(pkg) ? "framework" : null;
}

/** Our own module of the app chunk? */
function appChunk(id: string, ctx: ChunkingContext): string | null {
  const folder = folderOf(id);
  return folder !== null && isAppFolder(folder) && staticImportsOfFirstPage(ctx).has(id) ? "app" : null;
}

// Most of these two chunks runs while the page hydrates. V8 compiles a function the first time it is called, on
// the main thread, in the middle of hydration; this magic comment (Chrome 136+, ignored elsewhere) has it
// compile every function of the file up front on a background thread while the file streams in.
const EAGER_CHUNKS = new Set(["framework", "app"]);
const COMPILE_EAGERLY = "//# allFunctionsCalledOnLoad";

// The SSR build's entry is our handler factory (it imports React Router's virtual server build), so the gateway
// imports one module and hands it an in-process GraphQL executor.
export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The framework chunk is about 560 kB before compression; the budget that matters is the gzipped size of what a
    // page loads before hydrating (scripts/bench/client.mjs), so Vite's raw-size warning says nothing useful here.
    chunkSizeWarningLimit: 600,
    rolldownOptions: isSsrBuild
      ? { input: "./src/server/ssr-handler.ts", checks: { bundlerTimings: false } }
      : {
          // The build is slow on purpose (Zopfli in precompress.ts); a report of where its time goes is noise.
          checks: { bundlerTimings: false },
          output: {
            codeSplitting: {
              // In this order: the framework takes its libraries first, so the app chunk (which takes along
              // what its modules import) does not.
              groups: [{ name: frameworkChunk }, { name: appChunk }],
            },
            postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? COMPILE_EAGERLY : ""),
          },
        },
  },
  resolve: {
    // rxjs's default export is ES5 (transpiled classes plus tslib helpers); its es2015 build is smaller.
    ...(isSsrBuild ? {} : { conditions: ["es2015", ...defaultClientConditions] }),
    // react-i18next imports the React 17 polyfill of useSyncExternalStore; React 19 has it built in.
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: new URL("./build-tools/use-sync-external-store-shim.ts", import.meta.url).pathname,
      },
    ],
  },
  plugins: [graphqlDocuments(), reactRouter(), isSsrBuild ? null : precompressAssets()],
}));
