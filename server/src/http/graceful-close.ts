import { Server as NetServer, type Socket } from "node:net";
import type { Server } from "node:http";

// Closing the HTTP server at shutdown without waiting on connections that carry nothing.
//
// Node's own `server.close()` waits for every connection that has not finished a request, and closes only those
// that went idle after one. A connection opened and left silent (a browser's preconnect, a TCP health check, a
// client that connected just before the listener closed) is neither: it held the shutdown until
// SHUTDOWN_TIMEOUT_SECONDS, which then exited 1 ("requests still open"). Here the listener stops first; then any
// connection with no request in it for IDLE_MS is closed, fresh or kept alive. A request that does arrive in that
// moment is served (with `Connection: close`, see app.ts) like any other in flight.

/** How long a connection with nothing in it is left open after the listener stopped (its request may be arriving). */
const IDLE_MS = 500;
const SWEEP_MS = 50;

interface Tracked {
  active: number;
  idleSince: number;
}

export interface ConnectionTracker {
  /** Stops accepting connections; resolves once every connection has closed (requests in flight are answered). */
  close(): Promise<void>;
}

/** Call right after creating the server: it follows every connection from the start. */
export function trackConnections(server: Server): ConnectionTracker {
  const sockets = new Map<Socket, Tracked>();
  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { active: 0, idleSince: Date.now() });
    socket.once("close", () => sockets.delete(socket));
  });
  server.on("request", (req, res) => {
    const tracked = sockets.get(req.socket);
    if (!tracked) return;
    tracked.active += 1;
    res.once("close", () => {
      tracked.active -= 1;
      tracked.idleSince = Date.now();
    });
  });
  return {
    close() {
      return new Promise<void>((resolve) => {
        const sweep = setInterval(() => {
          const now = Date.now();
          for (const [socket, { active, idleSince }] of sockets) if (active === 0 && now - idleSince >= IDLE_MS) socket.destroy();
        }, SWEEP_MS);
        // net.Server's close, not http.Server's (which would close the fresh connections at once): no new
        // connections, and the callback once the last one is gone.
        NetServer.prototype.close.call(server, () => {
          clearInterval(sweep);
          resolve();
        });
      });
    },
  };
}
