import type { EDocumentStatus } from "../../__generated__/resolvers-types.js";
import type { RestOrder } from "../../backend/rest-types.js";
import type { GatewayContext } from "../../context.js";
import type { TaxDocumentKind } from "./tax-document.js";

// The seam between the tax documents and their PINT AE e-documents: `TaxInvoice.eInvoice` and
// `TaxCreditNote.eInvoice` ask this one function. Owner of its body: the e-invoice engineer (transmitter, statuses,
// XML routes). Until it reads a status source it answers null, which the schema allows ("null for a consumer").

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
export async function eDocumentFor(_ctx: GatewayContext, _order: RestOrder, _kind: TaxDocumentKind): Promise<EDocumentModel | null> {
  return Promise.resolve(null);
}
