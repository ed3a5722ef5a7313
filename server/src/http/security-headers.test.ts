import { describe, expect, it } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import helmet from "helmet";
import { apiSecurityHeaders, originsOf, securityHeaders } from "./security-headers.js";

async function cspFor(thirdPartyOrigins?: string[]) {
  const app = express();
  app.use(...securityHeaders({ publicOrigin: "http://localhost:4000", viteDev: false, thirdPartyOrigins }));
  app.get("/", (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return res.headers.get("content-security-policy") ?? "";
  } finally {
    server.close();
  }
}

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

describe("content security policy", () => {
  it("allows no foreign origin by default", async () => {
    const csp = await cspFor();
    expect(directive(csp, "script-src")).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
  });

  it("adds exactly the configured analytics and live-chat origins", async () => {
    const origins = originsOf(["https://stats.example.com/a.js?id=1", null, "https://chat.example.net/w.js", "https://stats.example.com/b.js"]);
    expect(origins).toEqual(["https://stats.example.com", "https://chat.example.net"]);
    const csp = await cspFor(origins);
    for (const name of ["script-src", "connect-src", "frame-src", "img-src"]) {
      expect(directive(csp, name)).toContain("https://stats.example.com");
      expect(directive(csp, name)).toContain("https://chat.example.net");
    }
    expect(directive(csp, "script-src")).not.toContain("unsafe");
  });
});

describe("API security headers", () => {
  async function headersOf(handler: express.RequestHandler) {
    const app = express();
    app.disable("x-powered-by");
    app.use(handler);
    app.post("/graphql", (_req, res) => res.json({ ok: true }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, { method: "POST" });
      const out = Object.fromEntries([...res.headers].filter(([name]) => !["date", "etag", "content-length", "connection", "keep-alive"].includes(name)));
      return out;
    } finally {
      server.close();
    }
  }

  it("are exactly helmet's, replayed from one run", async () => {
    for (const publicOrigin of ["http://localhost:4000", "https://shop.example"]) {
      const options = {
        contentSecurityPolicy: { useDefaults: false, directives: { "default-src": ["'none'"], "frame-ancestors": ["'none'"] } },
        referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
        strictTransportSecurity: publicOrigin.startsWith("https:") ? { maxAge: 31_536_000, includeSubDomains: true } : (false as const),
        xFrameOptions: { action: "deny" as const },
      };
      const fixed = await headersOf(apiSecurityHeaders({ publicOrigin }));
      expect(fixed).toEqual(await headersOf(helmet(options)));
      expect(fixed["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
      expect(Boolean(fixed["strict-transport-security"])).toBe(publicOrigin.startsWith("https:"));
    }
  });
});
