// strapi/README.md is how an operator installs the extension on the hosted Strapi by hand: a file left out of its
// copy list (controllers/Auth.js once was: sign-in timing then told which e-mails have accounts), a bootstrap
// one-liner that leaves out part of the setup, or a setting the code reads but the guide never names, only shows up
// on the hosted shop. These hold the guide to the folder.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const strapiDir = fileURLToPath(new URL("../../strapi/", import.meta.url));
const readme = readFileSync(join(strapiDir, "README.md"), "utf8");
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
/** What an operator copies: everything but this folder's own README.md and package.json. */
const extensionFiles = files(strapiDir)
  .map((path) => relative(strapiDir, path))
  .filter((path) => !["README.md", "package.json"].includes(path));

/** The text of one numbered install step ("2. From this folder ..." up to "3. ..."). */
function step(n: number): string {
  const start = readme.indexOf(`\n${n}. `);
  const end = readme.indexOf(`\n${n + 1}. `, start);
  expect(start, `step ${n}`).toBeGreaterThan(0);
  return readme.slice(start, end < 0 ? undefined : end);
}

describe("strapi/README.md", () => {
  it("lists every file of the extension in the copy step", () => {
    const listed: string[] = [];
    for (const [, path] of step(2).matchAll(/`([^`\s]+)`/g)) {
      // A bare name (`User.js`) sits beside the path named before it.
      listed.push(path!.includes("/") || listed.length === 0 ? path!.replace(/\/$/, "") : join(dirname(listed.at(-1)!), path!));
    }
    const missing = extensionFiles.filter((file) => !listed.some((path) => file === path || file.startsWith(`${path}/`)));
    expect(missing).toEqual([]);
  });

  it("gives a bootstrap one-liner that is exactly what the extension's bootstrap calls", () => {
    const [, module, fn] = /`await require\('\.\.\/\.\.\/([^']+)'\)\.(\w+)\(strapi\)`/.exec(step(5)) ?? [];
    expect(module).toBeDefined();
    const bootstrap = readFileSync(join(strapiDir, "config/functions/bootstrap.js"), "utf8");
    expect(bootstrap).toContain(`"${module!.split("/")[0]}", "${module!.split("/")[1]}"`);
    expect(bootstrap).toContain(`await ${fn}(strapi)`);
    expect(typeof createRequire(import.meta.url)(join(strapiDir, `${module}.js`))[fn!]).toBe("function");
  });

  it("names every setting the extension reads from the environment", () => {
    const read = new Set<string>();
    for (const file of extensionFiles.filter((f) => f.endsWith(".js"))) {
      const code = readFileSync(join(strapiDir, file), "utf8");
      for (const [, name] of code.matchAll(/\b(?:process\.env|env)\.([A-Z][A-Z0-9_]+)/g)) read.add(name!);
      for (const [, name] of code.matchAll(/\benv(?:\.\w+)?\("([A-Z][A-Z0-9_]+)"/g)) read.add(name!);
    }
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
