import { test, expect, hydrated } from "./support/fixtures";
import type { Page } from "@playwright/test";

async function fillValid(page: Page) {
  await page.getByLabel(/^Name/).fill("Aisha Rahman");
  await page.getByLabel(/^Email/).fill("aisha@example.ae");
  await page.getByLabel(/^Phone/).fill("050 123 4567");
  await page.getByLabel(/^Subject/).fill("Quotation for four workstations");
  await page.getByLabel(/^Message/).fill("Please send a quotation for four HP Z4 G5 towers with RTX A4000 cards.");
}

test("the contact form shows field-level messages, then confirms", async ({ page, consoleProblems }) => {
  await page.goto("/page/contact-us");
  await hydrated(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please correct 4 fields.");
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(page.getByText("Please enter your email address.")).toBeVisible();
  await expect(page.getByText("Please enter a subject.")).toBeVisible();
  await expect(page.getByText("Please enter your message.")).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toBeFocused();
  await expect(page.getByLabel(/^Name/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel(/^Name/)).toHaveAccessibleDescription("Please enter your name.");

  await fillValid(page);
  await page.getByLabel(/^Email/).fill("aisha@");
  await page.getByLabel(/^Phone/).fill("+44 20 7946 0958");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please enter a valid email address, like name@example.com.")).toBeVisible();
  await expect(page.getByText(/Please enter a UAE phone number/)).toBeVisible();
  await expect(page.getByText("Please enter your name.")).toBeHidden();
  await expect(page.getByLabel(/^Email/)).toBeFocused();

  await page.getByLabel(/^Email/).fill("aisha@example.ae");
  await page.getByLabel(/^Phone/).fill("+971 4 123 4567");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page).toHaveURL(/\/page\/contact-us\?sent=1$/);
  await expect(page.getByRole("heading", { name: "Thank you, your message was sent" })).toBeFocused();
  expect(consoleProblems).toEqual([]);
});

test("the server rejects what the browser would have (a direct POST)", async ({ request }) => {
  const bad = await request.post("/page/contact-us", { form: { name: "", email: "not-an-email", subject: "Hi", message: "short" } });
  expect(bad.status()).toBe(400);
  const html = await bad.text();
  expect(html).toContain("Please enter your name.");
  expect(html).toContain("Please enter a valid email address");
  expect(html).toContain("The subject must be 3 to 120 characters.");
  expect(html).toContain("The message must be 10 to 2,000 characters.");
  const huge = await request.post("/page/contact-us", { form: { name: "x", message: "y".repeat(20_000) } });
  expect(huge.status()).toBe(413);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is validated on the server and confirms after sending", async ({ page }) => {
    await page.goto("/page/contact-us");
    await page.getByLabel(/^Email/).fill("aisha@example.ae");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter your message.")).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveValue("aisha@example.ae"); // what was typed is kept
    await fillValid(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(/\?sent=1$/);
    await expect(page.getByRole("heading", { name: "Thank you, your message was sent" })).toBeVisible();
  });
});

test("a burst of messages from one address is refused with a clear message, the text kept", async ({ request }) => {
  // The browser tests allow 20 messages per address (CONTACT_RATE_LIMIT_POINTS); this test is its own address.
  const headers = { "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  const form = { name: "Aisha Rahman", email: "aisha@example.ae", subject: "Burst test", message: "One more message in a burst." };
  for (let n = 1; n <= 20; n++) {
    const sent = await request.post("/page/contact-us", { form, headers, maxRedirects: 0 });
    expect(sent.status()).toBe(302);
    expect(sent.headers().location).toBe("/page/contact-us?sent=1");
  }
  const refused = await request.post("/page/contact-us", { form, headers, maxRedirects: 0 });
  expect(refused.status()).toBe(429);
  const html = await refused.text();
  expect(html).toContain("You have sent several messages in a short time. Please try again in 10 minutes, or email us.");
  expect(html).toContain("One more message in a burst.");
});
