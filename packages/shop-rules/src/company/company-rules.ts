// A company buyer's details as the tax invoice names them (UAE VAT Executive Regulation, Art. 59): the storefront
// checks them before sending, the gateway enforces them, and the backends (strapi/shop/company.js, held equal by
// strapi-stand-in/test/strapi-shop-rules.test.ts) check them again before storing.

/** Sizes in characters: legal name as on the trade licence, each billing-address text, the buyer's PO number. */
export const COMPANY_LIMITS = { legalName: 200, addressText: 100, poNumber: 35, trnDigits: 15 } as const;

// A TRN is written in groups ("100-1234-5678-9003", "100 123 456 789 003"); only the digits are the number.
const TRN_SEPARATORS = /[\s-]/g;
const TRN = /^\d{15}$/;

/** The TRN without its spaces and dashes (what is stored and printed); other characters are kept, so they fail. */
export function normalizeTrn(text: string): string {
  return text.replace(TRN_SEPARATORS, "");
}

/** Whether the text is a UAE tax registration number: exactly 15 digits once spaces and dashes are dropped. */
export function isTrn(text: string): boolean {
  return TRN.test(normalizeTrn(text));
}

/** The stored TRN, or null when the text cannot be one. */
export function trnOf(text: string): string | null {
  const trn = normalizeTrn(text);
  return TRN.test(trn) ? trn : null;
}

/**
 * The buyer's purchase-order number as stored (trimmed); null for an empty text, which means "none given".
 * A text longer than COMPANY_LIMITS.poNumber is refused by `isPoNumber`, never cut.
 */
export function poNumberOf(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}

/** Whether a trimmed, non-empty PO number fits (1 to 35 characters). */
export function isPoNumber(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= COMPANY_LIMITS.poNumber;
}
