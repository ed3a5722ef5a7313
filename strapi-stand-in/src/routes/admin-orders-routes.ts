// What the shop does to an order in Strapi's admin panel, for tests and local runs: `PUT /admin/orders/:id`
// `{ "status": "cancelled", "note"?: "..." }` moves it along its statuses (a new step in its history) and, on
// `cancelled`, issues its tax credit note once, in the same transaction (the extension's order lifecycle does the
// same on the hosted Strapi). Fires the `entry.update` webhook for the `order` model, as Strapi does for any
// entry the admin saves. Guarded by BACKEND_ADMIN_TOKEN like the product routes.
import { Router } from "express";
import type { Db } from "../db/open.js";
import { sendNotFound } from "../http/errors.js";
import { InvalidInput, idParam } from "../extension-rules.js";
import { requireAdmin } from "../http/require-admin.js";
import { orderJson } from "../orders/order-json.js";
import { changeOrderStatus, ORDER_STATUSES, type OrderStatus } from "../orders/order-repo.js";
import { sendWebhook, type WebhookConfig } from "../webhooks/webhook-sender.js";

/** A status step's note: the component's `note` is a Strapi string (255 characters). */
const NOTE_MAX = 255;

function parseStatusChange(raw: unknown): { status: OrderStatus; note: string | null } {
  const body = (raw !== null && typeof raw === "object" ? raw : {}) as { status?: unknown; note?: unknown };
  const errors: Record<string, string[]> = {};
  const status = ORDER_STATUSES.find((s) => s === body.status);
  if (!status) errors.status = [`status must be one of ${ORDER_STATUSES.join(", ")}`];
  const note = body.note === undefined || body.note === null ? null : body.note;
  if (note !== null && (typeof note !== "string" || note.length > NOTE_MAX)) errors.note = [`note must be a string of at most ${NOTE_MAX} characters`];
  if (!status || Object.keys(errors).length > 0) throw new InvalidInput(errors);
  return { status, note: typeof note === "string" && note.trim() !== "" ? note.trim() : null };
}

export function adminOrdersRouter(db: Db, token: string, webhooks: WebhookConfig | undefined): Router {
  const router = Router();
  router.put("/admin/orders/:id", async (req, res) => {
    requireAdmin(req, token);
    const id = idParam(req.params.id);
    const { status, note } = parseStatusChange(req.body);
    const order = id === undefined ? undefined : changeOrderStatus(db, id, status, note, new Date().toISOString());
    if (!order) return sendNotFound(res);
    const entry = orderJson(db, order);
    await sendWebhook(webhooks, "entry.update", "order", entry);
    res.json(entry);
  });
  return router;
}
