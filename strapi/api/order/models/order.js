"use strict";

// What happens when the shop changes an order in the admin panel (the content-manager's update, or any
// `strapi.query("order").update` that sets `status`):
// - a new status appends a step to the status history (unless the editor already added it);
// - `cancelled` issues the order's tax credit note, once: its number and date are taken and stored in one
//   transaction of their own (shop/tax-documents.js) right after the status is saved. Should that fail, the order
//   is cancelled without a note until the next start, which issues the notes cancelled orders lack.
// The order controller's own updates never set `status`, so they pass through untouched (they run inside a
// transaction that holds SQLite's only connection: a query here without it would wait forever).
const { issueCreditNote, knexOf } = require("../../../shop/tax-documents");

const steps = (list) => (list || []).map((step) => ({ ...(step.id ? { id: step.id } : {}), status: step.status, at: step.at, note: step.note || null }));

module.exports = {
  lifecycles: {
    async beforeUpdate(params, data) {
      if (!data || typeof data.status !== "string" || !params || params.id === undefined) return;
      const current = await strapi.query("order").findOne({ id: params.id }, ["status_history"]);
      if (!current || current.status === data.status) return;
      const history = steps(data.status_history === undefined ? current.status_history : data.status_history);
      const last = history[history.length - 1];
      if (!last || last.status !== data.status) history.push({ status: data.status, at: new Date().toISOString(), note: null });
      data.status_history = history;
    },

    async afterUpdate(result, params, data) {
      if (!result || !data || data.status !== "cancelled" || result.credit_note_number) return;
      const issued = await issueCreditNote(knexOf(strapi), result.id);
      // The admin panel's answer and the `entry.update` webhook show the note.
      if (issued) Object.assign(result, { credit_note_number: issued.credit_note_number, credited_at: issued.credited_at.toISOString() });
    },
  },
};
