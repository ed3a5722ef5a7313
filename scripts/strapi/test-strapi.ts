// `npm run test:strapi`: the gateway's backend-facing integration tests and the browser purchase journeys, run
// against a real Strapi 3.6.11 with the shop's catalogue types (localized, with the Arabic translation) and the
// strapi/ extension instead of the stand-in.
// Run after `npm test` (it uses the build that made). Where the two backends disagree, the real Strapi is right.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { prepareStrapiProject } from "./prepare.js";

const root = fileURLToPath(new URL("../../", import.meta.url));

const INTEGRATION_FILES = [
  "server/test/catalog-api.test.ts",
  "server/test/catalog.test.ts",
  "server/test/accounts.test.ts",
  "server/test/orders.test.ts",
  "server/test/account-takeover.test.ts",
  "strapi-stand-in/test/strapi-extension.test.ts",
  "strapi-stand-in/test/demo-history.test.ts",
  "strapi-stand-in/test/order-language.test.ts",
  "strapi-stand-in/test/tax-documents.test.ts",
  "server/test/strapi-reset-mail.test.ts",
  "server/test/arabic-catalog.test.ts",
  "strapi-stand-in/test/specifications.test.ts",
  "server/test/specifications.test.ts",
  "strapi-stand-in/test/quotes.test.ts",
  "server/test/quotes.test.ts",
  "server/test/quote-pdf.test.ts",
];

// Tests that read the stand-in's own state, with why they cannot run against Strapi. Each has a Strapi
// counterpart in strapi-stand-in/test/strapi-extension.test.ts or is covered by the stand-in run of `npm test`.
const STAND_IN_ONLY = [
  // counts rows in the stand-in's SQLite tables
  "lists every malformed registration field at once and creates nothing",
  // read the reset code from the stand-in's log or database; against Strapi the code goes out by e-mail
  "resets a password with the logged code",
  "a password reset are refused",
  // the Strapi seed has no product images (uploading them through sharp would double the seed time)
  "Image Not Found' placeholder",
  "serves backend images through its own /uploads",
  "lets any origin embed the images it hands out",
  "describes a translated product's image by its Arabic title",
];

const JOURNEYS = [
  "client/e2e/checkout-guest.spec.ts",
  "client/e2e/account-journey.spec.ts",
  "client/e2e/cart.spec.ts",
  "client/e2e/arabic-journey.spec.ts",
  "client/e2e/arabic-storefront.spec.ts",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

const started = Date.now();
console.log("=== Strapi 3.6.11 project ===");
const project = prepareStrapiProject();
console.log(`✓ Strapi project ready (${((Date.now() - started) / 1000).toFixed(1)}s)`);
for (const workspace of ["strapi-stand-in", "server", "client"]) step(`${workspace} built`, "node", ["scripts/ensure-built.mjs", workspace]);

const env = { STRAPI_PROJECT_DIR: project };
const skip = `^(?!.*(${STAND_IN_ONLY.map(escape).join("|")})).*$`;
step("integration tests against Strapi", "npx", ["vitest", "run", "--project", "integration", ...INTEGRATION_FILES, "-t", skip], env);
step("browser journeys against Strapi", "npx", ["playwright", "test", ...JOURNEYS], env);
console.log(`\nAll Strapi checks passed (${((Date.now() - started) / 1000).toFixed(1)}s).`);
