import { createHash } from "node:crypto";
import type { CreditNoteReason, Emirate } from "./tax-invoice.js";

// The identifiers and codes PINT AE (release 2026.5) prescribes, each with the rule or code list it answers.

export const CUSTOMIZATION_ID = "urn:peppol:pint:billing-1@ae-1"; // aligned-ibrp-001-ae
export const PROFILE_ID = "urn:peppol:bis:billing"; // aligned-ibrp-002-ae

/** The electronic address scheme of UAE participants: the TIN (ICD 0235). */
export const UAE_TIN_SCHEME = "0235";

/**
 * The predefined electronic address for a buyer that is not yet on the network. PINT AE's own example "Standard
 * tax invoice - predefined endpoint" (2026.5) addresses such a domestic buyer at 0235:9900000098 (exports use
 * 9900000099); ibr-149-ae accepts a 9XXXXXXXXX address without the buyer's legal registration.
 */
export const PREDEFINED_BUYER_ENDPOINT = "9900000098";

const TRN = /^1\d{12}03$/;

/** A TRN as ibr-132-ae wants it: 15 digits, starting 1, ending 03. */
export function isTrn(value: string): boolean {
  return TRN.test(value);
}

/** The TIN inside a TRN: its first ten digits (the format ibr-148-ae checks, 1XXXXXXXXX). */
export function tinFromTrn(trn: string): string {
  if (!isTrn(trn)) throw new RangeError(`not a UAE TRN (15 digits, starting 1, ending 03): ${trn}`);
  return trn.slice(0, 10);
}

/** The buyer's electronic address (IBT-049): its TIN once it is on the network, the predefined one until then. */
export function buyerEndpoint(buyer: { trn: string; onNetwork: boolean }): string {
  return buyer.onNetwork ? tinFromTrn(buyer.trn) : PREDEFINED_BUYER_ENDPOINT;
}

/**
 * The invoice transaction type (BTAE-02, ProfileExecutionID): eight flags, position 7 "Supply through
 * e-commerce". Every sale of this online shop sets it, and none of the others applies to it (free zone, deemed
 * supply, margin scheme, summary, continuous supply, agent billing, exports).
 */
export const ONLINE_SALE_TRANSACTION_TYPE = "00000010";

/** UNCL 1001 document types: 380 commercial (tax) invoice, 381 credit note. */
export const INVOICE_TYPE_CODE = "380";
export const CREDIT_NOTE_TYPE_CODE = "381";

/** Credit note reason codes (BTAE-03, ibr-001-ae): the paragraphs of Art. 61(1) of Federal Decree-Law 8 of 2017. */
export const CREDIT_NOTE_REASON_CODES: Record<CreditNoteReason, string> = {
  "supply-cancelled": "DL8.61.1.A",
  "consideration-altered": "DL8.61.1.C",
  "goods-returned": "DL8.61.1.D",
};

/** Country subdivision codes (IBT-039, IBT-054, IBT-079; ibr-128-ae). */
export const EMIRATE_SUBDIVISION: Record<Emirate, string> = {
  ABU_DHABI: "AUH",
  DUBAI: "DXB",
  SHARJAH: "SHJ",
  AJMAN: "AJM",
  UMM_AL_QUWAIN: "UAQ",
  RAS_AL_KHAIMAH: "RAK",
  FUJAIRAH: "FUJ",
};

/** UNCL 4461 payment means: 10 in cash, 30 credit transfer (which needs the account, ibr-192-ae). */
export const PAYMENT_MEANS_CODE = { "cash-on-delivery": "10", "bank-transfer": "30" } as const;

/** UN/ECE Rec 20 units: H87 piece for goods, E48 service unit for shipping. */
export const UNIT_CODE = { goods: "H87", shipping: "E48" } as const;

/**
 * The document's UUID (BTAE-07, ibr-193-ae), derived from the seller, the document type and its number (the SHA-1
 * of that name, laid out as a name-based version 5 UUID), so that building the same document twice gives the same
 * UUID and a retried transmission is recognisably the same document.
 */
export function documentUuid(sellerTrn: string, type: string, number: string): string {
  const hash = createHash("sha1").update(`urn:proav:einvoice:${sellerTrn}:${type}:${number}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
