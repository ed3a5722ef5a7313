// Tax invoice and credit note numbers: each its own shop-wide, gap-free sequence that the backend allocates in the
// same transaction that stores the order (or cancels it), never a gateway. The backends format them with their
// copies (strapi/shop/company.js, held equal by strapi-stand-in/test/strapi-shop-rules.test.ts); the gateway and
// the storefront only read them back.

/** Each document's prefix; the sequence value follows, zero-padded to at least six digits. */
export const DOCUMENT_NUMBER_PREFIX = { invoice: "INV", creditNote: "CN" } as const;

export type DocumentKind = keyof typeof DOCUMENT_NUMBER_PREFIX;

const DIGITS = 6;

function format(kind: DocumentKind, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`a ${kind} number is a whole number from 1, got ${sequence}`);
  return `${DOCUMENT_NUMBER_PREFIX[kind]}-${String(sequence).padStart(DIGITS, "0")}`;
}

function parse(kind: DocumentKind, text: string): number | null {
  const match = new RegExp(`^${DOCUMENT_NUMBER_PREFIX[kind]}-(\\d{${DIGITS},})$`).exec(text.trim().toUpperCase());
  if (!match) return null;
  const sequence = Number(match[1]);
  return Number.isSafeInteger(sequence) && sequence >= 1 ? sequence : null;
}

/** `INV-000123` for sequence 123; `INV-1234567` past a million. */
export const invoiceNumber = (sequence: number): string => format("invoice", sequence);

/** `CN-000007` for sequence 7. */
export const creditNoteNumber = (sequence: number): string => format("creditNote", sequence);

/** The sequence value of `INV-000123` (123), or null when the text is not an invoice number. */
export const invoiceSequenceOf = (text: string): number | null => parse("invoice", text);

/** The sequence value of `CN-000007` (7), or null when the text is not a credit note number. */
export const creditNoteSequenceOf = (text: string): number | null => parse("creditNote", text);
