import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("gateway start-up", () => {
  it.each([
    [{ PORT: "abc" }, 'gateway: invalid configuration: PORT must be a whole number, got "abc"'],
    [{ NODE_ENV: "production", BACKEND_URL: "" }, "gateway: invalid configuration: BACKEND_URL is required in production"],
    [{ BACKEND_URL: "nope" }, "gateway: invalid configuration: BACKEND_URL must be an absolute http(s) URL"],
  ])("refuses %o with one clear line", (env, message) => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
      cwd: root,
      env: { ...process.env, STOREFRONT: "none", ...env },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(message);
  });
});
