import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import type { ListEntry } from "@proav/shop-rules";
import type { SavedProductsDocument } from "./saved-list-loader";

/**
 * The products of a saved list (wishlist or compare), in list order. Both languages share the list: a product not
 * sold in this page's language is only left out (counted in `otherLanguage`), never removed. Entries whose product
 * is gone in every language are dropped through `remove` once the request succeeded (never on a failure), and
 * counted for a notice.
 */
export function useSavedProducts<P>(query: SavedProductsDocument<P>, entries: ListEntry[], loadedIds: string[], remove: (id: string) => void) {
  const { data, error } = useQuery(query, { variables: { ids: loadedIds }, skip: loadedIds.length === 0, fetchPolicy: "cache-first", errorPolicy: "all" });
  const loaded = Boolean(data?.productsByIds && data.withdrawnProductIds);
  const products = useMemo(() => {
    const byId = new Map(loadedIds.map((id, i) => [id, data?.productsByIds?.[i] ?? null]));
    return entries.flatMap((e) => {
      const p = byId.get(e.id);
      return p ? [p] : [];
    });
  }, [entries, loadedIds, data]);
  const withdrawn = useMemo(() => (loaded ? data!.withdrawnProductIds.filter((id) => entries.some((e) => e.id === id)) : []), [loaded, data, entries]);
  const otherLanguage = useMemo(() => {
    if (!loaded) return 0;
    const gone = new Set(data!.withdrawnProductIds);
    return loadedIds.filter((id, i) => !data!.productsByIds[i] && !gone.has(id) && entries.some((e) => e.id === id)).length;
  }, [loaded, loadedIds, data, entries]);
  const [dropped, setDropped] = useState(0);
  useEffect(() => {
    if (withdrawn.length === 0) return;
    for (const id of withdrawn) remove(id);
    setDropped((n) => n + withdrawn.length);
  }, [withdrawn, remove]);
  return { products, dropped, otherLanguage, failed: Boolean(error) && !loaded };
}
