import { Link, useLocation } from "react-router";
import { withParams } from "../lib/url/with-params";

/** Cursor paging kept in the URL (`?after=`), so every page can be shared and reloaded. */
export function Pager({ after, nextCursor }: { after: string | null | undefined; nextCursor: string | null | undefined }) {
  const { search } = useLocation();
  const current = new URLSearchParams(search);
  return (
    <nav className="pager" aria-label="Pages">
      {after ? (
        <Link className="button" to={withParams(current, { after: null })}>
          ← First page
        </Link>
      ) : null}
      {nextCursor ? (
        <Link className="button button--primary" to={withParams(current, { after: nextCursor })}>
          Next page →
        </Link>
      ) : null}
    </nav>
  );
}
