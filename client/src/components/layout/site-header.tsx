import { Link } from "react-router";
import { SearchBox } from "./search-box";
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
        <SearchBox />
        <nav className="site-header__counters" aria-label="Your lists">
          <Link to="/account/compare" className="counter-link">
            <Counter label="Compare" icon={ICONS.compare} count={compare.length} testId="compare-count" />
          </Link>
          <Link to="/account/wishlist" className="counter-link">
            <Counter label="Wishlist" icon={ICONS.wishlist} count={wishlist.length} testId="wishlist-count" />
          </Link>
          <Link to="/account/shopping-cart" className="counter-link">
            <Counter label="Cart" icon={ICONS.cart} count={cartCount(cart)} testId="cart-count" />
          </Link>
        </nav>
      </div>
    </header>
  );
}

const ICONS = {
  compare: "M7 4v13M3 8l4-4 4 4M17 20V7M13 16l4 4 4-4",
  wishlist: "M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z",
  cart: "M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01",
};

function Counter({ label, icon, count, testId }: { label: string; icon: string; count: number; testId: string }) {
  return (
    <span className="counter">
      <svg className="counter__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d={icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="counter__label">{label}</span>
      <span className="counter__badge" data-testid={testId} aria-label={`${label}: ${count} items`}>
        {count}
      </span>
    </span>
  );
}
