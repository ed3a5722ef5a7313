// What a Strapi admin does to the catalogue, for tests and benchmarks: create, update (deactivate is
// `is_active: false`) and delete products, each firing the same webhook the hosted backend fires. Guarded by a
// token from the stand-in's configuration (BACKEND_ADMIN_TOKEN); without one configured, these routes don't exist.
import { Router } from "express";
import type { Db } from "../db/open.js";
import { badRequest, HttpError } from "../http/http-error.js";
import { requireAdmin } from "../http/require-admin.js";
import { loadProducts } from "../catalog/product-repo.js";
import { sendWebhook, type WebhookConfig } from "../webhooks/webhook-sender.js";

const FIELDS = ["title", "product_slug", "price", "sale_price", "is_active", "part_number", "description"] as const;
/** The admin-writable fields the shop's Strapi shares across locales (the rest are per locale). */
const SHARED_FIELDS = ["price", "sale_price", "part_number"] as const;

function productId(raw: string | undefined): number {
  if (!raw || !/^\d{1,12}$/.test(raw)) throw new HttpError(404, "Not Found");
  return Number(raw);
}

function writeProduct(db: Db, id: number | null, body: Record<string, unknown>): number {
  const now = new Date().toISOString();
  const values: Record<string, unknown> = {};
  for (const f of FIELDS) if (f in body) values[f] = f === "is_active" ? (body[f] ? 1 : 0) : body[f];
  const run = db.transaction(() => {
    let target = id;
    if (target === null) {
      for (const f of ["title", "product_slug", "price"] as const) if (values[f] === undefined) throw badRequest(`${f} is required`);
      const row = db
        .prepare(
          "INSERT INTO products (title, product_slug, price, sale_price, is_active, part_number, description, badge, created_at, updated_at, locale, localization_group) " +
            "VALUES (@title, @product_slug, @price, @sale_price, @is_active, @part_number, @description, NULL, @now, @now, 'en', -1)",
        )
        .run({ sale_price: null, is_active: 1, part_number: null, description: null, ...values, now });
      target = Number(row.lastInsertRowid);
      // A new product is an English (default-locale) row heading its own localization group.
      db.prepare("UPDATE products SET localization_group = id WHERE id = ?").run(target);
    } else if (Object.keys(values).length > 0) {
      const sets = Object.keys(values)
        .map((k) => `${k} = @${k}`)
        .join(", ");
      db.prepare(`UPDATE products SET ${sets}, updated_at = @now WHERE id = @id`).run({ ...values, now, id: target });
      // Strapi's i18n plugin copies the fields shared across locales to the entry's other localizations through
      // its database layer: they change too, without a webhook of their own.
      const shared = SHARED_FIELDS.filter((f) => f in values);
      if (shared.length > 0) {
        const sharedSets = shared.map((k) => `${k} = @${k}`).join(", ");
        db.prepare(
          `UPDATE products SET ${sharedSets}, updated_at = @now WHERE id != @id AND localization_group = (SELECT localization_group FROM products WHERE id = @id)`,
        ).run({ ...Object.fromEntries(shared.map((k) => [k, values[k]])), now, id: target });
      }
    }
    for (const [key, table, column] of [
      ["brands", "product_brands", "brand_id"],
      ["sub_categories", "product_sub_categories", "sub_category_id"],
    ] as const) {
      const ids = body[key];
      if (ids === undefined) continue;
      if (!Array.isArray(ids) || !ids.every((x) => Number.isSafeInteger(x))) throw badRequest(`${key} must be a list of ids`);
      db.prepare(`DELETE FROM ${table} WHERE product_id = ?`).run(target);
      for (const other of ids) db.prepare(`INSERT INTO ${table} (product_id, ${column}) VALUES (?, ?)`).run(target, other);
    }
    if (body.specifications !== undefined) replaceSpecifications(db, target, body.specifications);
    return target;
  });
  return run();
}

