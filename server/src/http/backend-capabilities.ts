import type { AxiosInstance } from "axios";

// Which shopper features the backend offers, found by asking for each route without credentials: a missing route
// answers 404 (or 405), an existing one 403 (not signed in) or 400 (no parameters). A stock Strapi v3 without the
// shop's extension (strapi/) has none of them. Checked at most once a minute: /readyz is polled often.

export interface BackendCapabilities {
  addresses: boolean;
  orders: boolean;
  orderTracking: boolean;
  changePassword: boolean;
}

const PROBES: Record<keyof BackendCapabilities, { method: "get" | "post"; url: string }> = {
  addresses: { method: "get", url: "/addresses" },
  orders: { method: "get", url: "/orders/count" },
  orderTracking: { method: "get", url: "/orders/track" },
  changePassword: { method: "post", url: "/auth/change-password" },
};

const TTL_MS = 60_000;

export function backendCapabilities(http: AxiosInstance): () => Promise<BackendCapabilities | null> {
  let last: { at: number; value: BackendCapabilities } | undefined;
  return async () => {
    if (last && Date.now() - last.at < TTL_MS) return last.value;
    try {
      const entries = await Promise.all(
        Object.entries(PROBES).map(async ([name, probe]) => {
          // Past the circuit breaker (Node's adapter directly): probes must neither count as traffic that dilutes
          // its failure rate nor be refused while it is open.
          const res = await http.request({ method: probe.method, url: probe.url, data: {}, validateStatus: () => true, adapter: "http" });
          return [name, res.status !== 404 && res.status !== 405 && res.status < 500] as const;
        }),
      );
      last = { at: Date.now(), value: Object.fromEntries(entries) as unknown as BackendCapabilities };
      return last.value;
    } catch {
      return null;
    }
  };
}
