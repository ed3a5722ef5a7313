import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/auth/use-session";
import { signInHref } from "../../lib/auth/safe-redirect";

/**
 * Account screens need the shopper's session: the browser's token (localStorage), or the `session` cookie the
 * screen's loader saw (before hydration and without JavaScript it has also put the screen's data in the Apollo
 * cache, so the server renders the real content; once hydrated the gateway answers the cookie too). Otherwise,
 * while the session is "unknown" a skeleton holds the space (a signed-in shopper never sees the signed-out state
 * flash); a signed-out shopper gets a sign-in prompt that comes back here.
 */
export function RequireSession({ children, skeleton, cookieSession = false }: { children: () => ReactNode; skeleton?: ReactNode; cookieSession?: boolean }) {
  const session = useSession();
  if (session.status === "signed-in" || cookieSession) return <>{children()}</>;
  if (session.status === "unknown") return <>{skeleton ?? <Skeleton />}</>;
  return <SignInPrompt />;
}

export function SignInPrompt() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const href = signInHref(pathname + search);
  return (
    <div className="panel gate" data-testid="sign-in-prompt">
      <h2>{t("account.gate.title")}</h2>
      <p>{t("account.gate.text")}</p>
      <div className="gate__actions">
        <Link className="button button--primary" to={href}>
          {t("account.gate.signIn")}
        </Link>
        <Link className="button" to={`${href}${href.includes("?") ? "&" : "?"}tab=register`}>
          {t("account.gate.register")}
        </Link>
      </div>
    </div>
  );
}

/** A neutral placeholder of a few lines, announced as loading. */
export function Skeleton({ lines = 4 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className="panel skeleton" aria-busy="true" data-testid="account-skeleton">
      <span className="visually-hidden">{t("account.gate.loading")}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
