"use strict";
// Seeds a fresh Strapi 3.6.11 project with the shop's demo catalogue, its Arabic translation and the accounts,
// through Strapi's own APIs (the entity queries, the i18n plugin's locales service and createLocalization action,
// the users-permissions user service), so relations, components, localization links and password hashes are
// exactly what a real Strapi stores. Run inside the generated project:
// `node seed.cjs <catalog.json> <users.json> <catalog-ar.json> [<history.json>] [<specifications.json>]`
// (specifications: `{ [englishId]: { en: [...], ar: [...] } }`, the stand-in's demo rows, through the component).
// Catalogue ids are kept (the English rows are created first, in id order, on an empty database; each translation
// then takes the next free id, as in the stand-in); `created_at` is set afterwards through Strapi's knex
// connection, since the timestamps plugin stamps "now" on create.
const fs = require("fs");
const path = require("path");

async function main() {
  const [catalogFile, usersFile, translationFile, historyFile, specificationsFile] = process.argv.slice(2);
  const specifications = specificationsFile ? JSON.parse(fs.readFileSync(specificationsFile, "utf8")) : {};
  const specsOf = (id, locale) => (specifications[id] && specifications[id][locale]) || [];
  const catalog = JSON.parse(fs.readFileSync(catalogFile, "utf8"));
  const translation = JSON.parse(fs.readFileSync(translationFile, "utf8"));
  const users = JSON.parse(fs.readFileSync(usersFile, "utf8"));
  const app = await require("strapi")({ dir: process.cwd(), autoReload: false, serveAdminPanel: false }).load();
  const knex = app.connections.default;
  const expectId = (row, id, what) => {
    if (row.id !== id) throw new Error(`${what} got id ${row.id}, expected ${id}: seed an empty database`);
  };

  for (const brand of catalog.brands) {
    expectId(await app.query("brand").create({ name: brand.name, slug: brand.slug }), brand.id, "brand");
  }
  for (const category of catalog.categories) {
    expectId(await app.query("product-category").create({ name: category.name, slug: category.slug }), category.id, "category");
  }
  for (const category of catalog.categories) {
    for (const sub of category.sub_categories) {
      const row = await app.query("sub-category").create({ name: sub.name, slug: sub.slug, product_category: category.id });
      expectId(row, sub.id, "sub-category");
    }
  }
  for (const p of catalog.products) {
    const row = await app.query("product").create({
      title: p.title,
      product_slug: p.product_slug,
      price: p.price,
      sale_price: p.sale_price,
      is_active: p.is_active,
      part_number: p.part_number,
      description: p.description,
      badge: p.badge,
      badges: (p.badges || []).map((value) => ({ value })),
      specifications: specsOf(p.id, "en"),
      brands: p.brands,
      sub_categories: p.sub_categories,
    });
    expectId(row, p.id, "product");
  }
  await translate(app, catalog, translation, specsOf);
  // Last: creating a translation rewrites its English row's shared fields (and so its updated_at).
  for (const p of catalog.products) {
    await knex("products")
      .where({ id: p.id })
      .update({ created_at: new Date(p.created_at), updated_at: new Date(p.created_at) });
  }

  const role = await app.query("role", "users-permissions").findOne({ type: "authenticated" }, []);
  for (const user of users) {
    await app.plugins["users-permissions"].services.user.add({ ...user, provider: "local", confirmed: true, blocked: false, role: role.id });
  }
  if (historyFile) await seedHistory(app, JSON.parse(fs.readFileSync(historyFile, "utf8")));
  for (const locale of ["en", translation.locale]) {
    const counts = await Promise.all(["brand", "product-category", "sub-category", "product"].map((m) => app.query(m).count({ locale })));
    console.log(`seeded ${counts.join("/")} brands/categories/sub-categories/products in ${locale}`);
  }
  console.log(`seeded ${users.length} users`);
  await app.destroy();
  process.exit(0);
}

/**
 * The translation, the way an editor enters it in the admin panel: the locale through the i18n plugin's locales
 * service, then every translated entry through the plugin's own `createLocalization` action (what
 * `POST /<type>/:id/localizations` runs): it copies the English row's shared fields, links the new row with every
 * existing localization both ways and syncs the shared fields back. Slugs are unique table-wide, so a translation's
 * slug is `<English slug>-<locale>`; relations are per locale, so a translation links the same locale's rows.
 * Every brand is translated (its name stays Latin), as in the stand-in's seed (strapi-stand-in/src/seed/translation-rows.ts).
 */
