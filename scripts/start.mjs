#!/usr/bin/env node
// `npm start`: the whole shop on one machine. Builds what is missing, starts the local Strapi stand-in (unless
// BACKEND_URL points at a real backend), then the gateway serving the server-rendered storefront.
//   --dev           hot reload: gateway under `tsx watch`, storefront through Vite in middleware mode; logs
//                   pretty-printed (LOG_FORMAT=pretty) instead of JSON lines
//   --gateway-only  the gateway alone, against BACKEND_URL (default http://localhost:1337)
// Ctrl-C stops every child cleanly. The children die with this process however it ends, even by SIGKILL: its end
// closes their IPC channel, on which they shut down ("disconnect" in server/src/index.ts and
// strapi-stand-in/src/index.ts). A port already taken (say, by a shop still running) is reported before anything
// is built or started.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = new Set(process.argv.slice(2));
const dev = args.has("--dev");
const gatewayOnly = args.has("--gateway-only");
const children = [];
// People read `npm run dev`'s logs; `npm start` writes the JSON lines a log collector reads, as in production.
const logFormat = { LOG_FORMAT: process.env.LOG_FORMAT || (dev ? "pretty" : "json") };

function log(message) {
  console.log(`[shop] ${message}`);
}

function ensureBuilt() {
  const needed = dev
    ? ["packages/shop-rules/dist/index.js", "strapi-stand-in/dist/index.js"]
    : ["packages/shop-rules/dist/index.js", "strapi-stand-in/dist/index.js", "server/dist/index.js", "client/build/server/index.js"];
  const missing = needed.filter((f) => !existsSync(`${root}/${f}`));
  if (missing.length === 0) return;
  log(`building (missing: ${missing.join(", ")}) ...`);
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error("[shop] build failed; see the output above");
    process.exit(result.status ?? 1);
  }
}

function run(name, command, argv, env) {
  // Each child leads its own process group, so stopping it also stops what it started (tsx's watched child), and
  // has an IPC channel that closes when this process ends, whatever ends it.
  const child = spawn(command, argv, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["inherit", "inherit", "inherit", "ipc"],
    detached: true,
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      log(`${name} exited (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** Whether something already listens on `port` (on any address: the gateway and the stand-in listen on all). */
function portTaken(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once("error", (error) => resolve(error.code === "EADDRINUSE"))
      .listen(Number(port), () => probe.close(() => resolve(false)));
  });
}

async function ensurePortsFree(ports) {
  for (const [port, variable] of ports) {
    if (await portTaken(port)) {
      console.error(`[shop] port ${port} is already in use (another shop still running?): stop it, or set ${variable} to a free port`);
      process.exit(1);
    }
  }
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, "SIGTERM");
  const force = setTimeout(() => {
    for (const child of children) signalGroup(child, "SIGKILL");
    process.exit(code);
  }, 8000);
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once("exit", r))))).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function main() {
  let backendUrl = process.env.BACKEND_URL;
  const env = {};
  const startsStandIn = !backendUrl && !gatewayOnly;
  await ensurePortsFree([[process.env.PORT || "4000", "PORT"], ...(startsStandIn ? [[process.env.BACKEND_PORT || "1337", "BACKEND_PORT"]] : [])]);
  ensureBuilt();
  if (startsStandIn) {
    const port = process.env.BACKEND_PORT || "1337";
    log(`starting the local Strapi stand-in on port ${port} (first start seeds the demo catalogue) ...`);
    run("backend", "node", ["strapi-stand-in/dist/index.js"], { BACKEND_PORT: port, ...logFormat });
    backendUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${backendUrl}/products/count`, 180_000);
    // A local demo: keep the GraphQL explorer (and so introspection) on for developers even with production builds.
    env.GRAPHQL_EXPLORER = process.env.GRAPHQL_EXPLORER ?? "true";
  }
  env.BACKEND_URL = backendUrl || "http://localhost:1337";
  Object.assign(env, logFormat);
  if (dev) {
    Object.assign(env, { NODE_ENV: "development", STOREFRONT: "development" });
    run("gateway", "node_modules/.bin/tsx", ["watch", "--clear-screen=false", "--include", "schema/**/*.graphql", "server/src/index.ts"], env);
  } else {
    env.NODE_ENV = process.env.NODE_ENV || "production";
    run("gateway", "node", ["server/dist/index.js"], env);
  }
  const port = process.env.PORT || "4000";
  await waitFor(`http://127.0.0.1:${port}/healthz`, 60_000);
  log(`the shop is open: http://localhost:${port}   (GraphQL: http://localhost:${port}/graphql)`);
}

main().catch((error) => {
  console.error(`[shop] ${error.message}`);
  stop(1);
});
