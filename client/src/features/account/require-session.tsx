import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/auth/use-session";
import { signInHref } from "../../lib/auth/safe-redirect";

/**
 * Account screens need the shopper's session. The browser knows it once hydrated (localStorage); before that, and
 * without JavaScript, the screen's loader has told whether the request carries the `session` cookie, and has
 * already put the screen's data in the Apollo cache from it, so the server renders the real content. Otherwise,
 * while the session is "unknown" a skeleton holds the space (a signed-in shopper never sees the signed-out state
 * flash); a signed-out shopper gets a sign-in prompt that comes back here.
 */
export function RequireSession({ children, skeleton, cookieSession = false }: { children: () => ReactNode; skeleton?: ReactNode; cookieSession?: boolean }) {
  const session = useSession();
  if (session.status === "signed-in" || (session.status === "unknown" && cookieSession)) return <>{children()}</>;
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