/** The row's `specifications` component replaced by `list` (Strapi replaces a repeatable component as a whole). */
function replaceSpecifications(db: Db, productId: number, list: unknown): void {
  const text = (v: unknown) => typeof v === "string" && v.trim() !== "";
  const valid = (s: Record<string, unknown>) =>
    text(s.key) &&
    text(s.group) &&
    text(s.label) &&
    text(s.value) &&
    (s.unit == null || typeof s.unit === "string") &&
    (s.numeric_value == null || Number.isFinite(s.numeric_value));
  if (!Array.isArray(list) || !list.every((s) => typeof s === "object" && s !== null && valid(s as Record<string, unknown>))) {
    throw badRequest("specifications must be a list of { key, group, label, value, unit?, numeric_value? }");
  }
  db.prepare("DELETE FROM components_product_specifications WHERE product_id = ?").run(productId);
  const insert = db.prepare(
    'INSERT INTO components_product_specifications (product_id, position, key, "group", label, value, unit, numeric_value) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  (list as Record<string, unknown>[]).forEach((s, i) => insert.run(productId, i, s.key, s.group, s.label, s.value, s.unit ?? null, s.numeric_value ?? null));
}

export function adminProductsRouter(db: Db, token: string, webhooks: WebhookConfig | undefined): Router {
  const router = Router();
  const entry = (id: number) => loadProducts(db, [id], "top-level")[0];

  router.post("/products", async (req, res) => {
    requireAdmin(req, token);
    const id = writeProduct(db, null, (req.body ?? {}) as Record<string, unknown>);
    const product = entry(id);
    await sendWebhook(webhooks, "entry.create", "product", product);
    res.json(product);
  });
  router.put("/products/:id", async (req, res) => {
    requireAdmin(req, token);
    const id = productId(req.params.id);
    if (!entry(id)) throw new HttpError(404, "Not Found");
    writeProduct(db, id, (req.body ?? {}) as Record<string, unknown>);
    const product = entry(id);
    await sendWebhook(webhooks, "entry.update", "product", product);
    res.json(product);
  });
  router.delete("/products/:id", async (req, res) => {
    requireAdmin(req, token);
    const id = productId(req.params.id);
    const product = entry(id);
    if (!product) throw new HttpError(404, "Not Found");
    db.prepare("DELETE FROM products WHERE id = ?").run(id);
    await sendWebhook(webhooks, "entry.delete", "product", product);
    res.json(product);
  });
  // A large catalogue for benchmarks: `count` more active products, variations of the seeded ones (titles, part
  // numbers and prices varied, same brands and sub-categories), in one transaction and without webhooks.
  router.post("/_admin/generate-products", (req, res) => {
    requireAdmin(req, token);
    const count = Number((req.body as { count?: unknown } | undefined)?.count);
    if (!Number.isSafeInteger(count) || count < 1 || count > 100_000) throw badRequest("count must be 1 to 100000");
    const seeds = db
      .prepare("SELECT id, title, price, sale_price, part_number, description FROM products WHERE is_active = 1 AND locale = 'en' ORDER BY id")
      .all() as {
      id: number;
      title: string;
      price: number;
      sale_price: number | null;
      part_number: string | null;
      description: string | null;
    }[];
    const insert = db.prepare(
      "INSERT INTO products (title, product_slug, price, sale_price, is_active, part_number, description, badge, created_at, updated_at, locale, localization_group) VALUES (?, ?, ?, ?, 1, ?, ?, NULL, ?, ?, 'en', ?)",
    );
    const ownGroup = db.prepare("UPDATE products SET localization_group = id WHERE id = ?");
    const copyLinks = [
      db.prepare("INSERT INTO product_brands (product_id, brand_id) SELECT ?, brand_id FROM product_brands WHERE product_id = ?"),
      db.prepare("INSERT INTO product_sub_categories (product_id, sub_category_id) SELECT ?, sub_category_id FROM product_sub_categories WHERE product_id = ?"),
    ];
    const first = (db.prepare("SELECT COALESCE(MAX(id), 0) + 1 AS next FROM products").get() as { next: number }).next;
    const now = new Date().toISOString();
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const seed = seeds[i % seeds.length]!;
        const n = first + i;
        const factor = 0.8 + ((n * 37) % 41) / 100;
        const price = Math.round(seed.price * factor * 100) / 100;
        const sale = seed.sale_price === null ? null : Math.round(seed.sale_price * factor * 100) / 100;
        const title = `${seed.title} (variant ${n})`;
        const row = insert.run(title, `generated-${n}`, price, sale, seed.part_number ? `${seed.part_number}-V${n}` : null, seed.description, now, now, -n);
        ownGroup.run(Number(row.lastInsertRowid));
        for (const link of copyLinks) link.run(Number(row.lastInsertRowid), seed.id);
      }
    })();
    res.json({ created: count });
  });
  return router;
}
