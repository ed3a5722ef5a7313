import Database from "better-sqlite3";

/**
 * Ids of the cheapest products an order can hold (English rows, active, in stock), read from the stand-in's
 * database: cheap so cash on delivery accepts the order. `withPartNumber` picks only products that have one.
 */
export function cheapestOrderableIds(dbPath: string, count: number, opts: { withPartNumber?: boolean } = {}): string[] {
  const db = new Database(dbPath, { readonly: true });
  try {
    const rows = db
      .prepare(
        `SELECT id FROM products WHERE locale = 'en' AND is_active = 1 ${opts.withPartNumber ? "AND part_number IS NOT NULL " : ""}` +
          "AND (badge IS NULL OR badge NOT LIKE '%outStock%') ORDER BY COALESCE(sale_price, price), id LIMIT ?",
      )
      .all(count) as { id: number }[];
    return rows.map((r) => String(r.id));
  } finally {
    db.close();
  }
}
