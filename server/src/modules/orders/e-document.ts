import type { EDocumentStatus } from "../../__generated__/resolvers-types.js";
import type { RestOrder } from "../../backend/rest-types.js";
import type { GatewayContext } from "../../context.js";
import type { TaxDocumentKind } from "./tax-document.js";

// The seam between the tax documents and their PINT AE e-documents: `TaxInvoice.eInvoice` and
// `TaxCreditNote.eInvoice` ask this one function; the documents, their delivery and statuses live in the einvoicing
// module (ctx.eDocuments). Reading a document the shop has not prepared yet (a credit note the backend allocated
// when the shop cancelled the order) prepares it and sends it in the background.

/** An `EDocument` as resolved. */
export interface EDocumentModel {
  status: EDocumentStatus;
  rejectionReason: string | null;
  /** ISO 8601. */
  updatedAt: string;
  /** Path of the UBL XML on the gateway's origin, owner-scoped like the PDF. */
  xmlPath: string;
}

/** The e-document of the order's invoice or credit note, or null: a consumer order (no TRN), or none prepared yet. */
export function eDocumentFor(ctx: GatewayContext, order: RestOrder, kind: TaxDocumentKind): Promise<EDocumentModel | null> {
  return ctx.eDocuments.eDocument(order, kind);
}
