import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The walls of eslint.config.js, proven on files that exist only here: each forbidden import must be reported by
// `no-restricted-imports`, and the allowed form beside it must not be.

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

let eslint: ESLint;
// Loading the config (and its plugins) takes seconds on a busy machine: once, here, not in the first test.
beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  await eslint.lintText("export {};\n", { filePath: "server/src/modules/orders/x.ts" });
}, 60_000);

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("module walls (eslint.config.js)", () => {
  it("refuses a module reaching into another module's files", async () => {
    const messages = await restrictedImports(
      "server/src/modules/orders/x.ts",
      'import { checkEmail } from "../account/account-rules.js";\nexport const x = checkEmail;\n',
    );
    expect(messages).toEqual([expect.stringMatching(/'\.\.\/account\/account-rules\.js'.*only through its index\.js/)]);
  });

  it("lets a module import another through its index, and its own files freely", async () => {
    const code = 'import { checkEmail } from "../account/index.js";\nimport { money } from "./cart.js";\nexport const x = [checkEmail, money];\n';
    expect(await restrictedImports("server/src/modules/orders/x.ts", code)).toEqual([]);
  });

  it("refuses it from a module's sub-folder too", async () => {
    const code = 'import { toFils } from "../../catalog/pricing.js";\nexport const x = toFils;\n';
    expect(await restrictedImports("server/src/modules/orders/mail-strings/x.ts", code)).toHaveLength(1);
  });

  it("refuses the app reaching into a module's files", async () => {
    const code = 'import { SearchCatalog } from "./modules/search/search-catalog.js";\nexport const x = SearchCatalog;\n';
    expect(await restrictedImports("server/src/x.ts", code)).toHaveLength(1);
    const viaIndex = 'import { SearchCatalog } from "./modules/search/index.js";\nexport const x = SearchCatalog;\n';
    expect(await restrictedImports("server/src/x.ts", viaIndex)).toEqual([]);
  });

  it("refuses generated GraphQL types below the modules and in the stand-in", async () => {
    const backend = 'import type { FieldErrorCode } from "../__generated__/resolvers-types.js";\nexport type X = FieldErrorCode;\n';
    expect(await restrictedImports("server/src/backend/x.ts", backend)).toHaveLength(1);
    expect(await restrictedImports("server/src/errors/x.ts", backend)).toHaveLength(1);
    const standIn = 'import type { FieldErrorCode } from "../../server/src/__generated__/resolvers-types.js";\nexport type X = FieldErrorCode;\n';
    expect(await restrictedImports("strapi-stand-in/src/x.ts", standIn)).toEqual([expect.stringMatching(/never imports generated GraphQL code/)]);
  });
});
