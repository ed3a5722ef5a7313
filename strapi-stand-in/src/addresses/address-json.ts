import type { AddressRow } from "./address-repo.js";

/** An address as Strapi serialises a collection entry: the owner as an id (relations one level, no user object). */
export function addressJson(row: AddressRow): Record<string, unknown> {
  return { ...row, is_default: row.is_default === 1 };
}
