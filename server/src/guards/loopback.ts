// The per-address limits (the render gate, the search budget, paused refusals) all exempt one kind of address.

/**
 * A request from this host (tests, or a local proxy that sends no X-Forwarded-For) is no client of its own: limited
 * per address, every shopper behind such a proxy would share one budget.
 */
export function isLoopback(address: string): boolean {
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}
