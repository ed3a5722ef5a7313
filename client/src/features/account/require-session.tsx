import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/auth/use-session";
import { signInHref } from "../../lib/auth/safe-redirect";
import type { Session } from "../../lib/auth/session-storage";

type SignedIn = Extract<Session, { status: "signed-in" }>;

/**
 * Account screens render their frame on the server; what is inside needs the token, which only the browser
 * has. While the session is "unknown" (server render, hydration) a skeleton holds the space, so a signed-in
 * shopper never sees the signed-out state flash; a signed-out shopper gets a sign-in prompt that comes back here.
 */
export function RequireSession({ children, skeleton }: { children: (session: SignedIn) => ReactNode; skeleton?: ReactNode }) {
  const session = useSession();
  if (session.status === "unknown") return <>{skeleton ?? <Skeleton />}</>;
  if (session.status === "signed-out") return <SignInPrompt />;
  return <>{children(session)}</>;
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
