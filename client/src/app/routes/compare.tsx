import { useCallback } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/compare";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { useCompare, useShopStore } from "../../lib/shop-state/shop-store";
import { removeFromCompare } from "../../lib/shop-state/actions";
import { LIMITS } from "../../lib/shop-state/cookie-codec";
import { loadSavedList } from "../../features/compare/saved-list-loader";
import { useSavedProducts } from "../../features/compare/use-saved-products";
import { CompareTable } from "../../features/compare/compare-table";

export const loader = ({ request, context }: Route.LoaderArgs) => loadSavedList(context.apollo, request.headers.get("cookie"), "compare");
export const clientLoader = () => loadSavedList(getBrowserClient(), document.cookie, "compare");

export default function CompareRoute({ loaderData }: Route.ComponentProps) {
  const store = useShopStore();
  const entries = useCompare();
  const remove = useCallback((id: string) => removeFromCompare(store, id), [store]);
  const { products, dropped, failed } = useSavedProducts(entries, loaderData.ids, remove);
  return (
    <>
      <title>Compare products | ProAV Shop UAE</title>
      <meta name="robots" content="noindex" />
      <h1 className="listing__title">Compare products</h1>
      {dropped > 0 ? <p className="notice" role="status">Products that are no longer available were removed from the comparison.</p> : null}
      {entries.length === 0 ? (
        <div className="notice cart-empty">
          <h2>Nothing to compare yet</h2>
          <p>Use "Compare" on up to {LIMITS.compare} products to see them side by side.</p>
          <Link className="button button--primary" to="/shop">
            Shop now
          </Link>
        </div>
      ) : failed ? (
        <div className="notice notice--error" role="alert">
          <h2>We couldn't load these products</h2>
          <p>Your list is saved. Please refresh in a moment.</p>
        </div>
      ) : (
        <CompareTable products={products} />
      )}
    </>
  );
}
