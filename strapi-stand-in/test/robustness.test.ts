import { request } from "node:http";
import { describe, expect, it } from "vitest";
import { sample, useBackend } from "./helpers.js";

const api = useBackend();

/** fetch refuses some hostile inputs itself; raw HTTP shows what the server does with them. */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const stillAlive = async () => expect((await api.get("/products/count")).text).toBe("250");

describe("robustness", () => {
  it("answers 400 Boom for a malformed JSON body and keeps serving", async () => {
    const reply = await api.post("/auth/local", '{"identifier": "john.doe@example.com",');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    await stillAlive();
  });

  it("answers 403 Forbidden to writes on public collections (sample 48)", async () => {
    const expected = await sample("48-post-products-no-auth-403.json");
    expect((await api.post("/products", { title: "x" })).body).toEqual(expected);
    expect((await api.get("/products/1", { method: "PUT" })).status).toBe(403);
    expect((await api.get("/brands/1", { method: "DELETE" })).status).toBe(403);
    expect((await api.post("/sub-categories", {})).status).toBe(403);
  });

  it("survives a query string with 10,000 parameters", async () => {
    const huge = Array.from({ length: 10_000 }, (_, i) => `id_in=${i}`).join("&");
    const reply = await rawGet(api.backend.url, `/products?${huge}`);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    await stillAlive();
  });

  it("rejects more parameters than the parser allows with 400", async () => {
    // Short enough (5 kB) to pass Node's 16 kB header limit and reach the query parser.
    const many = Array.from({ length: 2_500 }, () => "a").join("&");
    const reply = await api.get(`/products?${many}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ statusCode: 400, error: "Bad Request" });
    await stillAlive();
  });

  it("rejects a deeply nested _where with 400", async () => {
    const deep = `_where${"[_or][0]".repeat(20)}[title_contains]=hp`;
    const reply = await api.get(`/products?${deep}`);
    expect(reply.status).toBe(400);
    await stillAlive();
  });

  it("keeps 200 repeated id_in keys (the gateway's biggest batch)", async () => {
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(await api.ids(`/products?_limit=-1&${ids.map((id) => `id_in=${id}`).join("&")}`)).toEqual(ids);
  });

  it("treats injection attempts as plain values", async () => {
    const reply = await api.get(`/products?title_contains=${encodeURIComponent("%' OR 1=1 --")}`);
    expect([reply.status, reply.text]).toEqual([200, "[]"]);
    expect((await api.get(`/products?_sort=${encodeURIComponent("price; DROP TABLE products")}`)).status).toBe(400);
    await stillAlive();
  });

  it("sends Strapi's headers and echoes CORS origins", async () => {
    const reply = await api.get("/products?_limit=1", { headers: { origin: "http://localhost:3000" } });
    expect(reply.headers.get("x-powered-by")).toBe("Strapi <strapi.io>");
    expect(reply.headers.get("x-response-time")).toMatch(/^\d+ms$/);
    expect(reply.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(reply.headers.get("access-control-allow-credentials")).toBe("true");
    const preflight = await api.get("/auth/local", {
      method: "OPTIONS",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-headers")).toBe("content-type");
    expect((await api.get("/_health")).body).toEqual({ ok: true });
  });
});
