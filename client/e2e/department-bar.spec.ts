import { test, expect, hydrated } from "./support/fixtures";

// Every department-bar item can be reached at every desktop width: the links that do not fit scroll sideways
// within the bar, and Deals stays in sight at the bar's end.

for (const width of [800, 1024, 1100]) {
  test(`the department bar keeps Deals in sight and every category reachable at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const bar = page.locator(".dept-bar__links");
    const barBox = (await bar.boundingBox())!;
    const inBar = async (link: import("@playwright/test").Locator) => {
      const box = (await link.boundingBox())!;
      expect(box.width).toBeGreaterThan(0);
      expect(box.x).toBeGreaterThanOrEqual(barBox.x - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(barBox.x + barBox.width + 0.5);
      expect(box.y).toBeGreaterThanOrEqual(barBox.y - 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(barBox.y + barBox.height + 0.5);
    };
    const deals = bar.getByRole("link", { name: "Deals" });
    await expect(deals).toBeVisible();
    await inBar(deals);
    const links = bar.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i++) {
      await links.nth(i).focus(); // the keyboard reaches it, and focus scrolls it into the bar
      await inBar(links.nth(i));
      // ...clear of the pinned Deals: the link itself is what a click at its centre hits.
      expect(
        await links.nth(i).evaluate((a) => {
          const r = a.getBoundingClientRect();
          return a.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ).toBe(true);
    }
    // Scrolling the categories never covers Deals' place.
    await inBar(deals);
  });
}
