// Product specifications (#27): the repeatable `specifications` component on every product row, each locale's row
// in its own words with the same keys and numbers.
import Database from "better-sqlite3";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { upgradeSchema } from "../src/db/migrate.js";
import { SCHEMA_VERSION } from "../src/db/schema.sql.js";
import { STRAPI_PROJECT_ENV } from "../src/testing/start-strapi.js";
import { TEST_ADMIN_TOKEN } from "../src/testing/start-test-backend.js";
import { ensureTestTemplate } from "../src/testing/test-template.js";
import { useBackend } from "./helpers.js";

const api = useBackend();

interface Spec {
  id: number;
  key: string;
  group: string;
  label: string;
  value: string;
  unit: string | null;
  numeric_value: number | null;
}
type Row = { id: number; title: string; locale: string; specifications: Spec[] };
const withoutIds = (specs: Spec[]) => specs.map(({ key, numeric_value }) => ({ key, numeric_value }));

describe("specifications", () => {
  it("a workstation carries its configuration, in English and in Arabic", async () => {
    const en = (await api.get<Row[]>("/products?part_number=DELL-P5860-81C3A1")).body[0];
    const ar = (await api.get<Row[]>("/products?_locale=ar&part_number=DELL-P5860-81C3A1")).body[0];
    expect(en?.specifications.map((s) => [s.group, s.label, s.value, s.unit])).toEqual([
      ["Processor", "Processor", "Intel Xeon w5-2455X", null],
      ["Processor", "CPU cores", "12", null],
      ["Graphics", "Graphics card", "NVIDIA RTX 4000 Ada", null],
      ["Graphics", "Graphics memory", "20", "GB"],
      ["Memory", "Memory (RAM)", "64", "GB"],
      ["Storage", "Storage (SSD)", "2", "TB"],
      ["Design", "Form factor", "Tower", null],
    ]);
    expect(ar).toBeDefined();
    expect(withoutIds(ar?.specifications ?? [])).toEqual(withoutIds(en?.specifications ?? []));
    const arRam = ar?.specifications.find((s) => s.key === "ram_gb");
    expect(arRam).toMatchObject({ group: "الذاكرة", value: "64", unit: "غيغابايت", numeric_value: 64 });
    expect(ar?.specifications.find((s) => s.key === "form_factor")?.value).toBe("برجي");
  });

  it("a licence, a broadcast router and an accessory", async () => {
    const one = async (part: string) => (await api.get<Row[]>(`/products?part_number=${part}`)).body[0]?.specifications ?? [];
    const values = (specs: Spec[]) => Object.fromEntries(specs.map((s) => [s.key, s.numeric_value ?? s.value]));
    expect(values(await one("829O1-SUB-3Y-A45"))).toEqual({ licence_type: "Subscription", seats: 1, term_months: 36, platform: "Windows" });
    expect(values(await one("KUMO-1616-12G"))).toMatchObject({ inputs: 16, outputs: 16, interfaces: "12G-SDI", rack_units: 1 });
    expect(await one("4J0G2AA")).toEqual([]);
  });

  it("every workstation, broadcast, pro AV and software product has some", async () => {
    const slugs = ["workstations", "broadcast", "pro-audio", "pro-video", "aec-software"];
    for (const slug of slugs) {
      const rows = (await api.get<Row[]>(`/products?sub_categories.product_category.slug=${slug}&_limit=-1`)).body;
      expect(rows.length, slug).toBeGreaterThan(0);
      for (const row of rows) expect(row.specifications.length, `${slug}: ${row.title}`).toBeGreaterThan(1);
    }
  });
});

// A database from before specifications (schema version 6) gains them when the stand-in opens it.
describe.skipIf(Boolean(process.env[STRAPI_PROJECT_ENV]))("upgrading to schema version 7", () => {
  it("creates the component table and fills every locale's rows, the same as a fresh seed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "stand-in-specs-"));
    try {
      const path = join(dir, "shop.db");
      copyFileSync((await ensureTestTemplate()).dbPath, path);
      const db = new Database(path);
      const all = () =>
        db
          .prepare(
            'SELECT product_id, position, key, "group", label, value, unit, numeric_value FROM components_product_specifications ORDER BY product_id, position',
          )
          .all();
      const seeded = all();
      // Back to a real version 6: without what version 7 (specifications) and version 8 (quotes) added.
      db.exec(`
        DROP TABLE components_product_specifications;
        DROP TABLE components_quote_lines;
        DROP TABLE quotes;
        DELETE FROM shop_sequences WHERE name = 'quote';
        ALTER TABLE orders DROP COLUMN quote_number;
      `);
      db.pragma("user_version = 6");
      upgradeSchema(db);
      expect(db.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
      expect(all()).toEqual(seeded);
      expect(seeded.length).toBeGreaterThan(1000);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// As an editor does in the admin panel: the list is replaced as a whole (stand-in only; the admin API of a real
// Strapi is its content manager).
describe.skipIf(Boolean(process.env[STRAPI_PROJECT_ENV]))("the admin route", () => {
  const put = (id: number, body: unknown) =>
    api.post<Row>(`/products/${id}`, body, { method: "PUT", headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
  it("replaces a product's specifications, and refuses a malformed list", async () => {
    const list = [{ key: "weight_kg", group: "Design", label: "Weight", value: "0.5", unit: "kg", numeric_value: 0.5 }];
    const reply = await put(1, { specifications: list });
    expect(reply.status).toBe(200);
    expect(reply.body.specifications.map(({ id: _id, ...rest }) => rest)).toEqual(list);
    expect((await put(1, { specifications: [{ key: "x" }] })).status).toBe(400);
    expect((await put(1, { specifications: [] })).body.specifications).toEqual([]);
  });
});
