import { useRouteLoaderData } from "react-router";
import { useTranslation } from "react-i18next";

/** The part of the root loader's data read here (lib sits below app/, so it names the shape, not the loader). */
interface RootSeoData {
  publicOrigin: string;
}

/** The shop's absolute origin (PUBLIC_ORIGIN, from the root loader): never the request's Host header. */
export function usePublicOrigin(): string {
  return useRouteLoaderData<RootSeoData>("root")?.publicOrigin ?? "";
}

export interface PageSeoProps {
  title: string;
  description: string;
  /** Path of the canonical URL ("/shop"); made absolute from PUBLIC_ORIGIN. Omitted for pages not to index. */
  canonicalPath?: string;
  /** Absolute image URL for link previews. */
  image?: string;
  type?: "website" | "product" | "article";
  noindex?: boolean;
}

/**
 * One `<title>`, the description and, for indexable pages, canonical, Open Graph and Twitter tags with absolute
 * URLs, so a link pasted into WhatsApp or Facebook shows the page. React 19 hoists these into <head>.
 */
export function PageSeo({ title, description, canonicalPath, image, type = "website", noindex = false }: PageSeoProps) {
  const { t } = useTranslation();
  const origin = usePublicOrigin();
  const url = canonicalPath ? `${origin}${canonicalPath}` : undefined;
  const picture = image ?? `${origin}/static/og-default.jpg`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      {url ? (
        <>
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
        </>
      ) : null}
    </>
  );
}
