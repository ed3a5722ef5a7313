// The stand-in's tables. Column names are the Strapi field names, so the query builder can map an allowlisted
// field straight to a column and the serializers can copy rows without renaming.
// The catalog tables are localized as Strapi 3.6's i18n plugin does it: each translation is a row of its own (own
// id, own slug, its own relations), `locale` says which, and rows sharing `localization_group` (the default-locale
// row's id) are each other's `localizations`.
// A change is a new entry in SCHEMA_UPGRADES (never an edit of SCHEMA_SQL): a fresh database runs the base and
// every upgrade, an existing one only those after its version (db/migrate.ts), so both end with the same tables.
import { SHOP_LOCALES } from "@proav/shop-rules";

/** The version SCHEMA_SQL alone builds. */
export const BASE_SCHEMA_VERSION = 5;

/** The languages an order may be in, as SQL: `'en', 'ar'` (the order model's enumeration on the hosted Strapi). */
const ORDER_LOCALES_SQL = SHOP_LOCALES.map((locale) => `'${locale}'`).join(", ");

export const SCHEMA_SQL = `
CREATE TABLE upload_files (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  alternative_text TEXT,
  caption TEXT,
  width INTEGER,
  height INTEGER,
  formats TEXT,
  hash TEXT NOT NULL,
  ext TEXT,
  mime TEXT NOT NULL,
  size REAL NOT NULL,
  url TEXT NOT NULL,
  preview_url TEXT,
  provider TEXT NOT NULL,
  provider_metadata TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  locale TEXT NOT NULL DEFAULT 'en',
  localization_group INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (localization_group, locale)
);

CREATE TABLE product_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  locale TEXT NOT NULL DEFAULT 'en',
  localization_group INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (localization_group, locale)
);

CREATE TABLE sub_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  locale TEXT NOT NULL DEFAULT 'en',
  localization_group INTEGER NOT NULL,
  product_category INTEGER REFERENCES product_categories(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (localization_group, locale)
);
CREATE INDEX sub_categories_product_category ON sub_categories(product_category);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  product_slug TEXT NOT NULL UNIQUE,
  price REAL NOT NULL,
  sale_price REAL,
  is_active INTEGER NOT NULL CHECK (is_active IN (0, 1)),
  part_number TEXT,
  description TEXT,
  badge TEXT,
  image_1 INTEGER REFERENCES upload_files(id),
  locale TEXT NOT NULL DEFAULT 'en',
  localization_group INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (localization_group, locale)
);
CREATE INDEX products_locale ON products(locale, id);

-- The repeatable "badges" component: Strapi keeps components in their own table with an order column.
CREATE TABLE components_product_badges (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  value TEXT NOT NULL
);
CREATE INDEX components_product_badges_product ON components_product_badges(product_id, position);

CREATE TABLE product_brands (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  brand_id INTEGER NOT NULL REFERENCES brands(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, brand_id)
);
CREATE INDEX product_brands_brand ON product_brands(brand_id, product_id);

CREATE TABLE product_sub_categories (
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  sub_category_id INTEGER NOT NULL REFERENCES sub_categories(id) ON DELETE CASCADE,
  PRIMARY KEY (product_id, sub_category_id)
);
CREATE INDEX product_sub_categories_sub ON product_sub_categories(sub_category_id, product_id);

CREATE TABLE roles (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  type TEXT NOT NULL UNIQUE
);

-- username and email are unique whatever their case (JOHN.DOE is john.doe). tokens_valid_after (unix
-- milliseconds): a JWT issued earlier (its ts claim) is refused, so a password change, a reset or "sign out
-- everywhere" ends every older session.
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  provider TEXT NOT NULL DEFAULT 'local',
  password TEXT,
  reset_password_token TEXT,
  confirmation_token TEXT,
  confirmed INTEGER NOT NULL DEFAULT 1,
  blocked INTEGER NOT NULL DEFAULT 0,
  role INTEGER REFERENCES roles(id),
  first_name TEXT,
  last_name TEXT,
  phone TEXT,
  tokens_valid_after INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The address book: each row belongs to one user, who alone reads and changes it. At most one default per user.
CREATE TABLE addresses (
  id INTEGER PRIMARY KEY,
  user INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  emirate TEXT NOT NULL CHECK (emirate IN ('abu_dhabi', 'dubai', 'sharjah', 'ajman', 'umm_al_quwain', 'ras_al_khaimah', 'fujairah')),
  area TEXT NOT NULL,
  street TEXT NOT NULL,
  building TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX addresses_user ON addresses(user, id);
CREATE UNIQUE INDEX addresses_one_default ON addresses(user) WHERE is_default = 1;

-- Orders: a snapshot of what was sold. Guest orders have no user and are found by number plus contact_email.
-- (idempotency_scope, idempotency_key) makes a repeated submission return the first order instead of a second.
-- Amounts are AED decimals as Strapi stores them; they are computed in integer fils (the extension's strapi/shop/order-totals.js).
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  user INTEGER REFERENCES users(id) ON DELETE SET NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'processing', 'shipped', 'delivered', 'cancelled')),
  status_history TEXT NOT NULL,
  sub_total REAL NOT NULL,
  shipping REAL NOT NULL,
  vat_included REAL NOT NULL,
  total REAL NOT NULL,
  shipping_address TEXT NOT NULL,
  payment_method TEXT NOT NULL CHECK (payment_method IN ('cash_on_delivery', 'bank_transfer')),
  note TEXT,
  contact_email TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  -- The language the order was placed in: its e-mails and invoice are written in it.
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN (${ORDER_LOCALES_SQL})),
  idempotency_scope TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (idempotency_scope, idempotency_key)
);
CREATE INDEX orders_user ON orders(user, id);
CREATE INDEX orders_track ON orders(number, contact_email);

-- The repeatable "lines" component of an order.
CREATE TABLE components_order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product INTEGER NOT NULL,
  title TEXT NOT NULL,
  part_number TEXT,
  unit_price REAL NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  line_total REAL NOT NULL
);
CREATE INDEX components_order_lines_order ON components_order_lines(order_id, position);

-- What built this database (see seed/seed-fingerprint.ts), so a stale template is rebuilt, not reused.
CREATE TABLE seed_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/**
 * Each entry upgrades the database from version BASE_SCHEMA_VERSION + index to the next, in one transaction
 * (db/migrate.ts), followed by its data step there when it has one.
 */
export const SCHEMA_UPGRADES: readonly string[] = [
  // 6: tax documents (#25). An order's company buyer (JSON of { legal_name, trn, emirate, area, street, building },
  // as shipping_address) and PO number; its tax invoice number, issued when the order is stored, and its credit
  // note's once the shop cancels it; each line's list price when sold below it. shop_sequences holds the last
  // number issued of each gap-free sequence ('invoice', 'credit_note'), moved only inside the transaction that
  // stores the document. A user's company profile, JSON as on the order.
  `
