import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@apollo/client/react";
import type { ListEntry } from "@proav/shop-rules";
import type { SavedProductsDocument } from "./saved-list-loader";

/**
 * The products of a saved list (wishlist or compare), in list order. Entries whose product vanished or became
 * inactive are dropped through `remove` once the request succeeded (never on a failure), and counted for a notice.
 */
export function useSavedProducts<P>(query: SavedProductsDocument<P>, entries: ListEntry[], loadedIds: string[], remove: (id: string) => void) {
  const { data, error } = useQuery(query, { variables: { ids: loadedIds }, skip: loadedIds.length === 0, fetchPolicy: "cache-first", errorPolicy: "all" });
  const loaded = Boolean(data?.productsByIds);
  const products = useMemo(() => {
    const byId = new Map(loadedIds.map((id, i) => [id, data?.productsByIds[i] ?? null]));
    return entries.flatMap((e) => {
      const p = byId.get(e.id);
      return p ? [p] : [];
    });
  }, [entries, loadedIds, data]);
  const missing = useMemo(
    () => (loaded ? loadedIds.filter((id, i) => !data!.productsByIds[i] && entries.some((e) => e.id === id)) : []),
    [loaded, loadedIds, data, entries],
  );
  const [dropped, setDropped] = useState(0);
  useEffect(() => {
    if (missing.length === 0) return;
    for (const id of missing) remove(id);
    setDropped((n) => n + missing.length);
  }, [missing, remove]);
  return { products, dropped, failed: Boolean(error) && !loaded };
}
