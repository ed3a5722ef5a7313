import type { Page } from "@playwright/test";
import { test, expect, hydrated } from "./support/fixtures";

// Issue #23: above 768 px the header's language link had the header's own colour, blue on blue (1:1), in both
// languages; axe only reports such text as "needs review" (it cannot be sure of the background), so this computes
// WCAG 2 contrast itself: each visible link and button of the header, its text colour against the first opaque
// background found walking up from it, at least 4.5:1. Run at both widths and in both languages.

interface Measured {
  name: string;
  color: string;
  background: string;
  ratio: number;
}

/** Every visible header control's contrast, computed in the page. */
async function headerContrasts(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const rgba = (value: string) => {
      const parts = value.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
      return { r: parts[0]!, g: parts[1]!, b: parts[2]!, a: parts.length > 3 ? parts[3]! : 1 };
    };
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    /** The colour behind an element: the nearest ancestor-or-self background that is opaque. */
    const backgroundOf = (el: Element | null): string => {
      for (let node = el; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor;
        if (rgba(bg).a >= 0.99) return bg;
      }
      return "rgb(255, 255, 255)";
    };
    const header = document.querySelector(".app-shell > header")!;
    const controls = [...header.querySelectorAll<HTMLElement>("a, button, summary")].filter((el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visible, on screen, and with text of its own (icon-only controls have only a visually hidden name).
      const onScreen = box.right > 0 && box.bottom > 0 && box.left < innerWidth && box.top < innerHeight;
      return (
        onScreen &&
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== "hidden" &&
        el.offsetParent !== null &&
        el.innerText.trim() !== "" &&
        !el.closest("[hidden]")
      );
    });
    return controls.map((el) => {
      // The control's own text colour, or that of its visible label inside (e.g. the counter's label).
      const color = getComputedStyle(el).color;
      const background = backgroundOf(el);
      const fg = rgba(color);
      const bg = rgba(background);
      // Semi-transparent text blends over its background.
      const blended = { r: fg.r * fg.a + bg.r * (1 - fg.a), g: fg.g * fg.a + bg.g * (1 - fg.a), b: fg.b * fg.a + bg.b * (1 - fg.a) };
      const [hi, lo] = [luminance(blended), luminance(bg)].sort((a, b) => b - a);
      return { name: el.innerText.trim().replace(/\s+/g, " ").slice(0, 40), color, background, ratio: Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100 };
    });
  });
}

for (const width of [1280, 390]) {
  for (const path of ["/", "/ar"]) {
    test(`every visible header control reads at 4.5:1 or more, ${width} px, ${path}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      // The first Tab brings the skip link on screen: it is measured as it is seen, focused.
      await page.keyboard.press("Tab");
      await expect(page.locator(".skip-link")).toBeFocused();
      const measured = await headerContrasts(page);
      expect(measured.map((m) => m.name)).toContain(path === "/" ? "Skip to content" : "انتقل إلى المحتوى");
      if (width === 1280) {
        // The language switch is among them (the control this test was written for).
        expect(measured.map((m) => m.name)).toContain(path === "/" ? "العربية" : "English");
      }
      expect(measured.length).toBeGreaterThan(2);
      const poor = measured.filter((m) => m.ratio < 4.5);
      expect(poor, JSON.stringify(measured, null, 1)).toEqual([]);
      await page.screenshot({ path: `test-results/header-contrast/${width}${path === "/" ? "-en" : "-ar"}.png` });
    });
  }
}
