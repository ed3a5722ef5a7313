import { afterAll, describe, expect, it } from "vitest";
import { createServer, type Socket } from "node:net";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { startTestBackend } from "../../backend/src/testing/start-test-backend.js";
import { graphql, startGateway } from "./support/gateway.js";

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

describe("a failing backend never takes the gateway down", () => {
  it("reports a stopped backend with a code, keeps other fields and /healthz working", async () => {
    const backend = await startTestBackend();
    const gateway = await startGateway(backend.url);
    cleanups.push(() => gateway.close());
    expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);

    await backend.close();
    // A nullable field fails alone; the other fields of the same query still resolve.
    const res = await graphql(gateway.url, `{ ping product(id: "1") { id } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
    expect(res.errors?.[0]?.path).toEqual(["product"]);
    expect(res.errors?.[0]?.message).not.toMatch(/127\.0\.0\.1|localhost|http/);
    expect(res.data).toEqual({ ping: true, product: null });
    const list = await graphql(gateway.url, `{ products(first: 3) { totalCount } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe("BACKEND_UNAVAILABLE");
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${gateway.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ backend: "down" });
  });

  it("times out a hanging backend instead of hanging with it", async () => {
    const sockets: Socket[] = [];
    const hang = createServer((socket) => void sockets.push(socket)); // accepts, never answers
    hang.listen(0, "127.0.0.1");
    await once(hang, "listening");
    cleanups.push(async () => {
      for (const s of sockets) s.destroy();
      await new Promise((r) => hang.close(r));
    });
    const gateway = await startGateway(`http://127.0.0.1:${(hang.address() as AddressInfo).port}`, { BACKEND_TIMEOUT_MS: "300" });
    cleanups.push(() => gateway.close());
    const started = Date.now();
    const res = await graphql(gateway.url, `{ brands { name } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe("BACKEND_TIMEOUT");
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
  });
});
