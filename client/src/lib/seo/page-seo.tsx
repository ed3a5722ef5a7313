import { useLocation, useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import type { loader as rootLoader } from "../../app/root";
import { localeFromPath } from "../i18n/localized-path";
import { languageLinks, type LanguageLinks } from "./language-links";

/** Canonical, hreflang and Open Graph locale links of the page at `path`, in the language of the current URL. */
export function useLanguageLinks(path: string, origin?: string): LanguageLinks {
  const publicOrigin = usePublicOrigin();
  return languageLinks(origin ?? publicOrigin, path, localeFromPath(useLocation().pathname));
}

/** The language tags of an indexable page: canonical in its own language, reciprocal hreflang, og:locale. */
export function LanguageTags({ links }: { links: LanguageLinks }) {
  return (
    <>
      <link rel="canonical" href={links.canonical} />
      {links.alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta property="og:locale" content={links.ogLocale} />
      <meta property="og:locale:alternate" content={links.ogLocaleAlternate} />
    </>
  );
}

/** JSON-LD as a script tag; "<" escaped so no value can close the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

/** The shop's absolute origin (PUBLIC_ORIGIN, from the root loader): never the request's Host header. */
export function usePublicOrigin(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.publicOrigin ?? "";
}

export interface PageSeoProps {
  title: string;
  description: string;
  /**
   * Path of the canonical URL ("/shop", or the same page under "/ar"); made absolute from PUBLIC_ORIGIN in the
   * current URL's language, with its other-language alternates. Omitted for pages not to index.
   */
  canonicalPath?: string;
  /** Absolute image URL for link previews. */
  image?: string;
  type?: "website" | "product" | "article";
  noindex?: boolean;
}

/**
 * One `<title>`, the description and, for indexable pages, canonical, hreflang, Open Graph and Twitter tags with
 * absolute URLs, so a link pasted into WhatsApp or Facebook shows the page, and a WebPage JSON-LD naming its
 * language. React 19 hoists these into <head>.
 */
export function PageSeo({ title, description, canonicalPath, image, type = "website", noindex = false }: PageSeoProps) {
  const { t } = useTranslation();
  const origin = usePublicOrigin();
  const links = useLanguageLinks(canonicalPath ?? "/");
  const url = canonicalPath ? links.canonical : undefined;
  const picture = image ?? `${origin}/static/og-default.jpg`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? (
        <>
          <LanguageTags links={links} />
          <meta property="og:type" content={type} />
          <meta property="og:site_name" content={t("common.shopName")} />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:url" content={url} />
          <meta property="og:image" content={picture} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          <meta name="twitter:description" content={description} />
          <meta name="twitter:image" content={picture} />
          <JsonLd data={{ "@context": "https://schema.org", "@type": "WebPage", name: title, description, url, inLanguage: links.inLanguage }} />
        </>
      ) : null}
    </>
  );
}
