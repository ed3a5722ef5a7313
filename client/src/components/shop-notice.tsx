import { useEffect } from "react";
import { useReactiveVar } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { LIMITS } from "./cookie-codec";
import { dismissNotice } from "./actions";
import type { ShopStore } from "./shop-store";
import type { ShopLimit } from "./cart-rules";

const SHOWN_MS = 8000;

/** Each limit's number, as the notice states it (its keys are every ShopLimit). */
export const NOTICE_MAX: Record<ShopLimit, number> = {
  cartLines: LIMITS.cartLines,
  maxQuantity: LIMITS.maxQuantity,
  wishlist: LIMITS.wishlist,
  compare: LIMITS.compare,
  cookieSize: 0,
};

/**
 * Tells the shopper when a cart, wishlist or compare limit capped or refused what they asked for. A polite live
 * region that is always in the page (screen readers only announce changes to a region they already know), on
 * every page because the shopper can add from anywhere. Not role="status": pages keep that for their own news.
 */
export function ShopNotice({ store }: { store: ShopStore }) {
  const { t } = useTranslation();
  const notice = useReactiveVar(store.notice);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => dismissNotice(store), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice, store]);
  return (
    <div className={notice ? "shop-notice shop-notice--shown" : "shop-notice"} data-testid="shop-notice">
      <p className="shop-notice__text" aria-live="polite" aria-atomic="true">
        {notice ? t(`components.shopNotice.${notice.limit}`, { max: NOTICE_MAX[notice.limit] }) : ""}
      </p>
      {notice ? (
        <button type="button" className="shop-notice__close" onClick={() => dismissNotice(store)} aria-label={t("components.shopNotice.dismiss")}>
          ×
        </button>
      ) : null}
    </div>
  );
}
