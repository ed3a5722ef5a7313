"use strict";

// A company buyer's rules and the tax documents' numbers: the extension's CommonJS copy of @proav/shop-rules'
// company/company-rules.ts and company/document-number.ts (this extension is plain JavaScript copied into another
// project). strapi-stand-in/test/strapi-shop-rules.test.ts fails when this copy and shop-rules disagree.

/** Sizes in characters: legal name, each billing-address text, the buyer's PO number; a TRN's digits. */
const COMPANY_LIMITS = { legalName: 200, addressText: 100, poNumber: 35, trnDigits: 15 };

const TRN_SEPARATORS = /[\s-]/g;
const TRN = /^\d{15}$/;

/** The TRN without its spaces and dashes; other characters are kept, so they fail. */
const normalizeTrn = (text) => text.replace(TRN_SEPARATORS, "");

/** Exactly 15 digits once spaces and dashes are dropped. */
const isTrn = (text) => typeof text === "string" && TRN.test(normalizeTrn(text));

/** Each document's prefix; the sequence follows, zero-padded to at least six digits. */
const DOCUMENT_NUMBER_PREFIX = { invoice: "INV", creditNote: "CN" };

function formatNumber(kind, sequence) {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`a ${kind} number is a whole number from 1, got ${sequence}`);
  return `${DOCUMENT_NUMBER_PREFIX[kind]}-${String(sequence).padStart(6, "0")}`;
}

/** `INV-000123` for sequence 123. */
const invoiceNumber = (sequence) => formatNumber("invoice", sequence);

/** `CN-000007` for sequence 7. */
const creditNoteNumber = (sequence) => formatNumber("creditNote", sequence);

module.exports = { COMPANY_LIMITS, DOCUMENT_NUMBER_PREFIX, normalizeTrn, isTrn, invoiceNumber, creditNoteNumber };
