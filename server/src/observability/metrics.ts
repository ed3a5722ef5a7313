import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { LabelBudget, OTHER } from "./labels.js";
import { UNKNOWN_CLIENT } from "./channel.js";

// Every series the gateway exports on /metrics, in one place: docs/operations/metrics.md lists the same names
// with their labels and meaning (a unit test holds the two together). One registry per gateway (tests start
// several in one process). Observing costs a label lookup and an addition; values that live elsewhere (the
// circuit's state, the index's freshness, the outboxes) are read only when Prometheus scrapes.

/** Seconds: from a cached answer (a few ms) to a backend timeout (5 s) and a slow page under load. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How a GraphQL request ended: an error of the gateway or the backend, or the client's own mistake. */
export type Outcome = "ok" | "client_error" | "server_error";

export type CacheLayer = "graphql_micro" | "page_micro" | "response" | "taxonomy";

/** The layers held in this process's memory (the response cache only without REDIS_URL). */
export type InProcessCacheLayer = Exclude<CacheLayer, "taxonomy">;

export type CircuitStateName = "closed" | "open" | "half-open";

/** What the search module reports about the index's freshness (modules/search CatalogFreshness fits). */
export interface CatalogFreshnessSource {
  lastResyncAt: string | null;
  lastWebhookAt: string | null;
  lastResyncFailedAt: string | null;
  staleAtMostSeconds: number | null;
}

export interface MailSource {
  /** Messages waiting for a retry. */
  pending: number;
  /** Tries that failed, since start. */
  failedAttempts: number;
  /** Messages given up after their last try, since start. */
  givenUp: number;
}

/** The e-document service's counts (modules/einvoicing: `eDocuments.metrics()`, EDocumentMetrics fits). */
export interface EDocumentSource {
  /** Documents PREPARED or SUBMITTED in the store. */
  outboxDepth: number;
  /** Failed transmission attempts, and documents accepted and rejected by the provider, since start. */
  failures: number;
  accepted: number;
  rejected: number;
  /** Retries scheduled in this process. */
  retriesPending: number;
}

export interface MetricSources {
  circuitState?: () => CircuitStateName;
  indexSize?: () => number | null;
  freshness?: () => CatalogFreshnessSource;
  mail?: () => MailSource;
  /** Read from the store (files or Redis): once per scrape, however many series show it. */
  eDocuments?: () => Promise<EDocumentSource>;
}

type Value = number | null | undefined;

const seconds = (iso: string | null | undefined) => (iso ? Date.parse(iso) / 1000 : undefined);

export class GatewayMetrics {
  readonly registry = new Registry();
  private sources: MetricSources = {};
  private eDocumentsRead: { at: number; value: Promise<EDocumentSource | undefined> } | undefined;
  private readonly operations = new LabelBudget(100);
  private readonly backendRoutes = new LabelBudget(64);
  private readonly clients: LabelBudget;
  private readonly versions = new LabelBudget(50);
  private readonly cacheSizes = new Map<InProcessCacheLayer, () => number>();

