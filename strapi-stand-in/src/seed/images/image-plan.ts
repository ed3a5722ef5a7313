// Names and sizes of a product's image files, the way Strapi's upload plugin names them. Pure.
import { createHash } from "node:crypto";
import { ART_HEIGHT, ART_WIDTH, type ArtInput } from "./product-art.js";

/** Bump when the artwork changes: the hash in every file name changes, so old files are never reused. */
export const RENDER_VERSION = 1;

export type FormatKey = "thumbnail" | "large" | "medium" | "small";

/** Strapi's breakpoints (thumbnail fits 245x156; the others bound the longer side), in its key order. */
const FORMAT_BOUNDS: { key: FormatKey; maxWidth: number; maxHeight: number }[] = [
  { key: "thumbnail", maxWidth: 245, maxHeight: 156 },
  { key: "large", maxWidth: 1000, maxHeight: 1000 },
  { key: "medium", maxWidth: 750, maxHeight: 750 },
  { key: "small", maxWidth: 500, maxHeight: 500 },
];

export interface PlannedFile {
  key: FormatKey | "original";
  /** `thumbnail_<hash>.png`, or `<hash>.png` for the original. */
  fileName: string;
  hash: string;
  width: number;
  height: number;
}

export interface ImagePlan {
  /** `<product_slug>.png`, the upload's display name. */
  name: string;
  hash: string;
  files: PlannedFile[];
}

export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

export function planImage(slug: string, art: ArtInput): ImagePlan {
  const digest = createHash("sha1")
    .update(JSON.stringify({ v: RENDER_VERSION, slug, art }))
    .digest("hex");
  const hash = `${slug.replace(/[^a-z0-9]+/gi, "_").toLowerCase()}_${digest.slice(0, 10)}`;
  const files: PlannedFile[] = [{ key: "original", fileName: `${hash}.png`, hash, width: ART_WIDTH, height: ART_HEIGHT }];
  for (const bound of FORMAT_BOUNDS) {
    const size = fitWithin(ART_WIDTH, ART_HEIGHT, bound.maxWidth, bound.maxHeight);
    const formatHash = `${bound.key}_${hash}`;
    files.push({ key: bound.key, fileName: `${formatHash}.png`, hash: formatHash, ...size });
  }
  return { name: `${slug}.png`, hash, files };
}

/** Strapi reports sizes in kB with two decimals. */
export const kilobytes = (bytes: number): number => Math.round(bytes / 10) / 100;
