import { defineConfig } from "vitest/config";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

// graphql ships CommonJS and ESM builds. Node (and so Apollo Server, loaded from node_modules) gets the CommonJS
// one; Vite's resolver would hand our TypeScript sources the ESM one, and graphql's instanceof checks then fail
// ("Cannot use GraphQLObjectType from another module or realm"). Pin the sources to the build Node uses.
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

// Two projects: fast pure-function tests next to the code (`src/**/*.test.ts`) and integration tests that
// boot real HTTP servers on random ports (`test/**/*.test.ts`). Browser tests run under Playwright instead.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^graphql$/, replacement: graphqlEntry },
      // The shared rules run from their source, so unit tests need no build of the package first.
      { find: /^@proav\/shop-rules$/, replacement: fileURLToPath(new URL("packages/shop-rules/src/index.ts", import.meta.url)) },
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{strapi-stand-in,server,client}/src/**/*.test.{ts,tsx}", "packages/*/src/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["{strapi-stand-in,server}/test/**/*.test.ts", "packages/einvoice/test/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./scripts/test-setup/seed-template.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Two cores: run integration files one or two at a time so servers don't starve each other.
          maxWorkers: 2,
        },
      },
    ],
  },
});
