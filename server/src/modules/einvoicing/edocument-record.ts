import type { TaxDocumentKind } from "@proav/einvoice";

// What the shop knows about one PINT AE document: its delivery status, the same everywhere a status is read (the
// store, GraphQL's EDocument, the logs, the metrics).

/** The schema's EDocumentStatus. PREPARED is also where a document stays while no provider is configured. */
export type EDocumentStatus = "PREPARED" | "SUBMITTED" | "ACCEPTED" | "REJECTED";

export interface EDocumentRecord {
  /** The invoice or credit note number: the provider's idempotency key. */
  number: string;
  kind: TaxDocumentKind;
  orderNumber: string;
  status: EDocumentStatus;
  /** The provider's reason, for REJECTED only. */
  rejectionReason: string | null;
  /** ISO 8601, when the status last changed. */
  updatedAt: string;
  /** Transmissions tried so far (each POST counts). */
  attempts: number;
}

/** GraphQL's EDocument, field for field (TaxInvoice.eInvoice, TaxCreditNote.eInvoice). */
export interface EDocumentModel {
  status: EDocumentStatus;
  rejectionReason: string | null;
  updatedAt: string;
  xmlPath: string;
}

/** Statuses a start-up sweep sends again: nothing final was heard from the provider. */
export const UNFINISHED: readonly EDocumentStatus[] = ["PREPARED", "SUBMITTED"];

/** The signed-in download path of a document (GET, owner-scoped); guests post number and e-mail to /orders/track/<file>. */
export function xmlPathOf(orderNumber: string, kind: TaxDocumentKind): string {
  return `/account/orders/${encodeURIComponent(orderNumber)}/${XML_FILE[kind]}`;
}

export const XML_FILE: Record<TaxDocumentKind, string> = { invoice: "einvoice.xml", "credit-note": "credit-note.xml" };
