// UAE phone numbers as shoppers type them: "+971 50 123 4567", "00971501234567", "050-123-4567", "04 123 4567".
// The same rule as the gateway's (server/src/modules/account/uae-phone.ts): this backend is reachable directly,
// so it checks again rather than trusting the gateway.

const SEPARATORS = /[\s\-().]/g;
/** Mobile 5x plus 7 digits, or a landline area code (2, 3, 4, 6, 7, 9) plus 7 digits. */
const NATIONAL = /^(5\d{8}|[234679]\d{7})$/;

/** `+971501234567`, or null when the text is not a UAE number. */
export function normalizeUaePhone(text: string): string | null {
  if (text.length > 30) return null;
  let digits = text.replace(SEPARATORS, "");
  if (digits.startsWith("+971")) digits = digits.slice(4);
  else if (digits.startsWith("00971")) digits = digits.slice(5);
  else if (!digits.startsWith("0")) return null;
  digits = digits.replace(/^0/, "");
  return NATIONAL.test(digits) ? `+971${digits}` : null;
}
