import type { ReactNode } from "react";
import { Link } from "react-router";
import { directionOf } from "../lib/i18n/config";
import { useLocale } from "../lib/i18n/use-locale";

/**
 * `lang` and `dir` for a text whose language the gateway reported (`Product.titleLanguage`,
 * `descriptionLanguage`, `OrderLine.titleLanguage`): nothing when it is the page's language, else its own language
 * and direction, so an English title on an Arabic page (no translation yet) is laid out left to right and a
 * clamped one ends in "…" after its last word instead of losing its first letters. The gateway's word, not the
 * first letter: Arabic titles often begin with a Latin brand name.
 */
export function useForeignText(language: string | null | undefined): { lang?: string; dir?: "ltr" | "rtl" } {
  const locale = useLocale();
  if (!language || language === locale) return {};
  return { lang: language, dir: directionOf(language) };
}

interface ProductTitleProps {
  title: string;
  /** The language the gateway says `title` is written in. */
  language: string | null | undefined;
  className?: string;
  /** A link to the product page, when the title is one. */
  to?: string;
  /** The element that holds the title (and clamps it): a span by default. */
  as?: "span" | "h1" | "h3" | "p";
  /** What to print instead of the bare title (a link inside a heading). */
  children?: ReactNode;
}

/**
 * A product title wherever one is printed (cards, suggestions, cart, checkout, compare, orders, invoice),
 * isolated in its own language and direction on the element that clamps it (house rule 16).
 */
export function ProductTitle({ title, language, className, to, as: Tag = "span", children }: ProductTitleProps) {
  const foreign = useForeignText(language);
  const classes = ["product-title", className].filter(Boolean).join(" ");
  if (to) {
    return (
      <Link to={to} className={classes} {...foreign}>
        {children ?? title}
      </Link>
    );
  }
  return (
    <Tag className={classes} {...foreign}>
      {children ?? title}
    </Tag>
  );
}
