import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { withParams } from "../lib/url/with-params";

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}

/**
 * Cursor paging kept in the URL (`?after=` forwards, `?before=` backwards), so every page can be shared and
 * reloaded, and paging is plain links that work without JavaScript.
 */
export function Pager({ pageInfo }: { pageInfo: PageInfo | null | undefined }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const current = new URLSearchParams(search);
  const back = pageInfo?.hasPreviousPage ? pageInfo.startCursor : null;
  const next = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  if (!back && !next) return null;
  return (
    <nav className="pager" aria-label={t("components.pager.label")}>
      {back ? (
        <>
          <Link className="button" to={withParams(current, { after: null, before: null })}>
            {t("components.pager.first")}
          </Link>
          <Link className="button" rel="prev" to={withParams(current, { after: null, before: back })}>
            {t("components.pager.previous")}
          </Link>
        </>
      ) : null}
      {next ? (
        <Link className="button button--primary" rel="next" to={withParams(current, { before: null, after: next })}>
          {t("components.pager.next")}
        </Link>
      ) : null}
    </nav>
  );
}
