/** `PAV-2026-000123`: the year placed and the order's id, readable over the phone and unique with the id. */
export function orderNumber(id: number, createdAt: string): string {
  return `PAV-${createdAt.slice(0, 4)}-${String(id).padStart(6, "0")}`;
}
