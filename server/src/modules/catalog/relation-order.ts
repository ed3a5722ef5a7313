// Strapi 3 lists a many-to-many relation (a product's brands, its sub-categories) in its join table's order,
// which differs between databases and runs. By id, the relation reads the same on every backend and every call,
// and its first row (shown on cards, in breadcrumbs, choosing related products) is the one linked first.

export const byId = <T extends { id: number }>(rows: readonly T[] | null | undefined): T[] => [...(rows ?? [])].sort((a, b) => a.id - b.id);

export const firstById = <T extends { id: number }>(rows: readonly T[] | null | undefined): T | undefined => byId(rows)[0];
