/**
 * The direction of a text from its first letter, as `dir="auto"` decides it: right to left for Arabic or Hebrew
 * script, else left to right. Rendered as an explicit `dir`, so styles can tell an English title on an Arabic page
 * (`[dir="ltr"]`) where `:dir()` is not available to them.
 */
export function textDirection(text: string): "ltr" | "rtl" {
  const first = /\p{L}/u.exec(text)?.[0];
  return first && /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(first) ? "rtl" : "ltr";
}
