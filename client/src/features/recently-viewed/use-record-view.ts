import { useEffect } from "react";
import { parseRecentlyViewed, recentlyViewedCookie, recordView } from "./recently-viewed-cookie";

/**
 * Records a product view in the browser once the page is shown (never during server rendering: the product
 * page's HTML is the same for everyone and may be cached; only the browser writes the shopper's cookie).
 */
export function useRecordView(productId: string | undefined) {
  useEffect(() => {
    if (!productId) return;
    const next = recordView(parseRecentlyViewed(document.cookie), productId);
    document.cookie = recentlyViewedCookie(next, location.protocol === "https:");
  }, [productId]);
}

/** Empties the list (the page's "Clear" button). */
export function clearRecentlyViewed() {
  document.cookie = recentlyViewedCookie([], location.protocol === "https:");
}
