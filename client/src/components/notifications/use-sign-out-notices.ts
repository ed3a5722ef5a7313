import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { forgetSignOut, pendingSignOut } from "../../lib/auth/sign-out-notice";
import { subscribeSession } from "../../lib/auth/session-storage";
import type { Toast } from "./toast-store";

// Long enough for a reload that follows the sign-out (the header's logout) to find the flag and show it again
// on the new page; short enough that a later, unrelated reload does not repeat it.
const KEEP_FLAG_MS = 1500;

/**
 * Shows the notice for a sign-out: 'Good bye!' after the shopper's own logout, "session ended" with a sign-in
 * link after a token the gateway refused. Works whether or not the page reloads after the sign-out.
 */
export function useSignOutNotices(show: (toast: Omit<Toast, "id">) => number) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // The sign-in link leads back to the page the shopper is on when the notice appears.
  const here = useRef(pathname + search);
  here.current = pathname + search;
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      const reason = pendingSignOut();
      if (!reason || timer !== undefined) return;
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
      timer = window.setTimeout(() => {
        forgetSignOut();
        timer = undefined;
      }, KEEP_FLAG_MS);
    };
    check();
    const unsubscribe = subscribeSession(check);
    return () => {
      unsubscribe();
      if (timer !== undefined) {
        window.clearTimeout(timer);
        forgetSignOut();
      }
    };
  }, [show, t]);
}
