import { Link } from "react-router";
import { useTranslation } from "react-i18next";

/** `?differences=1` in the URL: the compare page shows only the specifications that differ. */
export const DIFFERENCES_PARAM = "differences";

export const wantsDifferencesOnly = (search: URLSearchParams): boolean => search.get(DIFFERENCES_PARAM) === "1";

/**
 * "Show differences only" as a plain link to the same page with or without `?differences=1`: it works without
 * JavaScript (the server renders the filtered table), and with it the route skips its loader for this change
 * (compare.tsx's shouldRevalidate), so the table changes at once.
 */
export function DifferencesToggle({ differencesOnly }: { differencesOnly: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="compare__toggle">
      <Link to={differencesOnly ? "?" : `?${DIFFERENCES_PARAM}=1`} replace preventScrollReset data-testid="compare-differences-toggle">
        {differencesOnly ? t("compare.specifications.showAll") : t("compare.specifications.differencesOnly")}
      </Link>
      <span className="visually-hidden" role="status">
        {differencesOnly ? t("compare.specifications.showingDifferences") : ""}
      </span>
    </p>
  );
}
