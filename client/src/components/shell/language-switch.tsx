import { useLocation } from "react-router";
import { localeName, SUPPORTED_LOCALES } from "../../lib/i18n/config";
import { localizedPath } from "../../lib/i18n/localized-path";
import { useLocale } from "../../lib/i18n/use-locale";

/**
 * Links to this page in each other language, query string kept. A plain link on purpose: switching is a full
 * page load, so a page only ever holds one language's strings and data. Each link is named in its own language
 * (and marked so a screen reader reads it with that language's voice).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  // React Router's location is inside the current language's basename: the bare path.
  const { pathname, search, hash } = useLocation();
  return (
    <>
      {SUPPORTED_LOCALES.filter((other) => other !== locale).map((other) => (
        <a key={other} className={className} href={localizedPath(pathname + search + hash, other)} lang={other} hrefLang={other} data-testid="language-switch">
          {localeName(other)}
        </a>
      ))}
    </>
  );
}