  readonly graphqlRequests = new Counter({
    name: "gateway_graphql_requests_total",
    help: "GraphQL operations answered, by operation name, transport (http: /graphql; ssr: run in process for a page), client and outcome.",
    labelNames: ["operation", "via", "client", "outcome"] as const,
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: "gateway_graphql_request_duration_seconds",
    help: "Time to answer a GraphQL operation, by operation name and transport.",
    labelNames: ["operation", "via"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly pageRequests = new Counter({
    name: "gateway_page_requests_total",
    help: "Storefront page and page-data requests, by route pattern, type (document or data), client and HTTP status.",
    labelNames: ["route", "type", "client", "status"] as const,
    registers: [this.registry],
  });
  readonly pageDuration = new Histogram({
    name: "gateway_page_request_duration_seconds",
    help: "Time to answer a storefront page or page-data request, by route pattern and type.",
    labelNames: ["route", "type"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly clientRequests = new Counter({
    name: "gateway_client_requests_total",
    help: "Requests per channel (apollographql-client-name / -version), by kind (graphql or page).",
    labelNames: ["client", "version", "kind"] as const,
    registers: [this.registry],
  });
  readonly clientDuration = new Histogram({
    name: "gateway_client_request_duration_seconds",
    help: "Time to answer a channel's requests, by client and kind (graphql or page).",
    labelNames: ["client", "kind"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly budgetRefusals = new Counter({
    name: "gateway_client_budget_refusals_total",
    help: "GraphQL requests refused (429) because the client address had spent its channel's budget for the minute.",
    labelNames: ["client"] as const,
    registers: [this.registry],
  });
  readonly backendRequests = new Counter({
    name: "gateway_backend_requests_total",
    help: "Calls to the Strapi backend as callers saw them (after retries), by method, route pattern and status (HTTP status, timeout, unreachable, circuit_open).",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });
  readonly backendDuration = new Histogram({
    name: "gateway_backend_request_duration_seconds",
    help: "Time of a call to the Strapi backend (retries included), by method and route pattern.",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly circuitTransitions = new Counter({
    name: "gateway_backend_circuit_transitions_total",
    help: "Times the backend circuit breaker entered a state (open: failing fast; half-open: one trial call; closed: recovered).",
    labelNames: ["state"] as const,
    registers: [this.registry],
  });
  readonly cacheLookups = new Counter({
    name: "gateway_cache_lookups_total",
    help: "Cache lookups by layer (graphql_micro, page_micro, response, taxonomy) and result (hit or miss).",
    labelNames: ["layer", "result"] as const,
    registers: [this.registry],
  });

  constructor(opts: { knownClients: Iterable<string> }) {
    this.clients = new LabelBudget(20, new Set([...opts.knownClients, UNKNOWN_CLIENT, OTHER]));
    collectDefaultMetrics({ register: this.registry });
    const circuitState = () => this.sources.circuitState?.();
    new Gauge({
      name: "gateway_backend_circuit_state",
      help: "1 for the backend circuit breaker's current state (closed, open, half-open), 0 for the others.",
      labelNames: ["state"] as const,
      registers: [this.registry],
      collect() {
        const state = circuitState();
        if (!state) return;
        for (const name of ["closed", "open", "half-open"] as const) this.set({ state: name }, name === state ? 1 : 0);
      },
    });
    const cacheSizes = this.cacheSizes;
    new Gauge({
      name: "gateway_cache_bytes",
      help: "Bytes an in-process cache layer holds, as it counts them against its bound (expired entries stay until pushed out).",
      labelNames: ["layer"] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [layer, bytes] of cacheSizes) this.set({ layer }, bytes());
      },
    });
    this.gauge("gateway_search_index_products", "Products in this instance's search index (0 while it is not built).", () => this.sources.indexSize?.());
    this.gauge(
      "gateway_search_index_age_seconds",
      "Seconds since the search index last re-read the whole catalogue (before the first periodic re-sync: since the process started, when it was built).",
      () => {
        if (!this.sources.indexSize || this.sources.indexSize() === null) return undefined;
        const last = seconds(this.sources.freshness?.().lastResyncAt);
        return last === undefined ? process.uptime() : Date.now() / 1000 - last;
      },
    );
    this.gauge("gateway_search_index_last_resync_timestamp_seconds", "When the last periodic re-sync of the search index finished (Unix time).", () =>
      seconds(this.sources.freshness?.().lastResyncAt),
    );
    this.gauge("gateway_search_index_last_resync_failure_timestamp_seconds", "When a periodic re-sync of the search index last failed (Unix time).", () =>
      seconds(this.sources.freshness?.().lastResyncFailedAt),
    );
    this.gauge(
      "gateway_catalog_last_webhook_timestamp_seconds",
      "When the last catalogue webhook reached this instance, directly or through Redis (Unix time).",
      () => seconds(this.sources.freshness?.().lastWebhookAt),
    );
    this.gauge(
      "gateway_catalog_stale_at_most_seconds",
      "Worst-case staleness of listings and search without webhooks (one re-sync period plus two re-sync times).",
      () => this.sources.freshness?.().staleAtMostSeconds ?? undefined,
    );
    this.gauge("gateway_mail_outbox_pending", "E-mails waiting for a retry in this process (lost on restart).", () => this.sources.mail?.().pending);
    this.total(
      "gateway_mail_send_failures_total",
      "E-mail tries that failed (each is retried until MAIL_RETRY_ATTEMPTS).",
      () => this.sources.mail?.().failedAttempts,
    );
    this.total("gateway_mail_given_up_total", "E-mails given up after their last try.", () => this.sources.mail?.().givenUp);
    const documents = async () => (await this.eDocuments())?.outboxDepth;
    this.gauge("gateway_edocument_outbox_depth", "E-invoices and credit notes prepared or submitted, not yet accepted or rejected by the provider.", documents);
    this.gauge(
      "gateway_edocument_retries_pending",
      "E-document transmissions waiting for a retry in this process.",
      async () => (await this.eDocuments())?.retriesPending,
    );
    this.total(
      "gateway_edocument_transmission_failures_total",
      "Failed transmissions of e-documents to the accredited service provider.",
      async () => (await this.eDocuments())?.failures,
    );
    this.total("gateway_edocument_accepted_total", "E-documents the service provider accepted.", async () => (await this.eDocuments())?.accepted);
    this.total("gateway_edocument_rejected_total", "E-documents the service provider rejected.", async () => (await this.eDocuments())?.rejected);
  }

  /** The e-document counts, read at most once a second (one scrape reads them for five series). */
  private eDocuments(): Promise<EDocumentSource | undefined> {
    const read = this.sources.eDocuments;
    if (!read) return Promise.resolve(undefined);
    const now = Date.now();
    if (!this.eDocumentsRead || now - this.eDocumentsRead.at > 1000) this.eDocumentsRead = { at: now, value: read().catch(() => undefined) };
    return this.eDocumentsRead.value;
  }

  /** Where the values read at scrape time come from; later calls add to (or replace) earlier ones. */
  read(sources: MetricSources): void {
    this.sources = { ...this.sources, ...sources };
  }

  /** The client label of a sanitised client name: configured channels always, up to 20 others, then "other". */
  clientLabel(client: string): string {
    return this.clients.label(client);
  }

  /**
   * An operation name as a label, up to 100 distinct, then "other": null for an operation without a name
   * ("anonymous"), undefined when there was none to read (a body refused unread, not JSON: "unknown").
   */
  operationLabel(name: string | null | undefined): string {
    if (name === null) return "anonymous";
    return name === undefined ? "unknown" : this.operations.label(name);
  }

  backendRouteLabel(route: string): string {
    return this.backendRoutes.label(route);
  }

  /** One request of a channel; the version is kept for up to 50 client/version pairs. */
  countClient(client: string, version: string, kind: "graphql" | "page", durationSeconds: number): void {
    const label = this.clientLabel(client);
    const pair = this.versions.label(`${label}\n${version}`);
    this.clientRequests.inc({ client: label, version: pair === OTHER ? OTHER : version, kind });
    this.clientDuration.observe({ client: label, kind }, durationSeconds);
  }

  /** Counts lookups of one cache layer. */
  cacheLayer(layer: CacheLayer): (hit: boolean) => void {
    const hits = this.cacheLookups.labels({ layer, result: "hit" });
    const misses = this.cacheLookups.labels({ layer, result: "miss" });
    return (hit) => (hit ? hits.inc() : misses.inc());
  }

  /** Reports an in-process cache layer's size at scrape time. */
  cacheBytes(layer: InProcessCacheLayer): (bytes: () => number) => void {
    return (bytes) => this.cacheSizes.set(layer, bytes);
  }

  private gauge(name: string, help: string, value: () => Value | Promise<Value>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        const v = await value();
        // No value (nothing built yet, no source): no sample, rather than a misleading 0.
        if (v === undefined || v === null) this.reset();
        else this.set(v);
      },
    });
  }

  /** A counter whose running total is kept elsewhere and read at scrape time. */
  private total(name: string, help: string, value: () => Value | Promise<Value>): void {
    new Counter({
      name,
      help,
      registers: [this.registry],
      async collect() {
        const v = await value();
        this.reset();
        if (v !== undefined && v !== null) this.inc(v);
      },
    });
  }
}
