import { useCallback } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/wishlist";
import { getBrowserClient } from "../../lib/apollo/browser-client";
import { useShopStore, useWishlist } from "../../lib/shop-state/shop-store";
import { removeFromWishlist } from "../../lib/shop-state/actions";
import { loadSavedList } from "../../features/compare/saved-list-loader";
import { useSavedProducts } from "../../features/compare/use-saved-products";
import { ProductCard } from "../../features/catalog/product-card";

export const loader = ({ request, context }: Route.LoaderArgs) => loadSavedList(context.apollo, request.headers.get("cookie"), "wishlist");
export const clientLoader = () => loadSavedList(getBrowserClient(), document.cookie, "wishlist");

export default function WishlistRoute({ loaderData }: Route.ComponentProps) {
  const store = useShopStore();
  const entries = useWishlist();
  const remove = useCallback((id: string) => removeFromWishlist(store, id), [store]);
  const { products, dropped, failed } = useSavedProducts(entries, loaderData.ids, remove);
  return (
    <>
      <title>Wishlist | ProAV Shop UAE</title>
      <meta name="robots" content="noindex" />
      <h1 className="listing__title">Wishlist</h1>
      {dropped > 0 ? <p className="notice" role="status">Products that are no longer available were removed from your wishlist.</p> : null}
      {entries.length === 0 ? (
        <div className="notice cart-empty">
          <h2>Your wishlist is empty</h2>
          <p>Tap the heart on any product to keep it here.</p>
          <Link className="button button--primary" to="/shop">
            Shop now
          </Link>
        </div>
      ) : failed ? (
        <div className="notice notice--error" role="alert">
          <h2>We couldn't load your wishlist</h2>
          <p>Your list is saved. Please refresh in a moment.</p>
        </div>
      ) : (
        <div className="product-grid">
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </div>
      )}
    </>
  );
}
