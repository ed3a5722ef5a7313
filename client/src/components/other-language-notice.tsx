import { useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { SUPPORTED_LOCALES, THIS_PAGE_IN } from "../lib/i18n/config";
import { localizedPath } from "../lib/i18n/localized-path";
import { useLocale } from "../lib/i18n/use-locale";

/**
 * Says that `count` products of a list both languages share (cart, wishlist, compare) are not sold in this
 * page's language: left out here, never removed from the shopper's cookie. Links to this page in the other
 * languages, where they are.
 */
export function OtherLanguageNotice({ count, kind }: { count: number; kind: "saved" | "cart" }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  if (count === 0) return null;
  return (
    <p className="notice" role="status" data-testid="other-language-notice">
      {t(`components.otherLanguage.${kind}`, { count })}{" "}
      {SUPPORTED_LOCALES.filter((other) => other !== locale).map((other) => (
        <a key={other} href={localizedPath(pathname + search, other)} lang={other} hrefLang={other}>
          {THIS_PAGE_IN[other]}
        </a>
      ))}
    </p>
  );
}
