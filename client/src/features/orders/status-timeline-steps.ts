import type { OrderStatus } from "../../__generated__/graphql";

/**
 * The steps a shopper sees for an order: the usual path PENDING → PROCESSING → SHIPPED → DELIVERED, each
 * marked done (with when and the shop's note) once the order has been there. A cancelled order shows the
 * steps it reached and then "Cancelled". The history is taken as given (oldest first); a status entered twice
 * shows its latest time.
 */
export const HAPPY_PATH: readonly OrderStatus[] = ["PENDING", "PROCESSING", "SHIPPED", "DELIVERED"];

export interface TimelineStep {
  status: OrderStatus;
  state: "done" | "current" | "upcoming";
  at: string | null;
  note: string | null;
}

export function timelineSteps(status: OrderStatus, history: readonly { status: OrderStatus; at: string; note?: string | null }[]): TimelineStep[] {
  const reached = new Map<OrderStatus, { at: string; note: string | null }>();
  for (const change of history) reached.set(change.status, { at: change.at, note: change.note ?? null });
  const stepOf = (s: OrderStatus, state: TimelineStep["state"]): TimelineStep => ({
    status: s,
    state,
    at: reached.get(s)?.at ?? null,
    note: reached.get(s)?.note ?? null,
  });

  if (status === "CANCELLED") {
    const done = HAPPY_PATH.filter((s) => reached.has(s)).map((s) => stepOf(s, "done"));
    return [...done, stepOf("CANCELLED", "current")];
  }
  const index = Math.max(0, HAPPY_PATH.indexOf(status));
  return HAPPY_PATH.map((s, i) => stepOf(s, i < index ? "done" : i === index ? (status === "DELIVERED" ? "done" : "current") : "upcoming"));
}
