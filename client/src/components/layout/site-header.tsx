import { Link } from "react-router";
import { cartCount } from "../../lib/shop-state/cookie-codec";
import { useCart, useCompare, useWishlist } from "../../lib/shop-state/shop-store";

export function SiteHeader() {
  const cart = useCart();
  const wishlist = useWishlist();
  const compare = useCompare();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="brand-mark" aria-label="ProAV Shop home">
          <span className="brand-mark__logo" aria-hidden="true">
            P
          </span>
          <span className="brand-mark__name">
            ProAV<span>Shop</span>
          </span>
        </Link>
        <p className="site-header__tagline">Authorised dealer · Workstations · Broadcast · Pro AV · AEC software</p>
        <nav className="site-header__counters" aria-label="Your lists">
          <Counter label="Compare" count={compare.length} testId="compare-count" />
          <Counter label="Wishlist" count={wishlist.length} testId="wishlist-count" />
          <Counter label="Cart" count={cartCount(cart)} testId="cart-count" />
        </nav>
      </div>
    </header>
  );
}

function Counter({ label, count, testId }: { label: string; count: number; testId: string }) {
  return (
    <span className="counter">
      <span className="counter__label">{label}</span>
      <span className="counter__badge" data-testid={testId} aria-label={`${label}: ${count} items`}>
        {count}
      </span>
    </span>
  );
}
