// The stand-in's tables. Column names are the Strapi field names, so the query builder can map an allowlisted
// field straight to a column and the serializers can copy rows without renaming.
// Bump SCHEMA_VERSION whenever this text changes: startup refuses a database built for another version.
export const SCHEMA_VERSION = 1;

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
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE product_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE sub_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  product_category INTEGER REFERENCES product_categories(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
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
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

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

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE,
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
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- What built this database (see seed/seed-fingerprint.ts), so a stale template is rebuilt, not reused.
CREATE TABLE seed_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
