import { describe, expect, it } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import { sameOriginPosts } from "./same-origin-posts.js";

async function post(headers: Record<string, string>, method = "POST") {
  const app = express();
  app.use(sameOriginPosts("http://shop.example:4000"));
  app.all("/cart-actions", (_req, res) => res.send("done"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/cart-actions`, { method, headers });
    return res.status;
  } finally {
    server.close();
  }
}

describe("sameOriginPosts", () => {
  it("lets the shop's own pages post", async () => {
    expect(await post({ "sec-fetch-site": "same-origin", origin: "http://shop.example:4000" })).toBe(200);
    expect(await post({ origin: "http://shop.example:4000" })).toBe(200);
    expect(await post({})).toBe(200); // not a browser page: nothing to forge
  });

  it("refuses a post from another site, even a sibling subdomain", async () => {
    expect(await post({ "sec-fetch-site": "cross-site", origin: "https://evil.example" })).toBe(403);
    expect(await post({ "sec-fetch-site": "same-site", origin: "http://other.shop.example:4000" })).toBe(403);
    expect(await post({ origin: "https://evil.example" })).toBe(403);
    expect(await post({ origin: "null" })).toBe(403);
  });

  it("leaves reads alone", async () => {
    expect(await post({ "sec-fetch-site": "cross-site" }, "GET")).toBe(200);
  });
});
