import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { saveSession } from "../../lib/auth/session-storage";
import { showToast } from "../../components/notifications/toast-store";

export interface SignedInPayload {
  token: string;
  customer: { firstName?: string | null; lastName?: string | null };
}

/**
 * Keeps the token and names (localStorage `jwt` and `user`) and greets the shopper with the sign-in notice.
 * Where to go next is the caller's business (the login page's redirect, or staying in checkout).
 */
export function useCompleteSignIn() {
  const { t } = useTranslation();
  return useCallback(
    (payload: SignedInPayload, greeting: "login" | "registered" = "login") => {
      saveSession(payload.token, { firstName: payload.customer.firstName ?? "", lastName: payload.customer.lastName ?? "" });
      if (greeting === "registered") {
        showToast({ tone: "success", title: t("account.notifications.registeredTitle"), text: t("account.notifications.registeredText") });
      } else {
        showToast({ tone: "success", title: t("account.notifications.loginTitle"), text: t("account.notifications.loginText") });
      }
    },
    [t],
  );
}