ALTER TABLE orders ADD COLUMN company TEXT;
ALTER TABLE orders ADD COLUMN po_number TEXT;
ALTER TABLE orders ADD COLUMN invoice_number TEXT;
ALTER TABLE orders ADD COLUMN invoiced_at TEXT;
ALTER TABLE orders ADD COLUMN credit_note_number TEXT;
ALTER TABLE orders ADD COLUMN credited_at TEXT;
CREATE UNIQUE INDEX orders_invoice_number ON orders(invoice_number);
CREATE UNIQUE INDEX orders_credit_note_number ON orders(credit_note_number);
ALTER TABLE components_order_lines ADD COLUMN list_price REAL;
ALTER TABLE users ADD COLUMN company TEXT;
CREATE TABLE shop_sequences (
  name TEXT PRIMARY KEY,
  value INTEGER NOT NULL CHECK (value >= 0)
);
INSERT INTO shop_sequences (name, value) VALUES ('invoice', 0), ('credit_note', 0);
`,
  // 7: product specifications (#27), the repeatable "specifications" component of a product, one row per entry
  // of each locale's product row (Strapi's component table; its data step seeds the demo catalogue's).
  `
CREATE TABLE components_product_specifications (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  key TEXT NOT NULL,
  "group" TEXT NOT NULL,
  label TEXT NOT NULL,
  value TEXT NOT NULL,
  unit TEXT,
  numeric_value REAL
);
CREATE INDEX components_product_specifications_product ON components_product_specifications(product_id, position);
`,
  // 8: requests for quote (#27). A quote and its lines (the product, its title and web unit price when requested,
  // the shop's quoted unit price); its number from its own 'quote' sequence, taken in the transaction that stores
  // it. `expired` is never stored (readers derive it from valid_until). Accepting stores the order placed
  // (order_id, order_number, accepted_at) and the acceptance's idempotency hash, in the order's transaction; the
  // order carries the quote's number. An accepted quote's order lines hold its quantities, up to 999 (orders
  // placed from the cart stay at 99 by the extension's rules), so the order lines table is rebuilt with that CHECK.
  `
CREATE TABLE quotes (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  user INTEGER REFERENCES users(id) ON DELETE SET NULL,
  status TEXT NOT NULL CHECK (status IN ('requested', 'quoted', 'accepted', 'declined')),
  company TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  trn TEXT,
  emirate TEXT NOT NULL,
  needed_by TEXT,
  notes TEXT,
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale IN (${ORDER_LOCALES_SQL})),
  valid_until TEXT,
  shop_note TEXT,
  quoted_at TEXT,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  order_number TEXT,
  accepted_at TEXT,
  accept_idempotency TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX quotes_user ON quotes(user, id);
CREATE TABLE components_quote_lines (
  id INTEGER PRIMARY KEY,
  quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product INTEGER NOT NULL,
  title TEXT NOT NULL,
  part_number TEXT,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  web_unit_price REAL NOT NULL,
  quoted_unit_price REAL CHECK (quoted_unit_price >= 0)
);
CREATE INDEX components_quote_lines_quote ON components_quote_lines(quote_id, position);
INSERT INTO shop_sequences (name, value) VALUES ('quote', 0);
ALTER TABLE orders ADD COLUMN quote_number TEXT;
CREATE TABLE components_order_lines_new (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  product INTEGER NOT NULL,
  title TEXT NOT NULL,
  part_number TEXT,
  unit_price REAL NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
  line_total REAL NOT NULL,
  list_price REAL
);
INSERT INTO components_order_lines_new (id, order_id, position, product, title, part_number, unit_price, quantity, line_total, list_price)
  SELECT id, order_id, position, product, title, part_number, unit_price, quantity, line_total, list_price FROM components_order_lines;
DROP TABLE components_order_lines;
ALTER TABLE components_order_lines_new RENAME TO components_order_lines;
CREATE INDEX components_order_lines_order ON components_order_lines(order_id, position);
`,
];

/** The version this code serves: the base plus every upgrade. */
export const SCHEMA_VERSION = BASE_SCHEMA_VERSION + SCHEMA_UPGRADES.length;
