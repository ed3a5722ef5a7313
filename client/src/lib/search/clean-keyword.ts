/** Search ignores empty text. Whitespace is collapsed and the length capped like the API's limit. */
export function cleanKeyword(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
}
