import { describe, expect, it } from "vitest";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { trackConnections } from "./graceful-close.js";

// At shutdown: a connection that never sends a request must not hold the exit (Node's server.close() waits for
// it), and one whose request arrives a moment after the close began is still served.

async function listening(): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => res.end("ok"));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { server, port: (server.address() as AddressInfo).port };
}

/** Connects, waits until the server has the connection, and returns what the socket receives. */
async function acceptedConnection(server: Server, port: number): Promise<{ socket: Socket; received: Promise<string> }> {
  const accepted = once(server, "connection");
  const socket = connect(port, "127.0.0.1");
  await accepted;
  const received = new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => (text += String(chunk)));
    socket.on("close", () => resolve(text));
    socket.on("error", () => undefined);
  });
  return { socket, received };
}

const REQUEST = "GET / HTTP/1.1\r\nHost: shop.test\r\nConnection: close\r\n\r\n";

describe("trackConnections(server).close()", () => {
  it("serves a request that arrives on a connection accepted just before the close", async () => {
    const { server, port } = await listening();
    const connections = trackConnections(server);
    const { socket, received } = await acceptedConnection(server, port);
    const closed = connections.close();
    await sleep(100); // the request's bytes arrive after the close began
    socket.write(REQUEST);
    expect(await received).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
    await closed;
    // ...and no new connection is taken.
    const refused = connect(port, "127.0.0.1");
    const [error] = (await once(refused, "error")) as [NodeJS.ErrnoException];
    expect(error.code).toBe("ECONNREFUSED");
  });

  it("closes a connection that stays idle, so shutdown does not wait for it", async () => {
    const { server, port } = await listening();
    const connections = trackConnections(server);
    const { received } = await acceptedConnection(server, port);
    const started = Date.now();
    await connections.close();
    expect(await received).toBe("");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("is needed: Node's own close waits for a silent connection", async () => {
    const { server, port } = await listening();
    const { socket } = await acceptedConnection(server, port);
    let closed = false;
    server.close(() => (closed = true));
    server.closeIdleConnections();
    await sleep(1500);
    expect(closed).toBe(false);
    socket.destroy();
  });
});
