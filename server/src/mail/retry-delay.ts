/** Wait before try number `attempt` (2 = the first retry): `base`, then doubling, capped at an hour. */
export function retryDelayMs(base: number, attempt: number): number {
  return Math.min(base * 2 ** Math.max(0, attempt - 2), 3_600_000);
}
