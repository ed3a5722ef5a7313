import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { withParams } from "../lib/url/with-params";

/** Cursor paging kept in the URL (`?after=`), so every page can be shared and reloaded. */
export function Pager({ after, nextCursor }: { after: string | null | undefined; nextCursor: string | null | undefined }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const current = new URLSearchParams(search);
  if (!after && !nextCursor) return null;
  return (
    <nav className="pager" aria-label={t("components.pager.label")}>
      {after ? (
        <Link className="button" to={withParams(current, { after: null })}>
          {t("components.pager.first")}
        </Link>
      ) : null}
      {nextCursor ? (
        <Link className="button button--primary" to={withParams(current, { after: nextCursor })}>
          {t("components.pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}
