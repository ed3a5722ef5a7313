import { test as base, expect, type ConsoleMessage } from "@playwright/test";

/** Tests get the gateway the global setup started, and a list of console problems seen on the page. */
export const test = base.extend<{ consoleProblems: string[] }>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error("E2E_BASE_URL is not set: the global setup did not run");
    await use(url);
  },
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (msg: ConsoleMessage) => {
      if (msg.type() === "error" || msg.type() === "warning" || /hydrat/i.test(msg.text())) {
        problems.push(`${msg.type()}: ${msg.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { expect };
