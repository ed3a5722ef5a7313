import { test as base, expect, type ConsoleMessage, type Page } from "@playwright/test";

/**
 * Waits until React has hydrated the page (html[data-hydrated], set when the last HydrateLater boundary has
 * hydrated: components/shell/hydrate-later.tsx), so clicks reach React. Before then a shop button is still a
 * working form that posts (components/shop-form.tsx).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

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
