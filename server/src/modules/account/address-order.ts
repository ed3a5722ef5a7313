import type { RestAddress } from "../../backend/rest-types.js";

/** The default address first, then newest first: the order the checkout offers them in. */
export function sortAddresses(addresses: readonly RestAddress[]): RestAddress[] {
  return [...addresses].sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id);
}
