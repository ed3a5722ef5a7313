import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";

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