async function translate(app, catalog, t, specsOf) {
  const { locale } = t;
  const { locales, "iso-locales": isoLocales } = app.plugins.i18n.services;
  // As Settings > Internationalization adds it: the code and name from the plugin's own list ("Arabic (ar)").
  const iso = isoLocales.getIsoLocales().find((l) => l.code === locale);
  if (!iso) throw new Error(`${locale}: not a locale the i18n plugin knows`);
  if (!(await locales.findByCode(locale))) await locales.create({ code: iso.code, name: iso.name });
  const localize = async (type, englishId, data) => {
    const ctx = { params: { id: englishId }, request: { body: { ...data, locale } }, is: () => false, body: undefined };
    await app.api[type].controllers[type].createLocalization(ctx);
    return ctx.body;
  };
  const mapped = (ids, from, what) => {
    if (!ids.has(from)) throw new Error(`${locale} translation: ${what} ${from} is not translated`);
    return ids.get(from);
  };

  const brands = new Map();
  for (const brand of catalog.brands) {
    brands.set(brand.id, (await localize("brand", brand.id, { name: brand.name, slug: `${brand.slug}-${locale}` })).id);
  }
  const categories = new Map();
  const englishCategories = new Map(catalog.categories.map((c) => [c.id, c]));
  for (const entry of t.categories) {
    const category = englishCategories.get(entry.of);
    const row = await localize("product-category", entry.of, { name: entry.name, slug: `${category.slug}-${locale}` });
    categories.set(entry.of, row.id);
  }
  const englishSubs = new Map(catalog.categories.flatMap((c) => c.sub_categories.map((sub) => [sub.id, { ...sub, category: c.id }])));
  const subs = new Map();
  for (const entry of t.sub_categories) {
    const sub = englishSubs.get(entry.of);
    const data = { name: entry.name, slug: `${sub.slug}-${locale}`, product_category: mapped(categories, sub.category, "category") };
    subs.set(entry.of, (await localize("sub-category", entry.of, data)).id);
  }
  const englishProducts = new Map(catalog.products.map((p) => [p.id, p]));
  const translatedAt = Date.parse("2026-11-22T00:00:10.000Z");
  for (const [i, entry] of t.products.entries()) {
    const p = englishProducts.get(entry.of);
    const row = await localize("product", entry.of, {
      title: entry.title,
      description: entry.description,
      product_slug: `${p.product_slug}-${locale}`,
      is_active: entry.is_active,
      specifications: specsOf(entry.of, locale),
      brands: (p.brands || []).map((id) => mapped(brands, id, "brand")),
      sub_categories: (p.sub_categories || []).map((id) => mapped(subs, id, "sub-category")),
    });
    const at = new Date(translatedAt + 2000 + i * 7);
    await app.connections.default("products").where({ id: row.id }).update({ created_at: at, updated_at: at });
  }
}

/**
 * The demo accounts' saved addresses and past orders (strapi-stand-in/src/seed/demo-history.ts), as the stand-in seeds
 * them: through the entity queries the extension's controllers use, priced from the products by the extension's
 * own rules (shop/order-totals.js), numbered from the order's id and the day placed as the extension numbers it,
 * oldest first so the next real order continues after them. The dates are set through knex afterwards, since the
 * timestamps plugin stamps "now". Their tax invoice (and, cancelled, credit note) numbers are issued at Strapi's
 * next start, in the order placed, as on a shop that installs the extension over existing orders (shop/setup.js).
 */
async function seedHistory(app, history) {
  const crypto = require("crypto");
  const { unitPriceFils, listPriceFils, orderNumber, storedMoney } = require(path.join(process.cwd(), "shop/order-totals"));
  const knex = app.connections.default;
  const now = Date.now();
  const at = (daysAgo) => new Date(now - daysAgo * 24 * 60 * 60 * 1000);
  const users = new Map();
  for (const account of history) {
    const user = await app.query("user", "users-permissions").findOne({ email: account.email }, []);
    if (!user) throw new Error(`demo history: no user ${account.email}`);
    users.set(account.email, user.id);
    for (const address of account.addresses) await app.query("address").create({ ...address, user: user.id });
  }
  const orders = history.flatMap((account) => account.orders.map((order, i) => ({ account, order, i })));
  orders.sort((a, b) => b.order.history[0].daysAgo - a.order.history[0].daysAgo);
  for (const { account, order, i } of orders) {
    const user = users.get(account.email);
    const lines = [];
    for (const line of order.lines) {
      const product = await app.query("product").findOne({ id: line.product }, []);
      if (!product || !product.is_active || product.locale !== "en") throw new Error(`demo history: product ${line.product} is not for sale`);
      const unit = unitPriceFils(product.price, product.sale_price);
      lines.push({ ...line, unit, list: listPriceFils(product.price, product.sale_price), title: product.title, part_number: product.part_number });
    }
    const { fields: money } = storedMoney(lines);
    const steps = order.history.map((step) => ({ status: step.status, at: at(step.daysAgo).toISOString(), note: null }));
    const { is_default: _default, ...address } = account.addresses[order.address];
    const created = await app.query("order").create({
      number: `seed-${crypto.randomBytes(12).toString("hex")}`,
      user,
      status: steps[steps.length - 1].status,
      status_history: steps,
      ...money,
      shipping_address: address,
      payment_method: order.payment_method,
      note: order.note,
      contact_email: account.email,
      contact_phone: account.phone,
      locale: order.locale,
      idempotency: crypto
        .createHash("sha256")
        .update(`user:${user}|demo-history-${i + 1}`)
        .digest("hex"),
    });
    await app.query("order").update({ id: created.id }, { number: orderNumber(created.id, steps[0].at) });
    await knex("orders")
      .where({ id: created.id })
      .update({ created_at: new Date(steps[0].at), updated_at: new Date(steps[steps.length - 1].at) });
  }
  console.log(`seeded ${history.reduce((n, a) => n + a.addresses.length, 0)} addresses and ${orders.length} orders of the demo accounts`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
