import { useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import type { UrlLocale } from "../i18n/localized-path";
import { useLocale } from "../i18n/use-locale";
import { canonicalUrl, languageLinks, languageTag } from "./language-links";

/** The part of the root loader's data read here (lib sits below app/, so it names the shape, not the loader). */
interface RootSeoData {
  publicOrigin: string;
}

/**
 * The language of the page being rendered: from its URL, never from the browser. Read from i18next, which both
 * sides create with the URL's locale (inside the router, `useLocation()` is relative to the `/ar` basename).
 */
export function usePageLocale(): UrlLocale {
  return useLocale();
}

/**
 * The reciprocal hreflang alternates and og:locale tags of the page at `path`. Only crawlers and link previews read
 * them, and they read the server's HTML: rendered on the server only, they cost the browser no JavaScript (the
 * client build drops this body). React 19 hoists them into <head> and leaves head tags it did not render alone
 * when it hydrates; the canonical URL, which browsers use when sharing, is rendered on both sides.
 */
export function LanguageTags({ origin, path, locale, exists }: { origin: string; path: string; locale: UrlLocale; exists?: readonly string[] }) {
  if (!import.meta.env.SSR) return null;
  const links = languageLinks(origin, path, locale, exists);
  return (
    <>
      {links.alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
      <meta property="og:locale" content={links.ogLocale} />
      {links.ogLocaleAlternates.map((alternate) => (
        <meta key={alternate} property="og:locale:alternate" content={alternate} />
      ))}
    </>
  );
}

/** JSON-LD as a script tag; "<" escaped so no value can close the script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

/** The shop's absolute origin (PUBLIC_ORIGIN, from the root loader): never the request's Host header. */
export function usePublicOrigin(): string {
  return useRouteLoaderData<RootSeoData>("root")?.publicOrigin ?? "";
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

interface PreviewTagsProps {
  url: string;
  path: string;
  locale: UrlLocale;
  origin: string;
  title: string;
  description: string;
  picture: string;
  type: NonNullable<PageSeoProps["type"]>;
  shopName: string;
}

/** Open Graph and Twitter tags with hreflang: read from the server's HTML only, like LanguageTags. */
function PreviewTags({ url, path, locale, origin, title, description, picture, type, shopName }: PreviewTagsProps) {
  if (!import.meta.env.SSR) return null;
  return (
    <>
      <LanguageTags origin={origin} path={path} locale={locale} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={shopName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={picture} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={picture} />
    </>
  );
}

/**
 * One `<title>`, the description and, for indexable pages, the canonical URL in the page's language and a WebPage
 * JSON-LD naming that language; in the server's HTML also hreflang, Open Graph and Twitter tags with absolute URLs,
 * so a link pasted into WhatsApp or Facebook shows the page (previews and crawlers read only that HTML, so those
 * tags cost the browser no JavaScript). React 19 hoists the tags into <head>.
 */
export function PageSeo({ title, description, canonicalPath = "", image, type = "website", noindex = false }: PageSeoProps) {
  const { t } = useTranslation();
  const origin = usePublicOrigin();
  const locale = usePageLocale();
  const url = canonicalPath && canonicalUrl(origin, canonicalPath, locale);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? (
        <>
          <link rel="canonical" href={url} />
          <PreviewTags
            {...{ url, path: canonicalPath, locale, origin, title, description, type }}
            picture={image ?? `${origin}/static/og-default.jpg`}
            shopName={t("common.shopName")}
          />
          <JsonLd data={{ "@context": "https://schema.org", "@type": "WebPage", name: title, description, url, inLanguage: languageTag(locale) }} />
        </>
      ) : null}
    </>
  );
}
