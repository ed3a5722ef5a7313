import { graphql } from "../__generated__/gql";
import type { ProductThumbnail_ImageFragment } from "../__generated__/graphql";

export const ProductThumbnailFragment = graphql(`
  fragment ProductThumbnail_image on ProductImage {
    url
    alt
    thumbnail { url width height }
  }
`);

/** The full image's box when the backend made no thumbnail: the thumbnail's own size, so the line never shifts. */
const FALLBACK_SIZE = { width: 234, height: 156 };

/**
 * A product's small picture at the head of a line (cart, mini-cart, checkout review, search suggestions). Empty
 * alt by default: the line's title follows, and the same words read twice help nobody; `described` gives it the
 * image's own alternative text where the picture stands alone.
 */
export function ProductThumbnail({ image, className, described = false }: { image: ProductThumbnail_ImageFragment; className: string; described?: boolean }) {
  const thumb = image.thumbnail ?? { url: image.url, ...FALLBACK_SIZE };
  return (
    <img className={className} src={thumb.url} width={thumb.width} height={thumb.height} alt={described ? image.alt : ""} loading="lazy" decoding="async" />
  );
}
