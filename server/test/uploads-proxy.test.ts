import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Socket } from "node:net";
import express from "express";
import { uploadsProxy } from "../src/http/uploads-proxy.js";

// A backend that resets a kept-alive connection when it is reused (what a server does when its idle timeout
// fires just as the gateway sends the next request), and one that is down. Images must survive the first and
// fail cleanly with the second.
let resetting: http.Server;
let gateway: http.Server;
let gatewayUrl = "";
let deadGatewayUrl = "";
let deadGateway: http.Server;
const served = new WeakSet<Socket>();
let requests = 0;

const listen = async (server: http.Server) => {
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  resetting = http.createServer((req, res) => {
    requests++;
    if (served.has(req.socket)) {
      req.socket.destroy(); // ECONNRESET for the client that reused this socket
      return;
    }
    served.add(req.socket);
    res.writeHead(200, { "content-type": "image/png", "content-length": "4" });
    res.end("PNG!");
  });
  const backendUrl = await listen(resetting);
  const app = express();
  app.use("/uploads", uploadsProxy(backendUrl, 2000));
  gateway = http.createServer(app);
  gatewayUrl = await listen(gateway);

  const dead = express();
  dead.use("/uploads", uploadsProxy("http://127.0.0.1:9", 2000)); // nothing listens on the discard port
  deadGateway = http.createServer(dead);
  deadGatewayUrl = await listen(deadGateway);
});

afterAll(() => {
  for (const s of [gateway, resetting, deadGateway]) {
    s?.closeAllConnections();
    s?.close();
  }
});

describe("uploads proxy", () => {
  it("retries an image once on a fresh connection when a kept-alive one was reset", async () => {
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${gatewayUrl}/uploads/photo_${i}.png`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("PNG!");
    }
    expect(requests).toBeGreaterThan(4); // some were reset and retried
  });

  it("answers 502 with a short text when the backend is down, and 404 for unsafe names", async () => {
    const down = await fetch(`${deadGatewayUrl}/uploads/photo.png`);
    expect(down.status).toBe(502);
    expect(await down.text()).toBe("Image unavailable");
    const unsafe = await fetch(`${gatewayUrl}/uploads/..%2F..%2Fetc%2Fpasswd`);
    expect(unsafe.status).toBe(404);
  });
});
