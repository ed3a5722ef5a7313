import { describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse, stringify } from "yaml";

// docs/operations/ parses (Prometheus's YAML, Grafana's JSON) and uses only the series metrics.md documents (which
// server/test/metrics.test.ts holds to what the gateway exports): a renamed series breaks this test, not a dashboard.

const read = (name: string) => readFileSync(new URL(`../../../docs/operations/${name}`, import.meta.url), "utf8");

const documented = new Set([...read("metrics.md").matchAll(/^\| `([a-z0-9_:]+)`/gm)].map((m) => m[1]!));
// Prometheus's own series, and the parts histograms and counters add to a name.
const BUILT_IN = new Set(["up"]);

/** Every metric name a PromQL expression reads (words followed by `{`, `[` or standing alone as a selector). */
function seriesIn(expr: string): string[] {
  const names = [...expr.matchAll(/\b((?:gateway|nodejs|process)_[a-z0-9_]+|up)\b(?=\s*[{[)]|\s*$|\s*[><=!*/+-])/g)].map((m) => m[1]!);
  return names.map((n) => n.replace(/_(bucket|count|sum)$/, ""));
}

function expectDocumented(exprs: string[]) {
  expect(exprs.length).toBeGreaterThan(5);
  for (const expr of exprs) {
    const names = seriesIn(expr);
    expect(names.length, expr).toBeGreaterThan(0);
    for (const name of names) expect(documented.has(name) || BUILT_IN.has(name), `${name} in ${expr}`).toBe(true);
  }
}

describe("docs/operations", () => {
  it("metrics.md lists the series", () => {
    expect(documented.size).toBeGreaterThan(25);
    expect(documented.has("gateway_graphql_requests_total")).toBe(true);
  });

  it("prometheus.yml is a scrape configuration that loads alerts.yml", () => {
    const config = parse(read("prometheus.yml")) as {
      rule_files: string[];
      scrape_configs: { job_name: string; metrics_path: string; static_configs: { targets: string[] }[] }[];
    };
    expect(config.rule_files).toEqual(["alerts.yml"]);
    const jobs = config.scrape_configs.map((job) => job.job_name);
    expect(jobs).toContain("shop-gateway");
    for (const job of config.scrape_configs) expect(job.metrics_path).toBe("/metrics");
    expect(config.scrape_configs[0]!.static_configs[0]!.targets.length).toBeGreaterThanOrEqual(2);
  });

  it("alerts.yml has the alerts that matter, each explained, over documented series", () => {
    const rules = (
      parse(read("alerts.yml")) as { groups: { rules: { alert: string; expr: string; labels: { severity: string }; annotations: Record<string, string> }[] }[] }
    ).groups.flatMap((g) => g.rules);
    const names = rules.map((r) => r.alert);
    for (const needed of [
      "BackendDown",
      "BackendCircuitOpen",
      "SearchIndexStale",
      "MailOutboxGrowing",
      "EDocumentOutboxGrowing",
      "GraphQLErrorRate",
      "PageErrorRate",
    ]) {
      expect(names).toContain(needed);
    }
    expect(new Set(names).size).toBe(names.length);
    for (const rule of rules) {
      expect(["critical", "warning"]).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      expect(rule.annotations.description!.length, rule.alert).toBeGreaterThan(80);
    }
    expectDocumented(rules.map((r) => r.expr));
    // ...and every alert is in the README's table.
    const readme = read("README.md");
    for (const name of names) expect(readme, name).toMatch(new RegExp(`^\\| ${name} +\\|`, "m"));
  });

  it("grafana-dashboard.json is a dashboard whose queries read documented series", () => {
    const dashboard = JSON.parse(read("grafana-dashboard.json")) as { title: string; panels: { type: string; targets?: { expr: string }[] }[] };
    expect(dashboard.title).toBeTruthy();
    const exprs = dashboard.panels.flatMap((p) => p.targets ?? []).map((t) => t.expr);
    expectDocumented(exprs);
    // Each group of series has a panel: GraphQL, pages, channels, backend, breaker, caches, index, outboxes, process.
    for (const series of [
      "gateway_graphql_requests_total",
      "gateway_page_request_duration_seconds",
      "gateway_client_requests_total",
      "gateway_backend_requests_total",
      "gateway_backend_circuit_state",
      "gateway_cache_lookups_total",
      "gateway_search_index_age_seconds",
      "gateway_mail_outbox_pending",
      "gateway_edocument_outbox_depth",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(
        exprs.some((e) => seriesIn(e).includes(series)),
        series,
      ).toBe(true);
    }
  });
});

// The alerts evaluated by Prometheus's own rule tester (`promtool test rules`, Debian's prometheus package; .ci/run
// installs it): each scenario's alert fires with the labels and the annotations alerts.yml gives it, and a healthy
// shop fires none. Skipped, with a message, where promtool is not installed.
const promtool = [process.env.PROMTOOL_PATH, "/usr/bin/promtool"].find((p) => p && existsSync(p));

interface Scenario {
  alert: string;
  series: Record<string, string>;
  at: string;
  /** The alert's labels besides its rule's own; undefined: it must not fire. */
  fires?: Record<string, string>;
}

const G1 = 'instance="g1"';
const SCENARIOS: Scenario[] = [
  {
    alert: "GatewayInstanceDown",
    series: { [`up{${G1},job="shop-gateway",service="gateway"}`]: "0x5" },
    at: "3m",
    fires: { instance: "g1", job: "shop-gateway", service: "gateway" },
  },
  { alert: "GatewayInstanceDown", series: { [`up{${G1},job="shop-gateway",service="gateway"}`]: "1x5" }, at: "3m" },
  {
    alert: "BackendDown",
    series: {
      [`gateway_backend_requests_total{${G1},method="GET",route="/products",status="200"}`]: "0+4x10",
      [`gateway_backend_requests_total{${G1},method="GET",route="/products",status="unreachable"}`]: "0+6x10",
    },
    at: "8m",
    fires: { instance: "g1" },
  },
  {
    alert: "BackendDown",
    series: {
      [`gateway_backend_requests_total{${G1},method="GET",route="/products",status="200"}`]: "0+60x10",
      [`gateway_backend_requests_total{${G1},method="GET",route="/products/:id",status="404"}`]: "0+40x10",
    },
    at: "8m",
  },
  { alert: "BackendCircuitOpen", series: { [`gateway_backend_circuit_state{${G1},state="open"}`]: "0 0 1 1" }, at: "3m", fires: { instance: "g1" } },
  { alert: "BackendCircuitOpen", series: { [`gateway_backend_circuit_state{${G1},state="open"}`]: "0x20" }, at: "10m" },
  {
    alert: "SearchIndexStale",
    series: { [`gateway_catalog_stale_at_most_seconds{${G1}}`]: "602x20", [`gateway_search_index_age_seconds{${G1}}`]: "1800+60x20" },
    at: "10m",
    fires: { instance: "g1" },
  },
  {
    alert: "SearchIndexStale",
    series: { [`gateway_catalog_stale_at_most_seconds{${G1}}`]: "602x20", [`gateway_search_index_age_seconds{${G1}}`]: "0+60x9 0+60x9" },
    at: "15m",
  },
  { alert: "SearchIndexEmpty", series: { [`gateway_search_index_products{${G1}}`]: "0x15" }, at: "12m", fires: { instance: "g1" } },
  { alert: "SearchIndexEmpty", series: { [`gateway_search_index_products{${G1}}`]: "0 0 0 120x12" }, at: "12m" },
  { alert: "MailOutboxGrowing", series: { [`gateway_mail_outbox_pending{${G1}}`]: "0+1x40" }, at: "35m", fires: { instance: "g1" } },
  { alert: "MailGivenUp", series: { [`gateway_mail_given_up_total{${G1}}`]: "0 0 1 1 1" }, at: "4m", fires: { instance: "g1" } },
  { alert: "EDocumentOutboxGrowing", series: { [`gateway_edocument_outbox_depth{${G1}}`]: "10+1x70" }, at: "65m", fires: { instance: "g1" } },
  { alert: "EDocumentRejected", series: { [`gateway_edocument_rejected_total{${G1}}`]: "0 1 1" }, at: "2m", fires: { instance: "g1" } },
  {
    alert: "GraphQLErrorRate",
    series: {
      [`gateway_graphql_requests_total{${G1},operation="ProductPage",via="http",client="storefront",outcome="ok"}`]: "0+90x20",
      [`gateway_graphql_requests_total{${G1},operation="ProductPage",via="http",client="storefront",outcome="server_error"}`]: "0+10x20",
    },
    at: "12m",
    fires: {},
  },
  {
    alert: "GraphQLErrorRate",
    series: {
      [`gateway_graphql_requests_total{${G1},operation="ProductPage",via="http",client="storefront",outcome="ok"}`]: "0+90x20",
      [`gateway_graphql_requests_total{${G1},operation="ProductPage",via="http",client="ios-app",outcome="client_error"}`]: "0+30x20",
    },
    at: "12m",
  },
  {
    alert: "PageErrorRate",
    series: {
      [`gateway_page_requests_total{${G1},route="/",type="document",client="storefront",status="200"}`]: "0+90x20",
      [`gateway_page_requests_total{${G1},route="/",type="document",client="storefront",status="503"}`]: "0+10x20",
    },
    at: "12m",
    fires: {},
  },
  { alert: "EventLoopLagHigh", series: { [`nodejs_eventloop_lag_p99_seconds{${G1}}`]: "0.8x20" }, at: "15m", fires: { instance: "g1" } },
];

describe.skipIf(!promtool)("alerts.yml under promtool", () => {
  it("prometheus.yml and alerts.yml pass promtool's checks", () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-prometheus-"));
    const token = join(dir, "token");
    writeFileSync(token, "a-metrics-token-0123456789");
    writeFileSync(join(dir, "prometheus.yml"), read("prometheus.yml").replace("/etc/prometheus/secrets/shop-metrics-token", token));
    writeFileSync(join(dir, "alerts.yml"), read("alerts.yml"));
    const run = spawnSync(promtool!, ["check", "config", "prometheus.yml"], { cwd: dir, encoding: "utf8" });
    rmSync(dir, { recursive: true, force: true });
    expect(run.stdout + run.stderr).toContain("is valid prometheus config file syntax");
    expect(run.stdout).toMatch(/SUCCESS: \d+ rules found/);
    expect(run.status).toBe(0);
  });

  it("every alert has a scenario", () => {
    const alerts = (parse(read("alerts.yml")) as { groups: { rules: { alert: string }[] }[] }).groups.flatMap((g) => g.rules.map((r) => r.alert));
    const tested = new Set(SCENARIOS.filter((s) => s.fires).map((s) => s.alert));
    expect(alerts.filter((a) => !tested.has(a))).toEqual([]);
  });

  it("fires each alert in its scenario, with its labels and annotations, and not on a healthy shop", () => {
    const rules = (
      parse(read("alerts.yml")) as { groups: { rules: { alert: string; labels: Record<string, string>; annotations: Record<string, string> }[] }[] }
    ).groups.flatMap((g) => g.rules);
    const dir = mkdtempSync(join(tmpdir(), "shop-alerts-"));
    writeFileSync(join(dir, "alerts.yml"), read("alerts.yml"));
    const tests = SCENARIOS.map((s) => {
      const rule = rules.find((r) => r.alert === s.alert)!;
      const expand = (text: string) => text.replace(/\{\{ \$labels\.(\w+) \}\}/g, (_, name: string) => s.fires?.[name] ?? "");
      return {
        interval: "1m",
        input_series: Object.entries(s.series).map(([series, values]) => ({ series, values })),
        alert_rule_test: [
          {
            eval_time: s.at,
            alertname: s.alert,
            exp_alerts: s.fires
              ? [
                  {
                    exp_labels: { ...rule.labels, ...s.fires },
                    exp_annotations: Object.fromEntries(Object.entries(rule.annotations).map(([k, v]) => [k, expand(v)])),
                  },
                ]
              : [],
          },
        ],
      };
    });
    writeFileSync(join(dir, "alerts.test.yml"), stringify({ rule_files: ["alerts.yml"], evaluation_interval: "1m", tests }));
    const run = spawnSync(promtool!, ["test", "rules", "alerts.test.yml"], { cwd: dir, encoding: "utf8" });
    rmSync(dir, { recursive: true, force: true });
    expect(run.stdout + run.stderr).toContain("SUCCESS");
    expect(run.status).toBe(0);
  });
});

if (!promtool) console.warn("operations-docs.test.ts: promtool is not installed (Debian's prometheus package): the alert scenarios are skipped");
