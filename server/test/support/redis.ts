import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { once } from "node:events";
import { createServer, connect } from "node:net";
import type { AddressInfo } from "node:net";

// A real, throw-away Redis for the tests that cover the shared caches: Debian's redis-server on a random port,
// nothing written to disk. Tests that need it fail (never skip) when it is not installed.

const REDIS_SERVER = process.env.REDIS_SERVER_PATH || "/usr/bin/redis-server";

export interface TestRedis {
  url: string;
  port: number;
  /** SIGKILL, as a crash would: no goodbye to connected clients. */
  kill(): Promise<void>;
  /** SIGSTOP: connections stay open but nothing answers (a hung server)... */
  pause(): void;
  /** ...until SIGCONT. */
  resume(): void;
}

/** `port`: a given one, to bring a killed Redis back where the gateways look for it. */
export async function startRedis(opts: { port?: number } = {}): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `redis-server not found at ${REDIS_SERVER}; the caching tests need a real Redis: install it with ` +
        "`sudo apt-get install -y redis-server` (or set REDIS_SERVER_PATH)",
    );
  }
  const port = opts.port ?? (await freePort());
  const child = spawn(REDIS_SERVER, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Never outlive the test run, even when a test file crashes before its afterAll.
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);
  child.once("exit", () => process.off("exit", orphanGuard));
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  try {
    await waitForPort(port, child, () => output);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => stop(child),
    pause: () => void child.kill("SIGSTOP"),
    resume: () => void child.kill("SIGCONT"),
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited (${child.exitCode}): ${output().trim()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`redis-server did not listen on ${port} within 10 s: ${output().trim()}`);
}
