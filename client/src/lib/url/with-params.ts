// Query-string edits for links that keep the rest of the URL (filters, sort, paging).

/** The same URL with some parameters changed (null removes one); any change of filter restarts at page one. */
export function withParams(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") next.delete(k);
    else next.set(k, v);
  }
  if (!("after" in changes)) next.delete("after");
  if (!("before" in changes)) next.delete("before");
  const text = next.toString();
  return text ? `?${text}` : "";
}
