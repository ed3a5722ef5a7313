import type { TaxDocumentKind } from "@proav/einvoice";

// The one interface between the shop and its Accredited Service Provider: hand over a document, hear what became
// of it. `asp-transmitter.ts` posts to the provider; `outbox-transmitter.ts` (no provider configured) keeps the
// document in the outbox folder and says where.

export interface OutgoingDocument {
  number: string;
  kind: TaxDocumentKind;
  orderNumber: string;
  xml: string;
  /** Where the XML lies on disk, when it does (the outbox's log line). */
  path: string | null;
}

export type Transmission =
  /** The provider took it (or already had it under this number). */
  | { outcome: "accepted" }
  /** The provider refused it, for good: its reason, as it said it. */
  | { outcome: "rejected"; reason: string }
  /** Worth trying again later: the provider was down, slow, or refused the credentials. */
  | { outcome: "retry"; error: string }
  /** No provider: the document stays in the outbox, PREPARED. */
  | { outcome: "kept" };

export interface Transmitter {
  /** For logs: `asp` or `outbox`. */
  readonly name: string;
  /** Never throws: every failure is a Transmission. */
  send(document: OutgoingDocument): Promise<Transmission>;
}
