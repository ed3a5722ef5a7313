// Money is integer fils inside (1 AED = 100 fils) and a decimal string at the edge (`Money.amount`, "12499.00").
// These are the two exact conversions between them, for the gateway and the storefront alike: never through
// floating point, so 1328.99 never becomes 132898.99999.

/** Integer fils -> the decimal text of `Money.amount` (1249900 -> "12499.00"). */
export function filsToDecimal(fils: number): string {
  if (!Number.isSafeInteger(fils)) throw new RangeError(`fils must be a safe integer, got ${fils}`);
  const sign = fils < 0 ? "-" : "";
  const abs = Math.abs(fils);
  return `${sign}${Math.trunc(abs / 100)}.${(abs % 100).toString().padStart(2, "0")}`;
}

/** A `Money.amount` ("12499.00", "-0.50", or with fewer decimals: "7", "7.5") -> integer fils; RangeError for anything else. */
export function decimalToFils(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new RangeError(`not an amount: ${amount}`);
  const [, sign, whole = "0", cents = ""] = match;
  const fils = Number(whole) * 100 + Number(cents.padEnd(2, "0"));
  if (!Number.isSafeInteger(fils)) throw new RangeError(`amount too large: ${amount}`);
  return sign && fils !== 0 ? -fils : fils;
}
