import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// One write path per form (issue #24): the browser never sends a GraphQL mutation itself; every change goes
// through a route action, which runs the mutation in process on the server (`context.apollo.mutate`). The browser
// spec client/e2e/forms-reach-actions.spec.ts checks every rendered form; this catches the code before it renders.

const src = fileURLToPath(new URL("../", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__generated__" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where a mutation may run: a route module's action or a `.server.ts` module, both through the request's client. */
const serverSide = (file: string) => file.startsWith("app/routes/") || file.endsWith(".server.ts");

describe("one write path per form", () => {
  const files = sources(src).map((path) => ({ file: relative(src, path).replaceAll("\\", "/"), text: readFileSync(path, "utf8") }));

  it("finds the storefront's sources", () => {
    expect(files.some((f) => f.file === "app/routes/account-login.tsx")).toBe(true);
  });

  it("no component sends a mutation: no useMutation anywhere", () => {
    expect(files.filter((f) => /\buseMutation\b/.test(f.text)).map((f) => f.file)).toEqual([]);
  });

  it("mutations run only in route actions and server modules, through the request's Apollo client", () => {
    const offenders = files.flatMap(({ file, text }) =>
      text
        .split("\n")
        .filter((line) => /\.mutate\(/.test(line))
        .filter((line) => !(serverSide(file) && /\bapollo\.mutate\(/.test(line)))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
