import { test, expect, hydrated } from "./support/fixtures";

// The desktop shell: department menu from the real categories, search suggestions as a keyboard combobox,
// back-to-top.

test("department menu lists every real category and sub-category, with working links and keyboard", async ({ page, request, consoleProblems }) => {
  const api = await request.post("/graphql", { data: { query: "{ categories { name slug subCategories { name slug } } }" } });
  const { categories } = (await api.json()).data as { categories: { name: string; slug: string; subCategories: { name: string; slug: string }[] }[] };
  const graphql: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/graphql")) graphql.push(r.url());
  });
  // In the server's HTML (first paint, crawlers), without a request from the browser.
  const html = await (await page.goto("/"))!.text();
  for (const c of categories) expect(html).toContain(`href="/category/${c.slug}"`);
  await hydrated(page);
  expect(graphql).toEqual([]);

  const bar = page.getByRole("navigation", { name: "Departments" });
  const toggle = bar.getByText("All departments");
  await toggle.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByTestId("department-menu");
  await expect(menu).toBeVisible();
  for (const c of categories) {
    await expect(menu.getByRole("link", { name: c.name, exact: true })).toHaveAttribute("href", `/category/${c.slug}`);
    for (const s of c.subCategories) await expect(menu.getByRole("link", { name: s.name, exact: true })).toHaveAttribute("href", `/category/${s.slug}`);
  }
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  const sub = categories[0]!.subCategories[0]!;
  await menu.getByRole("link", { name: sub.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${sub.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(sub.name);
  await expect(menu).toBeHidden(); // closed by the navigation
  await bar.getByRole("link", { name: categories[1]!.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${categories[1]!.slug}$`));
  expect(consoleProblems).toEqual([]);
});

test("search suggestions: debounced, two characters minimum, arrow keys and Enter, Escape", async ({ page, consoleProblems }) => {
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/graphql") && r.postData()?.includes("SearchSuggestions")) searches.push(JSON.parse(r.postData()!).variables.keyword);
  });
  await page.goto("/");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Search products" });
  const list = page.getByRole("listbox", { name: "Search suggestions" });

  await box.pressSequentially("z");
  await page.waitForTimeout(600);
  await expect(list).toBeHidden();
  expect(searches).toEqual([]); // one character: no request

  await box.pressSequentially("book", { delay: 40 });
  const options = list.getByRole("option");
  await expect(options.first()).toBeVisible();
  expect(searches).toEqual(["zbook"]); // typing fast: one request, for the whole word
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const products = await options.count();
  expect(products).toBeGreaterThan(1);
  expect(products).toBeLessThanOrEqual(7); // six products and "See all results" (no category or brand is "zbook")
  await expect(options.first()).toContainText(/zbook/i);
  await expect(options.first().locator("img")).toHaveAttribute("src", /.+/);
  await expect(options.first()).toContainText(/\u2068?د\.إ\u2069?\s[\d,]+\.\d{2}/);
  await expect(options.last()).toHaveText("See all results for “zbook”");

  await box.press("ArrowDown");
  await box.press("ArrowDown");
  const second = options.nth(1);
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id"))!);
  await expect(box).toBeFocused();

  await box.press("Escape");
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toHaveValue("zbook");

  await box.press("ArrowDown"); // reopens the list
  await expect(options.first()).toBeVisible();
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  const title = (await options.nth(1).locator(".suggestions__title").innerText()).trim();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(list).toBeHidden();

  // Enter without a chosen suggestion searches.
  await box.fill("zbook");
  await expect(options.first()).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?keyword=zbook$/);
  expect(consoleProblems).toEqual([]);
});

test("search suggestions: categories and brands after the products, walked with the arrow keys, one typo forgiven", async ({ page, consoleProblems }) => {
  await page.goto("/");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Search products" });
  const list = page.getByRole("listbox", { name: "Search suggestions" });
  const options = list.getByRole("option");
  const names = list.getByRole("group", { name: "Categories and brands" });

  // A category: the arrow keys go through every product, then into the group, in the order shown.
  await box.fill("works");
  const workstations = names.getByRole("option", { name: "Workstations Category" });
  await expect(workstations).toBeVisible();
  const all = await options.evaluateAll((els) => els.map((e) => e.id));
  const at = all.indexOf((await workstations.getAttribute("id"))!);
  expect(at).toBeGreaterThan(0);
  expect(at).toBe(await list.locator(".suggestions__item").count()); // right after the products: categories come first
  for (let i = 0; i <= at; i++) await box.press("ArrowDown");
  await expect(workstations).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", all[at]!);
  await expect(page.getByText(`${all.length - 1} suggestions, use the up and down arrow keys to choose`)).toBeAttached();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/category\/workstations$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Workstations");
  await expect(list).toBeHidden();

  // A brand by its prefix, chosen with the mouse: the shop filtered by it, as the home page's brand strip links it.
  await box.fill("genel");
  await names.getByRole("option", { name: "Genelec Brand" }).click();
  await expect(page).toHaveURL(/\/shop\?brand=genelec$/);
  await expect(box).toHaveValue(""); // the new page has rendered and cleared the box: typing now is not wiped by it

  // A typo: "blackmagik" still suggests the brand; up from the text box wraps to "See all", then the brand.
  await box.fill("blackmagik");
  const blackmagic = names.getByRole("option", { name: "Blackmagic Design Brand" });
  await expect(blackmagic).toBeVisible();
  await expect(options.last()).toHaveText("See all results for “blackmagik”");
  await box.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp");
  await expect(blackmagic).toHaveAttribute("aria-selected", "true");
  await box.press("Escape");
  await expect(list).toBeHidden();
  await box.press("ArrowDown");
  await expect(blackmagic).toBeVisible();
  await box.press("ArrowUp");
  await box.press("ArrowUp");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/shop\?brand=blackmagic-design$/);
  expect(consoleProblems).toEqual([]);
});

test("a failed suggestion request shows nothing, not an error", async ({ page, consoleProblems }) => {
  await page.route("**/graphql", (route) =>
    route.request().postData()?.includes("SearchSuggestions") ? route.fulfill({ status: 503, body: "down" }) : route.continue(),
  );
  await page.goto("/");
  await hydrated(page);
  const box = page.getByRole("combobox", { name: "Search products" });
  await box.fill("zbook");
  await page.waitForTimeout(800);
  await expect(page.getByRole("listbox", { name: "Search suggestions" })).toBeHidden();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?keyword=zbook$/);
  expect(consoleProblems.filter((p) => !p.includes("503"))).toEqual([]);
});

test("back to top appears after 400 px and scrolls to the top in about 450 ms", async ({ page }) => {
  await page.goto("/shop");
  await hydrated(page);
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(200);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect(button).toBeVisible();
  // Record every scroll position with its time: an animation (not a jump) of about 450 ms.
  await page.evaluate(() => {
    const w = window as unknown as { scrolls: [number, number][] };
    w.scrolls = [];
    addEventListener("scroll", () => w.scrolls.push([performance.now(), scrollY]), { passive: true });
  });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const scrolls = await page.evaluate(() => (window as unknown as { scrolls: [number, number][] }).scrolls);
  // Frames can be dropped on a busy machine, but the scroll is timed, not counted: it passes through
  // positions in between and takes about 450 ms from first move to the top.
  expect(scrolls.filter(([, y]) => y > 0 && y < 1400).length).toBeGreaterThanOrEqual(1);
  const duration = scrolls.at(-1)![0] - scrolls[0]![0];
  expect(duration).toBeGreaterThan(250);
  expect(duration).toBeLessThan(1000);
  await expect(button).toBeHidden();
  await expect(page.getByRole("link", { name: "ProAV Shop", exact: true })).toBeFocused();
});

test("no WhatsApp link and no third-party script unless configured", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.mouse.click(5, 300);
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("whatsapp-link")).toHaveCount(0);
  await expect(page.locator("#analytics-script, #live-chat-script")).toHaveCount(0);
});
