import type { ShopLocale } from "@proav/shop-rules";
import type { RestMedia, RestMediaFormat } from "../../backend/rest-types.js";

// Product images with absolute URLs (the backend answers relative `/uploads/...` paths) and the spec's
// 'Image Not Found' placeholder for products without one, so no client ever has to handle a missing image.

export interface ImageFormatModel {
  url: string;
  width: number;
  height: number;
}

export interface ProductImageModel {
  url: string;
  alt: string;
  width: number;
  height: number;
  isPlaceholder: boolean;
  thumbnail: ImageFormatModel | null;
  small: ImageFormatModel | null;
  medium: ImageFormatModel | null;
  large: ImageFormatModel | null;
}

/** Served by the gateway itself (server/public/), so it works whatever the backend is. */
export const PLACEHOLDER_PATH = "/static/image-not-found.svg";
/** The placeholder's words are drawn in the image: each language has its own, with its alternative text. */
const PLACEHOLDER: Record<ShopLocale, { path: string; alt: string }> = {
  en: { path: PLACEHOLDER_PATH, alt: "Image Not Found" },
  ar: { path: "/static/image-not-found-ar.svg", alt: "الصورة غير متوفرة" },
};
const PLACEHOLDER_SIZE = { width: 1200, height: 800 };

/** A root-relative path that URL parsing would return unchanged: no dot segments, nothing to percent-encode. */
const PLAIN_PATH = /^\/(?!\/)[\w.~\/-]*$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;
const origins = new Map<string, string | null>();

function originOf(base: string): string | null {
  let origin = origins.get(base);
  if (origin === undefined) {
    try {
      origin = new URL(`${base}/`).origin;
    } catch {
      origin = null;
    }
    if (origins.size < 16) origins.set(base, origin);
  }
  return origin;
}

export function absoluteUrl(url: string, base: string): string {
  // The backend's usual `/uploads/name.png`: the base's origin plus the path, as URL would resolve it, without
  // a URL parse per image format (five per product, fifty products in a response).
  if (PLAIN_PATH.test(url) && !DOT_SEGMENT.test(url)) {
    const origin = originOf(base);
    if (origin && origin !== "null") return `${origin}${url}`;
  }
  try {
    return new URL(url, `${base}/`).toString();
  } catch {
    return `${base}${PLACEHOLDER_PATH}`;
  }
}

function format(f: RestMediaFormat | undefined, base: string): ImageFormatModel | null {
  if (!f?.url || !f.width || !f.height) return null;
  return { url: absoluteUrl(f.url, base), width: f.width, height: f.height };
}

export function productImage(
  media: RestMedia | null | undefined,
  title: string,
  assetBase: string,
  publicOrigin: string,
  locale: ShopLocale = "en",
): ProductImageModel {
  if (!media?.url) {
    const placeholder = PLACEHOLDER[locale];
    const url = `${publicOrigin}${placeholder.path}`;
    const f = { url, ...PLACEHOLDER_SIZE };
    return { url, alt: placeholder.alt, ...PLACEHOLDER_SIZE, isPlaceholder: true, thumbnail: f, small: f, medium: f, large: f };
  }
  const formats = media.formats ?? {};
  return {
    url: absoluteUrl(media.url, assetBase),
    alt: media.alternativeText || title,
    width: media.width ?? PLACEHOLDER_SIZE.width,
    height: media.height ?? PLACEHOLDER_SIZE.height,
    isPlaceholder: false,
    thumbnail: format(formats.thumbnail, assetBase),
    small: format(formats.small, assetBase),
    medium: format(formats.medium, assetBase),
    large: format(formats.large, assetBase),
  };
}
