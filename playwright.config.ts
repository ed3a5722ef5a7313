import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./client/e2e/support/chromium";

// Browser tests drive Debian's Chromium (no browser download on these machines). The global setup starts the
// real stand-in backend and the real production gateway on random free ports and stops them afterwards.
export default defineConfig({
  testDir: "client/e2e",
  testMatch: "**/*.spec.ts",
  globalSetup: "./client/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "desktop", use: { browserName: "chromium", viewport: { width: 1280, height: 900 } } }],
});
