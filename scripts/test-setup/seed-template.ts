// vitest globalSetup for the integration project: seeds the stand-in backend's template database and images
// once (reused across runs while the seed is unchanged) and tells the test workers where they are.
import { fileURLToPath } from "node:url";
import type {} from "vitest"; // makes the ProvidedContext augmentation below resolvable
import type { TestProject } from "vitest/node";
import { ensureTestTemplate, TEMPLATE_DB_ENV, TEMPLATE_UPLOADS_ENV } from "../../strapi-stand-in/src/testing/test-template.js";

const TEMPLATE_DIR = fileURLToPath(new URL("../../.tmp/test-template/", import.meta.url));

declare module "vitest" {
  export interface ProvidedContext {
    shopTestTemplateDb: string;
    shopTestUploadsDir: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const template = await ensureTestTemplate(TEMPLATE_DIR, (msg) => console.log(`[seed-template] ${msg}`));
  console.log(`[seed-template] ${template.seeded ? "seeded" : "reused"} ${template.dbPath} in ${(template.ms / 1000).toFixed(1)} s`);
  // Workers are started after global setup and inherit the environment; `inject()` works too.
  process.env[TEMPLATE_DB_ENV] = template.dbPath;
  process.env[TEMPLATE_UPLOADS_ENV] = template.uploadsDir;
  project.provide("shopTestTemplateDb", template.dbPath);
  project.provide("shopTestUploadsDir", template.uploadsDir);
}
