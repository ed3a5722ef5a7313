import { useEffect } from "react";
import { useReactiveVar } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { dismissNotice } from "../lib/shop-state/actions";
import { useShopStore } from "../lib/shop-state/shop-store";
import { NOTICE_MAX } from "../lib/shop-state/limit-notice";

const SHOWN_MS = 8000;

/**
 * Tells the shopper when a cart, wishlist or compare limit capped or refused what they asked for. A polite live
 * region that is always in the page (screen readers only announce changes to a region they already know), on
 * every page because the shopper can add from anywhere. Not role="status": pages keep that for their own news.
 */
export function ShopNotice() {
  const { t } = useTranslation();
  const store = useShopStore();
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
