import { test, expect, hydrated } from "./support/fixtures";
import type { Locator } from "@playwright/test";

// At 375 px: card buttons on one line, every account tab in sight, and card titles never land under the
// floating buttons when something scrolls them into view.

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const box = async (l: Locator) => (await l.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("two-column cards keep 'Add to cart' on one line, inside the card", async ({ page }) => {
  await page.goto("/shop");
  await hydrated(page);
  const cards = page.getByTestId("product-card");
  for (let i = 0; i < 4; i++) {
    const card = cards.nth(i);
    const button = card.locator(".product-card__actions .button");
    const b = await box(button);
    const lineHeight = await button.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
    const padding = await button.evaluate((el) => parseFloat(getComputedStyle(el).paddingBlockStart) + parseFloat(getComputedStyle(el).paddingBlockEnd));
    expect(b.height).toBeLessThan(lineHeight * 1.5 + padding + 2);
    const c = await box(card);
    const heart = await box(card.locator(".product-card__actions .icon-button"));
    expect(heart.x + heart.width).toBeLessThanOrEqual(c.x + c.width);
    expect(b.x).toBeGreaterThanOrEqual(c.x);
  }
});

test("every account tab is in sight", async ({ page }) => {
  // Signed in (signed out, the account menu is only a sign-in link).
  await page.addInitScript(() => {
    localStorage.setItem("jwt", "header.payload.signature");
    localStorage.setItem("user", JSON.stringify({ firstName: "John", lastName: "Doe" }));
  });
  await page.goto("/account/order-tracking");
  await hydrated(page);
  const links = page.getByRole("navigation", { name: "Your account" }).getByRole("link");
  expect(await links.count()).toBe(7);
  for (const link of await links.all()) {
    const b = await box(link);
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(375);
  }
});

test("a card title scrolled to (keyboard, find in page) stops clear of the back-to-top button", async ({ page }) => {
  await page.goto("/shop");
  await hydrated(page);
  await page.mouse.wheel(0, 600);
  const top = page.getByRole("button", { name: /back to top/i });
  await expect(top).toBeVisible();
  const titles = page.locator(".product-card__title a");
  const count = Math.min(await titles.count(), 12);
  let checked = 0;
  for (let i = 0; i < count; i++) {
    // The worst case: scrolled just far enough to show it, at the bottom of the screen.
    await titles.nth(i).evaluate((a) => a.scrollIntoView({ block: "end" }));
    await page.waitForTimeout(50); // the button shows past 400 px of scroll
    // Read in one step: the button may fade out between a visibility check and a bounding-box wait.
    const [button] = await top.evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => el.getBoundingClientRect().toJSON()));
    if (!button) continue;
    expect(overlaps(await box(titles.nth(i)), button), `title ${i}`).toBe(false);
    checked++;
  }
  expect(checked).toBeGreaterThan(6);
});
