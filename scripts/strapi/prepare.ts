// Builds (once per change) a real Strapi 3.6.11 project with the shop's catalogue types (localized by the i18n
// plugin, locales en and ar) and the strapi/ extension, seeded with the demo catalogue, its Arabic translation and
// accounts, under .cache/strapi-project (never in git). Two stamps decide what
// to redo: the npm dependencies (template/package.json) and the app plus its seeded database (a hash of the
// template, the extension, the seed script and the demo data).
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_USERS } from "../../strapi-stand-in/src/seed/demo-users.js";
import { DEMO_HISTORY } from "../../strapi-stand-in/src/seed/demo-history.js";
import { parseCatalog, readCatalogText } from "../../strapi-stand-in/src/seed/catalog-file.js";
import { productSpecifications } from "../../strapi-stand-in/src/seed/specifications.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const here = join(root, "scripts/strapi");
export const STRAPI_PROJECT_DIR = join(root, ".cache/strapi-project");
/** The seeded database every test run copies (tests never write to it). */
export const SEED_DB = ".tmp/seed.db";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

function hashOf(paths: string[]): string {
  const hash = createHash("sha256");
  for (const path of paths.flatMap((p) => (statSync(p).isDirectory() ? files(p) : [p])).sort()) {
    hash.update(relative(root, path)).update("\0").update(readFileSync(path)).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

const stamp = (name: string) => join(STRAPI_PROJECT_DIR, name);
const readStamp = (name: string) => (existsSync(stamp(name)) ? readFileSync(stamp(name), "utf8") : "");

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  execFileSync(command, args, { cwd: STRAPI_PROJECT_DIR, stdio: "inherit", env: { ...process.env, ...env } });
}

/** npm packages: Strapi declares node <=14 but runs on 20; sqlite3 and sharp compile here (no prebuilt downloads). */
function ensureDependencies(log: (line: string) => void) {
  const key = hashOf([join(here, "template/package.json")]);
  if (readStamp(".deps-stamp") === key && existsSync(join(STRAPI_PROJECT_DIR, "node_modules/strapi"))) return;
  const started = Date.now();
  log("installing Strapi 3.6.11 (npm, then sqlite3 and sharp from source)");
  mkdirSync(STRAPI_PROJECT_DIR, { recursive: true });
  cpSync(join(here, "template/package.json"), join(STRAPI_PROJECT_DIR, "package.json"));
  run("npm", ["install", "--ignore-scripts", "--engine-strict=false", "--no-audit", "--no-fund", "--loglevel=error"]);
  run("npm", ["rebuild", "sqlite3", "sharp"], { npm_config_build_from_source: "true" });
  writeFileSync(stamp(".deps-stamp"), key);
  log(`Strapi installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

const APP_ENTRIES = ["api", "components", "config", "extensions", "shop", ".tmp", "seed.cjs"];

/** The app: the catalogue types (template), then the extension on top, exactly as an operator copies it. */
function assembleAndSeed(log: (line: string) => void) {
  const inputs = [
    join(here, "template"),
    join(root, "strapi"),
    join(here, "seed.cjs"),
    join(root, "strapi-stand-in/src/seed/catalog.json"),
    join(root, "strapi-stand-in/src/seed/catalog-ar.json"),
    join(root, "strapi-stand-in/src/seed/demo-users.ts"),
    join(root, "strapi-stand-in/src/seed/demo-history.ts"),
    join(root, "strapi-stand-in/src/seed/specifications.ts"),
    join(root, "strapi-stand-in/src/seed/specification-table.ts"),
  ];
  const key = hashOf(inputs);
  if (readStamp(".app-stamp") === key && existsSync(join(STRAPI_PROJECT_DIR, SEED_DB))) return;
  const started = Date.now();
  for (const entry of APP_ENTRIES) rmSync(join(STRAPI_PROJECT_DIR, entry), { recursive: true, force: true });
  for (const entry of ["api", "components", "config", "extensions"])
    cpSync(join(here, "template", entry), join(STRAPI_PROJECT_DIR, entry), { recursive: true });
  for (const entry of ["api", "components", "config", "extensions", "shop"])
    cpSync(join(root, "strapi", entry), join(STRAPI_PROJECT_DIR, entry), { recursive: true });
  cpSync(join(here, "seed.cjs"), join(STRAPI_PROJECT_DIR, "seed.cjs"));
  mkdirSync(join(STRAPI_PROJECT_DIR, ".tmp"), { recursive: true });
  const users = join(STRAPI_PROJECT_DIR, ".tmp/users.json");
  writeFileSync(users, JSON.stringify(DEMO_USERS));
  const history = join(STRAPI_PROJECT_DIR, ".tmp/history.json");
  writeFileSync(history, JSON.stringify(DEMO_HISTORY));
  // The demo specifications as the stand-in derives them, by English product id and locale (#27).
  const specifications = join(STRAPI_PROJECT_DIR, ".tmp/specifications.json");
  writeFileSync(specifications, JSON.stringify(demoSpecifications()));
  run(
    "node",
    ["seed.cjs", join(root, "strapi-stand-in/src/seed/catalog.json"), users, join(root, "strapi-stand-in/src/seed/catalog-ar.json"), history, specifications],
    {
      NODE_ENV: "production",
      DATABASE_FILENAME: SEED_DB,
      STRAPI_DISABLE_UPDATE_NOTIFICATION: "true",
      STRAPI_TELEMETRY_DISABLED: "true",
    },
  );
  writeFileSync(stamp(".app-stamp"), key);
  log(`Strapi app assembled and seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** `{ [englishId]: { en: [...], ar: [...] } }`, the component rows of each product in each language. */
function demoSpecifications(): Record<number, Record<"en" | "ar", unknown[]>> {
  const catalog = parseCatalog(readCatalogText());
  const subSlugs = new Map(catalog.categories.flatMap((c) => c.sub_categories.map((s) => [s.id, s.slug] as const)));
  return Object.fromEntries(
    catalog.products.map((p) => {
      const product = { title: p.title, part_number: p.part_number, sub_categories: p.sub_categories.map((id) => subSlugs.get(id) ?? "") };
      return [p.id, { en: productSpecifications(product, "en"), ar: productSpecifications(product, "ar") }];
    }),
  );
}

export function prepareStrapiProject(log: (line: string) => void = console.log): string {
  ensureDependencies(log);
  assembleAndSeed(log);
  return STRAPI_PROJECT_DIR;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  prepareStrapiProject();
  console.log(dirname(join(STRAPI_PROJECT_DIR, SEED_DB)));
}
