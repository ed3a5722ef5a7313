import type { EDocumentRecord } from "./edocument-record.js";

// Where documents and their statuses are kept: files in the outbox folder (one instance), or Redis (a fleet, so
// every gateway instance answers the same status). Both keep the XML exactly as submitted.

export interface StatusStore {
  /** Keeps a new document with its XML; when the number is known already, keeps nothing and answers the stored record. */
  prepare(record: EDocumentRecord, xml: string): Promise<{ record: EDocumentRecord; created: boolean }>;
  get(number: string): Promise<EDocumentRecord | null>;
  /** Replaces the record of a known document (its status changed). */
  update(record: EDocumentRecord): Promise<void>;
  xml(number: string): Promise<string | null>;
  /** Numbers of the documents not yet ACCEPTED or REJECTED. */
  unfinished(): Promise<string[]>;
  /**
   * Takes the right to transmit `number` for `ms` (one instance at a time; the provider's idempotency key covers
   * the rest); false when another holder has it.
   */
  claim(number: string, ms: number): Promise<boolean>;
  release(number: string): Promise<void>;
  /** Where a document's XML lies on this instance's disk, for the log line; null when it is not on disk. */
  pathOf(number: string): string | null;
}

/** A document number as a file or key name: the backend's INV-000123 / CN-000007, never a path. */
export function safeNumber(number: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(number)) throw new RangeError(`not a document number: "${number}"`);
  return number;
}
