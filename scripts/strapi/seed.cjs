"use strict";
// Seeds a fresh Strapi 3.6.11 project with the shop's demo catalogue and accounts, through Strapi's own APIs
// (the entity queries and the users-permissions user service), so relations, components and password hashes are
// exactly what a real Strapi stores. Run inside the generated project: `node seed.cjs <catalog.json> <users.json>`.
// Catalogue ids are kept (rows are created in id order on an empty database); `created_at` is set afterwards
// through Strapi's knex connection, since the timestamps plugin stamps "now" on create.
const fs = require("fs");
const path = require("path");

async function main() {
  const [catalogFile, usersFile] = process.argv.slice(2);
  const catalog = JSON.parse(fs.readFileSync(catalogFile, "utf8"));
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
      brands: p.brands,
      sub_categories: p.sub_categories,
    });
    expectId(row, p.id, "product");
    await knex("products")
      .where({ id: p.id })
      .update({ created_at: new Date(p.created_at), updated_at: new Date(p.created_at) });
  }

  const role = await app.query("role", "users-permissions").findOne({ type: "authenticated" }, []);
  for (const user of users) {
    await app.plugins["users-permissions"].services.user.add({ ...user, provider: "local", confirmed: true, blocked: false, role: role.id });
  }
  const counts = await Promise.all(["brand", "product-category", "sub-category", "product"].map((m) => app.query(m).count()));
  console.log(`seeded ${counts.join("/")} brands/categories/sub-categories/products and ${users.length} users`);
  await app.destroy();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
