import { formatAmount } from "@proav/shop-rules";
import { fileURLToPath } from "node:url";
import type { ChildProcess } from "node:child_process";
import { test, expect, hydrated } from "./support/fixtures";
import { freePort, startProcess, stopProcess, waitForOk } from "./support/processes";

// The shell's optional features, on a second gateway started with them configured (the global one has none):
// the WhatsApp link and its pre-filled messages, and third-party scripts loaded after the first interaction.

const root = fileURLToPath(new URL("../../", import.meta.url));
const ANALYTICS = "http://localhost:9/analytics.js"; // never reached: the test answers it (page.route)
const LIVE_CHAT = "http://localhost:9/live-chat.js";
let gateway: ChildProcess;
let url: string;

test.beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  gateway = startProcess(
    "server/dist/index.js",
    {
      PORT: String(port),
      HOST: "127.0.0.1",
      BACKEND_URL: process.env.E2E_BACKEND_URL!,
      PUBLIC_ORIGIN: url,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      WHATSAPP_NUMBER: "+971 50 123 4567",
      ANALYTICS_SCRIPT_URL: ANALYTICS,
      LIVE_CHAT_SCRIPT_URL: LIVE_CHAT,
    },
    root,
  );
  await waitForOk(`${url}/readyz`, 60_000, gateway);
});
test.afterAll(async () => {
  if (gateway) await stopProcess(gateway);
});

const chatText = async (link: import("@playwright/test").Locator) => {
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/971501234567\?text=/);
  return new URL(href).searchParams.get("text")!;
};

test("WhatsApp link: a greeting, then the product on a product page, then the cart with quantities and total", async ({ page, context }) => {
  await page.goto(`${url}/`);
  await hydrated(page);
  const link = page.getByRole("link", { name: "Chat with us on WhatsApp" });
  await expect(link).toHaveAttribute("target", "_blank");
  expect(await chatText(link)).toBe("Hello ProAV Shop, I have a question.");

  const product = (
    await (await page.request.post(`${url}/graphql`, { data: { query: '{ product(id: "1") { title partNumber currentPrice { amount } } }' } })).json()
  ).data.product;
  await page.goto(`${url}/product/1`);
  await hydrated(page);
  const text = await chatText(link);
  expect(text).toContain("I'm interested in:");
  expect(text).toContain(`- ${product.title} (Part no. ${product.partNumber}): 1 x ${formatAmount("0", "en").slice(0, -4)}`);
  expect(text).toMatch(/Total: \u2068?د\.إ\u2069?\s[\d,]+\.\d{2} \(incl\. VAT\)$/);

  await context.addCookies([
    {
      name: "cart",
      value: encodeURIComponent(
        JSON.stringify([
          { id: "1", quantity: 2 },
          { id: "3", quantity: 1 },
        ]),
      ),
      url,
    },
  ]);
  // Straight from the server's HTML: the link is complete before any JavaScript.
  const html = await (await page.goto(`${url}/account/shopping-cart`))!.text();
  expect(html).toContain("https://wa.me/971501234567?text=");
  await hydrated(page);
  const lines = (await chatText(link)).split("\n");
  expect(lines).toHaveLength(4);
  expect(lines[1]).toContain(`${product.title} (Part no. ${product.partNumber}): 2 x ${formatAmount("0", "en").slice(0, -4)}`);
  expect(lines[2]).toMatch(/: 1 x \u2068?د\.إ\u2069?\s[\d,]+\.\d{2}$/);
  const fils = (s: string) => Math.round(Number(s.replace(/[^\d.]/g, "").replace(/^\./, "")) * 100);
  const subtotal = fils(await page.locator(".cart__subtotal .price").innerText());
  expect(fils(lines[3]!.replace("(incl. VAT)", ""))).toBe(subtotal);

  // Changing a quantity updates the message.
  await page.getByTestId("cart-line").first().getByRole("button", { name: "Increase quantity" }).click();
  await expect.poll(async () => (await chatText(link)).split("\n")[1]).toContain(`: 3 x ${formatAmount("0", "en").slice(0, -4)}`);
});

test("WhatsApp link is smaller and above the bottom navigation on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await page.goto(`${url}/`);
  await hydrated(page);
  const link = await page.getByTestId("whatsapp-link").boundingBox();
  const nav = await page.getByRole("navigation", { name: "Shortcuts" }).boundingBox();
  expect(link!.height).toBeLessThan(50);
  expect(link!.y + link!.height).toBeLessThanOrEqual(nav!.y);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(async () => (await page.getByTestId("whatsapp-link").boundingBox())!.height).toBeGreaterThan(50);
});

test("analytics and live chat load only after the first interaction", async ({ page }) => {
  const loaded: string[] = [];
  await page.route("http://localhost:9/**", (route) => {
    loaded.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: `window.__loaded = (window.__loaded || 0) + 1;` });
  });
  await page.goto(`${url}/`);
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(loaded).toEqual([]);
  await page.mouse.move(600, 500);
  await page.waitForTimeout(300);
  expect(loaded).toEqual([]); // hovering is not an interaction
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(() => page.evaluate(() => (window as { __loaded?: number }).__loaded ?? 0)).toBe(2);
  expect(loaded.sort()).toEqual([ANALYTICS, LIVE_CHAT]);
  await expect(page.locator("script#analytics-script")).toHaveAttribute("async", "");
  // A later navigation does not add them again.
  await page.getByRole("navigation", { name: "Departments" }).getByRole("link").first().click();
  await page.waitForTimeout(300);
  expect(loaded).toHaveLength(2);
});
