// The menu data set's home variants (/home/auto-part, /home/technology, ...) were the template's demo homes. They
// all show this shop's home page, with the canonical URL "/", so they never compete with it in search results.

export const HOME_VARIANTS = [
  "auto-part",
  "technology",
  "organic",
  "market-place",
  "market-place-2",
  "market-place-3",
  "market-place-4",
  "electronic",
  "furniture",
] as const;

/** `undefined` is "/" itself; an unknown variant is false (404). */
export function isHomeVariant(segment: string | undefined): boolean {
  return segment === undefined || (HOME_VARIANTS as readonly string[]).includes(segment);
}
