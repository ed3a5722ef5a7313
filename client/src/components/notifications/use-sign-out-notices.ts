import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { forgetSignOut, pendingSignOut, recordSignOut, type SignOutReason } from "../../lib/auth/sign-out-notice";
import { subscribeSession } from "../../lib/auth/session-storage";
import type { Toast } from "./toast-store";

// A sign-out followed at once by leaving the page (a plain link, a reload) hands its notice to the next page.
const CARRY_OVER_MS = 3000;

/**
 * Shows the notice for a sign-out: 'Good bye!' after the shopper's own logout, "session ended" with a sign-in
 * link after a token the gateway refused. The flag is consumed when shown; if the page is left right after a
 * sign-out seen here (a plain link or a reload), it is written again on `pagehide`, so the next page
 * shows it once, and only once.
 */
export function useSignOutNotices(show: (toast: Omit<Toast, "id">) => number) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The sign-in link leads back to the page the shopper is on when the notice appears.
  const here = useRef(pathname + search);
  here.current = pathname + search;
  useEffect(() => {
    let carry: { reason: SignOutReason; at: number } | null = null;
    const check = (fromEvent: boolean) => {
      const reason = pendingSignOut();
      if (!reason) return;
      forgetSignOut();
      if (fromEvent) carry = { reason, at: Date.now() };
      if (reason === "logout") {
        show({ tone: "info", title: t("account.notifications.logoutTitle"), text: t("account.notifications.logoutText") });
      } else {
        const back = here.current;
        const redirect = back.startsWith("/account/login") ? "" : `?redirectTo=${encodeURIComponent(back)}`;
        show({
          tone: "error",
          title: t("account.notifications.expiredTitle"),
          text: t("account.notifications.expiredText"),
          action: { label: t("account.notifications.signIn"), to: `/account/login${redirect}` },
        });
      }
    };
    const onPageHide = () => {
      if (carry && Date.now() - carry.at < CARRY_OVER_MS) recordSignOut(carry.reason);
    };
    check(false);
    const unsubscribe = subscribeSession(() => check(true));
    window.addEventListener("pagehide", onPageHide);
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", onPageHide);
    };
  }, [show, t]);
}
