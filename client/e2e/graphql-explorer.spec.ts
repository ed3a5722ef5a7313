import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test, expect } from "./support/fixtures";

// The GraphQL explorer at GET /graphql is built from npm into the gateway: it must work with every request to
// another host refused (offline, or a network that blocks CDNs) and under its own CSP, without a console error.

const root = fileURLToPath(new URL("../../", import.meta.url));

test("the explorer loads and runs an example query with every non-local request blocked", async ({ page, consoleProblems }) => {
  const foreign: string[] = [];
  await page.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
    (route) => {
      foreign.push(route.request().url());
      return route.abort("internetdisconnected");
    },
  );
  await page.goto("/graphql");
  await expect(page).toHaveTitle("GraphQL explorer | ProAV Shop UAE");
  // One tab per example operation of the storefront.
  const tabs = page.getByRole("tablist", { name: "Select active operation" });
  for (const name of ["HomeProducts", "ProductBySlug", "Search", "CartPricing", "SignIn"]) {
    await expect(tabs.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await tabs.getByRole("button", { name: "HomeProducts" }).click();
  // Run only once the tab's operation is in the editor, and wait for the gateway's answer: on a busy CI machine the
  // first catalog query of a cold gateway took longer than an assertion's default 5 s once.
  await expect(page.locator(".graphiql-query-editor")).toContainText("query HomeProducts");
  const answered = page.waitForResponse((res) => res.url().endsWith("/graphql") && (res.request().postData() ?? "").includes("HomeProducts"));
  await page.getByRole("button", { name: /Execute query/ }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.locator(".graphiql-response")).toContainText('"totalCount"', { timeout: 15_000 });
  await expect(page.locator(".graphiql-response")).toContainText('"nodes"');

  // The headers editor, where a JWT goes.
  await tabs.getByRole("button", { name: "SignIn" }).click();
  await page.getByRole("button", { name: "Headers", exact: true }).click();
  await expect(page.getByRole("region", { name: "Headers" })).toContainText('"Authorization"');
  // The schema docs (they need introspection).
  await page.getByRole("button", { name: "Show Documentation Explorer" }).click();
  await expect(page.locator(".graphiql-doc-explorer")).toContainText("Query");

  expect(foreign).toEqual([]);
  expect(consoleProblems).toEqual([]);
});

test("the explorer's page has its own strict CSP; the storefront's bundles hold none of it", async ({ page, request }) => {
  const res = await request.get("/graphql", { headers: { accept: "text/html" } });
  const csp = res.headers()["content-security-policy"]!;
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
  // A storefront page keeps its nonce policy (and never the explorer's).
  const home = await page.goto("/");
  expect(home!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);

  const assets = join(root, "client/build/client/assets");
  const withExplorer = readdirSync(assets)
    .filter((file) => /\.(js|css)$/.test(file))
    .filter((file) => /graphiql/i.test(readFileSync(join(assets, file), "utf8")));
  expect(withExplorer).toEqual([]);
});
