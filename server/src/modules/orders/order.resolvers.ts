import type { OrderResolvers } from "../../__generated__/resolvers-types.js";
import { aed, statusOf } from "./stored-amounts.js";

export const Order: OrderResolvers = {
  id: (o) => String(o.id),
  status: (o) => statusOf(o.status),
  statusHistory: (o) => o.status_history,
  createdAt: (o) => o.created_at,
  itemCount: (o) => o.lines.reduce((n, l) => n + l.quantity, 0),
  subTotal: (o) => aed(o.sub_total),
  shipping: (o) => aed(o.shipping),
  vatIncluded: (o) => aed(o.vat_included),
  total: (o) => aed(o.total),
  shippingAddress: (o) => o.shipping_address,
  paymentMethod: (o) => (o.payment_method === "bank_transfer" ? "BANK_TRANSFER" : "CASH_ON_DELIVERY"),
  contactEmail: (o) => o.contact_email,
  contactPhone: (o) => o.contact_phone,
  isGuestOrder: (o) => o.user === null,
  confirmationEmail: (o) => o.confirmationEmail ?? null,
  company: (o) => o.company ?? null,
  purchaseOrderNumber: (o) => o.po_number ?? null,
  quoteNumber: (o) => o.quote_number ?? null,
  // Orders from before the backend numbered invoices have none (nor a credit note).
  taxInvoice: (o) => (o.invoice_number ? o : null),
  creditNote: (o) => (o.credit_note_number && o.invoice_number ? o : null),
  bankTransfer: (o) => (o.payment_method === "bank_transfer" ? o : null),
};
