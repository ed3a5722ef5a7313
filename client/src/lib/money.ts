// Display of decimal amounts from the API ("12499.00") with thousands separators and two decimals; '0.00' when
// missing. String arithmetic only: amounts are never turned into floats for display.

export function formatAmount(amount: string | null | undefined): string {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount?.trim() ?? "");
  if (!match) return "0.00";
  const [, sign, whole = "0", cents = ""] = match;
  return `${sign}${whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents.padEnd(2, "0")}`;
}
