import { useNavigation } from "react-router";
import { useTranslation } from "react-i18next";

/**
 * The shop's full-page loader and the app shell's fade-in, in CSS only (shell.css): the overlay is in the server's
 * HTML and fades away 100 ms after the first paint, revealing the page. It needs no JavaScript, so shoppers
 * without it and crawlers still see the content; the content under it is painted at once, so it does not delay
 * LCP. It is aria-hidden: screen readers get the page straight away.
 */
export function PageLoader() {
  return (
    <div className="page-loader" aria-hidden="true">
      <span className="page-loader__mark">P</span>
      <span className="page-loader__spinner" />
    </div>
  );
}

/** A slim bar at the top during client-side navigations (after a short delay, so quick ones don't flash). */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className="nav-progress" data-active={busy} role="progressbar" aria-label={t("layout.loadingPage")} aria-hidden={!busy} data-testid="nav-progress">
      <span className="nav-progress__bar" />
    </div>
  );
}
