import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

// The GraphQL explorer (GraphiQL) as two static files the gateway serves at /graphql-explorer/, built here so the
// page loads nothing from a CDN and none of it reaches the storefront's bundles. Fixed names: the page links them
// directly and the gateway revalidates them (no-cache) instead of fingerprinting.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  logLevel: "warn",
  // Where the gateway serves the files (graphql-explorer.ts), for the preload links of the lazy chunks.
  base: "/graphql-explorer/",
  build: {
    outDir: fileURLToPath(new URL("../dist/explorer/", import.meta.url)),
    emptyOutDir: true,
    // GraphiQL's CodeMirror modes and fonts make one large file; it is a developer tool, loaded once.
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      input: fileURLToPath(new URL("./main.tsx", import.meta.url)),
      // Radix's "use client" markers mean nothing outside React Server Components; the bundle is client-only.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
      output: { entryFileNames: "explorer.js", chunkFileNames: "explorer-[name].js", assetFileNames: "explorer[extname]" },
    },
  },
});
