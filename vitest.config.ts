import { defineConfig } from "vitest/config";

// Two projects: fast pure-function tests next to the code (`src/**/*.test.ts`) and integration tests that
// boot real HTTP servers on random ports (`test/**/*.test.ts`). Browser tests run under Playwright instead.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["{backend,server,client}/src/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["{backend,server}/test/**/*.test.ts"],
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
