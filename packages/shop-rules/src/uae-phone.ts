// UAE phone numbers as shoppers type them: "+971 50 123 4567", "00971501234567", "050-123-4567", "04 123 4567".
// The storefront normalises before sending, the gateway checks again (it is reachable by any client).

const SEPARATORS = /[\s\-().]/g;
/** Mobile 5x plus 7 digits, or a landline area code (2, 3, 4, 6, 7, 9) plus 7 digits. */
const NATIONAL = /^(5\d{8}|[234679]\d{7})$/;

/** The longest text read as a phone number (room for spaces, dashes and a "+971" or "00971" prefix). */
export const UAE_PHONE_TEXT_MAX = 30;

/** `+971501234567`, or null when the text is not a UAE number. */
export function normalizeUaePhone(text: string): string | null {
  if (text.length > UAE_PHONE_TEXT_MAX) return null;
  let digits = text.replace(SEPARATORS, "");
  if (digits.startsWith("+971")) digits = digits.slice(4);
  else if (digits.startsWith("00971")) digits = digits.slice(5);
  else if (!digits.startsWith("0")) return null;
  digits = digits.replace(/^0/, "");
  return NATIONAL.test(digits) ? `+971${digits}` : null;
}
