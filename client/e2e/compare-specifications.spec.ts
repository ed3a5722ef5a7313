import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";

// The compare page's specifications (#27): lined up row by row by section, "Show differences only" as a link
// toggling ?differences=1 (with JavaScript without reloading, without it by the server), the best value marked
// in words, a dash read as "Not specified" where a product has none; in English and Arabic, axe-clean.
// A listing narrowed by a specification facet holds exactly the products with that value.

const A = "dell-precision-5860-tower-intel-xeon-w5-2455x-64gb-ram-2tb-ssd-nvidia-rtx-4000-ada-20gb"; // 64 GB, 12 cores
const B = "dell-precision-5860-tower-intel-xeon-w3-2425-32gb-ram-1tb-ssd-nvidia-rtx-a4000-16gb"; // 32 GB, 6 cores
const LICENCE = "autodesk-revit-1-year-subscription";

async function idOf(request: APIRequestContext, slug: string): Promise<string> {
  const reply = await request.post("/graphql", { data: { query: `{ product(slug: "${slug}") { id } }` } });
  return ((await reply.json()) as { data: { product: { id: string } } }).data.product.id;
}

async function compare(context: BrowserContext, request: APIRequestContext, baseURL: string, slugs: string[]) {
  const ids = await Promise.all(slugs.map((s) => idOf(request, s)));
  await context.addCookies([{ name: "compare", value: encodeURIComponent(JSON.stringify(ids.map((id) => ({ id })))), url: baseURL }]);
}

const axe = async (page: import("@playwright/test").Page) => {
  const results = await new AxeBuilder({ page }).include(".compare").withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("compare lines specifications up and shows only the differences on request", async ({ page, context, request, baseURL }) => {
      await compare(context, request, baseURL!, [A, B]);
      await page.goto("/account/compare");
      if (javaScriptEnabled) await hydrated(page);
      const table = page.locator(".compare__table");
      const ram = table.locator('tr[data-spec="ram_gb"]');
      await expect(ram.getByRole("rowheader")).toHaveText("Memory (RAM)");
      await expect(ram.getByRole("cell")).toHaveText(["64 GB Best", "32 GB"]);
      await expect(ram.getByRole("cell").first().locator(".compare__best-tag")).toHaveText("Best");
      await expect(table.locator('tr[data-spec="cpu_cores"] td').first()).toContainText("Best");
      // The same on both: shown in full, and its section with it.
      await expect(table.locator('tr[data-spec="form_factor"] td')).toHaveText(["Tower", "Tower"]);
      await expect(table.locator(".compare__section-title")).toContainText(["Processor", "Graphics", "Memory", "Storage", "Design"]);

      let reloaded = false;
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) reloaded = true;
      });
      if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await page.getByRole("link", { name: "Show differences only" }).click();
      await expect(page).toHaveURL(/\?differences=1$/);
      await expect(table.locator('tr[data-spec="form_factor"]')).toHaveCount(0);
      await expect(table.locator(".compare__section-title")).not.toContainText(["Design"]);
      await expect(ram).toBeVisible();
      await expect(table.locator('tr[data-spec="cpu"]')).toBeVisible();
      if (javaScriptEnabled) {
        // Client-side: the same document (no reload).
        expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
      } else {
        expect(reloaded).toBe(true);
      }
      await page.getByRole("link", { name: "Show all specifications" }).click();
      await expect(table.locator('tr[data-spec="form_factor"]')).toHaveCount(1);
      // axe runs in the page: only where scripts run.
      if (javaScriptEnabled) expect(await axe(page)).toEqual([]);
    });
  });
}

test("a product without a value shows a dash read as 'Not specified', in Arabic right to left", async ({ page, context, request, baseURL }) => {
  await compare(context, request, baseURL!, [A, LICENCE]);
  await page.goto("/ar/account/compare?differences=1");
  await hydrated(page);
  expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  const ram = page.locator('.compare__table tr[data-spec="ram_gb"]');
  await expect(ram.getByRole("rowheader")).toHaveText("الذاكرة العشوائية (RAM)");
  // One number only: nothing is marked best.
  await expect(ram.getByRole("cell").first()).toHaveText("64 غيغابايت");
  await expect(ram.getByRole("cell").nth(1)).toHaveText("—غير محدد");
  await expect(ram.getByRole("cell").nth(1).locator('[aria-hidden="true"]')).toHaveText("—");
  await expect(page.locator('.compare__table tr[data-spec="licence_type"] td').first()).toContainText("—");
  await expect(page.getByRole("link", { name: "إظهار كل المواصفات" })).toBeVisible();
  expect(await page.locator(".compare__table td").allTextContents()).not.toContainEqual(expect.stringMatching(/[٠-٩]/));
  expect(await axe(page)).toEqual([]);
});

for (const javaScriptEnabled of [true, false]) {
  test(`a workstation listing narrowed by a RAM facet holds exactly the products with that RAM (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    await page.goto("/category/workstations");
    const group = page.locator('[data-facet="ram_gb"]');
    await expect(group.getByRole("heading")).toHaveText("Memory (RAM) (GB)");
    const option = group.getByRole("link", { name: /^☐ 128 \(/ });
    const count = Number((await option.locator(".facet__count").textContent())!.replace(/\D/g, ""));
    await option.click();
    await expect(page).toHaveURL(/spec\.ram_gb=128/);
    await expect(group.getByRole("link", { name: /^☑ 128/ })).toHaveAttribute("aria-current", "true");
    // The expected products, from each product's own specifications.
    const reply = await request.post("/graphql", {
      data: { query: `{ products(first: 100, filter: { categorySlug: "workstations" }) { nodes { slug specifications { key value } } } }` },
    });
    const nodes = ((await reply.json()) as { data: { products: { nodes: { slug: string; specifications: { key: string; value: string }[] }[] } } }).data
      .products.nodes;
    const expected = nodes.filter((n) => n.specifications.some((s) => s.key === "ram_gb" && s.value === "128")).map((n) => `/product/${n.slug}`);
    expect(expected.length).toBe(count);
    const shown = await page
      .locator(".product-grid .product-card h3 a, .product-grid article h3 a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(shown.sort()).toEqual(expected.sort());
    // The other values stay on offer: adding 64 GB widens the listing to either.
    const other = group.getByRole("link", { name: /^☐ 64 \(/ });
    await expect(other).toBeVisible();
    await other.click();
    await expect(page).toHaveURL(/spec\.ram_gb=128%7C64/);
    await expect(group.locator('[aria-current="true"]')).toHaveCount(2);
    await context.close();
  });
}
