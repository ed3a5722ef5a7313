import type { Page } from "@playwright/test";
import { join } from "node:path";
import { test, expect, hydrated } from "./support/fixtures";

// Words are never broken across lines on a phone ("Workstation / s" on the home page at 390 px): a long word that
// does not fit moves to the next line or the box grows, unless it is a code, an address or a part number.

/** Words of at least 4 letters whose text is laid out on more than one line. */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, .visually-hidden, [hidden], [aria-hidden='true']")) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent ?? "";
      // A word between spaces or signs; letters inside a part number ("CINEURSAMUPRO12KOLPF") may break.
      for (const match of text.matchAll(/(?<![\p{L}\p{N}])\p{L}{4,}(?![\p{L}\p{N}])/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(`${match[0]} (${parent.className || parent.tagName})`);
      }
    }
    return broken;
  });

for (const path of ["/", "/ar"]) {
  test(`${path} at 390 px breaks no word across lines`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(path);
    await hydrated(page);
    expect(await brokenWords(page)).toEqual([]);
    // The category tiles, where "Workstations" broke, for a look by eye.
    const name = path === "/" ? "en" : "ar";
    await page
      .locator(".category-tiles")
      .first()
      .screenshot({ path: join(testInfo.project.outputDir, "bidi", `category-tiles-${name}-390.png`) });
  });
}
