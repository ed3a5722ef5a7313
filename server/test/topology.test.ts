import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv } from "ajv";
import { parse } from "yaml";

// docker-compose.yml runs the production topology (a balancer, two gateways, Redis, the backend), and docker is not
// on these machines: the file is checked against the Compose specification's JSON schema (the copy dclint ships,
// MIT, the compose-spec project's schema), then for the facts the shop relies on, and the balancer's config by nginx's
// own checker where nginx is installed (Debian's nginx-core; .ci/run installs it).

const root = fileURLToPath(new URL("../../", import.meta.url));
const compose = parse(readFileSync(join(root, "docker-compose.yml"), "utf8"), { merge: true }) as Compose;
const nginxConf = readFileSync(join(root, "deploy/nginx.conf"), "utf8");
const NGINX = [process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"].find((p): p is string => !!p && existsSync(p));

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
}
interface Compose {
  services: Record<string, Service>;
}

const services = compose.services;
const gateways = Object.keys(services).filter((name) => services[name]!.command?.includes("server/dist/index.js"));

describe("docker-compose.yml", () => {
  it("is valid against the Compose specification's JSON schema", () => {
    const require = createRequire(import.meta.url);
    const schemaPath = join(dirname(require.resolve("dclint/package.json")), "schemas/compose.schema.json");
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    // Draft-07, Ajv's own dialect; its https spelling of the meta-schema's address is not one Ajv knows by name.
    const { $schema, ...schema } = JSON.parse(readFileSync(schemaPath, "utf8")) as { $schema: string };
    expect($schema).toMatch(/draft-07/);
    const validate = ajv.compile(schema);
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The schema really bites: a misspelt condition is refused.
    const broken = structuredClone(compose);
    broken.services[gateways[0]!]!.depends_on!.redis!.condition = "service_healty";
    expect(validate(broken)).toBe(false);
  });

  it("runs two identical gateways on one Redis, each starting once Redis and the backend are healthy", () => {
    expect(gateways).toEqual(["gateway-1", "gateway-2"]);
    const [one, two] = gateways.map((name) => services[name]!);
    expect(one).toEqual(two);
    const env = one!.environment!;
    expect(env.REDIS_URL).toBe("redis://redis:6379/0");
    expect(services.redis!.image).toMatch(/^redis:/);
    expect(env.BACKEND_URL).toContain("http://backend:1337");
    expect(one!.depends_on).toEqual({ backend: { condition: "service_healthy" }, redis: { condition: "service_healthy" } });
    expect(one!.healthcheck!.test.join(" ")).toContain("/readyz");
    expect(one!.ports).toBeUndefined(); // reached through the balancer only
    expect(env.TRUST_PROXY).toBe("1"); // one proxy hop: the balancer
  });

  it("puts the balancer in front, started once both gateways are healthy, with the checked nginx.conf", () => {
    const balancer = services.balancer!;
    expect(balancer.image).toMatch(/^nginx:/);
    expect(balancer.volumes).toContain("./deploy/nginx.conf:/etc/nginx/nginx.conf:ro");
    expect(balancer.ports).toEqual(["0.0.0.0:4000:80"]);
    expect(Object.entries(services).filter(([, s]) => s.ports)).toHaveLength(1); // the balancer is the only way in
    expect(balancer.depends_on).toEqual(Object.fromEntries(gateways.map((g) => [g, { condition: "service_healthy" }])));
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck, name).toBeDefined();
    const upstreams = [...nginxConf.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(upstreams).toEqual(gateways.map((g) => `${g}:${services[g]!.environment!.PORT}`));
  });

  it("sends the backend's webhooks to the balancer with the gateways' secret", () => {
    const backend = services.backend!.environment!;
    expect(backend.WEBHOOK_URLS).toBe("http://balancer/webhooks/strapi");
    const secret = services["gateway-1"]!.environment!.STRAPI_WEBHOOK_SECRET;
    expect((JSON.parse(backend.WEBHOOK_HEADERS!) as Record<string, string>).Authorization).toBe(`Bearer ${secret}`);
  });
});

describe("deploy/nginx.conf", () => {
  it.skipIf(!NGINX)("passes nginx -t", () => {
    // Compose's service names resolve only inside its network; nginx -t resolves upstream hosts, so they become
    // 127.0.0.1 here (the names themselves are checked against the compose file above).
    const dir = mkdtempSync(join(tmpdir(), "shop-nginx-"));
    try {
      writeFileSync(join(dir, "nginx.conf"), nginxConf.replace(/^(\s*server\s+)[\w.-]+(:\d+)/gm, "$1127.0.0.1$2"));
      const run = spawnSync(NGINX!, ["-t", "-p", `${dir}/`, "-c", join(dir, "nginx.conf"), "-e", "stderr"], {
        encoding: "utf8",
        stdio: ["ignore", "ignore", "pipe"],
      });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stderr).toMatch(/test is successful/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  if (!NGINX) console.warn("topology.test.ts: nginx not installed (apt-get install nginx-core, or NGINX_PATH): `nginx -t` skipped");
});
