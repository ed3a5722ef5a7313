import AxeBuilder from "@axe-core/playwright";
import { test, expect, hydrated } from "./support/fixtures";

// The product page's specification table (#27): grouped by section, in English and in Arabic (the backend's Arabic
// groups, labels and units, numbers in Latin digits, right to left), and axe-clean. The stand-in's demo seed gives
// this workstation its configuration in both languages.
const WORKSTATION = "/product/dell-precision-5860-tower-intel-xeon-w5-2455x-64gb-ram-2tb-ssd-nvidia-rtx-4000-ada-20gb";

const cases = [
  {
    lang: "en",
    path: WORKSTATION,
    title: "Specifications",
    groups: ["Processor", "Graphics", "Memory", "Storage", "Design"],
    ram: ["Memory (RAM)", "64 GB"],
    form: "Tower",
  },
  {
    lang: "ar",
    path: `/ar${WORKSTATION}`,
    title: "المواصفات",
    groups: ["المعالج", "الرسوميات", "الذاكرة", "التخزين", "التصميم"],
    ram: ["الذاكرة العشوائية (RAM)", "64 غيغابايت"],
    form: "برجي",
  },
];

for (const c of cases) {
  test(`the product page shows the specification table grouped by section (${c.lang})`, async ({ page }) => {
    const response = await page.goto(c.path);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    const section = page.getByRole("region", { name: c.title });
    await expect(section).toBeVisible();
    await expect(section.locator("caption")).toHaveText(c.groups);
    const ram = section.locator('tr[data-spec="ram_gb"]');
    await expect(ram.getByRole("rowheader")).toHaveText(c.ram[0]!);
    await expect(ram.getByRole("cell")).toHaveText(c.ram[1]!);
    await expect(section.locator('tr[data-spec="cpu_cores"] td')).toHaveText("12");
    await expect(section.locator('tr[data-spec="form_factor"] td')).toHaveText(c.form);
    // Latin digits, and the direction of the page.
    expect(await section.locator("td").allTextContents()).not.toContainEqual(expect.stringMatching(/[٠-٩]/));
    expect(await page.locator("html").getAttribute("dir")).toBe(c.lang === "ar" ? "rtl" : "ltr");

    const results = await new AxeBuilder({ page }).include(".product-specifications").withTags(["wcag2a", "wcag2aa", "wcag21aa", "best-practice"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("a product without specifications shows no table", async ({ page }) => {
  await page.goto("/product/hp-thunderbolt-dock-g4-280w");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".product-specifications")).toHaveCount(0);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test("the Arabic table fits the phone's width", async ({ page }) => {
    await page.goto(`/ar${WORKSTATION}`);
    await expect(page.locator(".product-specifications")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
