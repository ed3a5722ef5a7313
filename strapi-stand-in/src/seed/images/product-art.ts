// The SVG behind every seeded product image: category gradient, a silhouette of the kind of product, the brand
// and a short title in white. Pure and deterministic: the same product always gives the same picture.
import { paletteFor } from "./palette.js";
import { silhouetteKind, silhouetteSvg } from "./silhouettes.js";

export interface ArtInput {
  title: string;
  brand: string;
  partNumber: string | null;
  categorySlug: string;
  categoryName: string;
  subCategorySlug: string;
  subCategoryName: string;
}

export const ART_WIDTH = 1200;
export const ART_HEIGHT = 800;
const FONT = "DejaVu Sans, sans-serif";

export function productArtSvg(input: ArtInput): string {
  const palette = paletteFor(input.categorySlug);
  const lines = wrapText(shortTitle(input.title, input.brand), 21, 3);
  const titleText = lines.map((line, i) => `<text x="80" y="${300 + i * 62}" font-size="50" font-weight="bold">${escapeXml(line)}</text>`).join("");
  const label = `${input.categoryName} · ${input.subCategoryName}`.toUpperCase();
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity=".22"/>`,
    `<stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="930" cy="400" r="330" fill="url(#glow)"/>`,
    `<g transform="translate(750 220)">${silhouetteSvg(silhouetteKind(input.categorySlug, input.subCategorySlug), palette.ink)}</g>`,
    `<g fill="#fff" font-family="${FONT}">`,
    `<text x="80" y="200" font-size="36" font-weight="bold" letter-spacing="4">${escapeXml(input.brand.toUpperCase())}</text>`,
    `<rect x="80" y="222" width="90" height="6" rx="3" fill="#fff" opacity=".7"/>`,
    titleText,
    `<text x="80" y="680" font-size="22" letter-spacing="2" opacity=".8">${escapeXml(label)}</text>`,
    input.partNumber ? `<text x="80" y="720" font-size="22" font-family="DejaVu Sans Mono, monospace" opacity=".65">${escapeXml(input.partNumber)}</text>` : "",
    `</g></svg>`,
  ].join("");
}

/** "Dell Precision 5860 Tower - Intel Xeon ..." -> "Precision 5860 Tower": the brand is printed above it. */
export function shortTitle(title: string, brand: string): string {
  const head = (title.split(" - ")[0] ?? title).replace(/\s*\(.*$/, "").trim();
  // "Blackmagic UltraStudio" under "Blackmagic Design": drop the whole brand or just its first word.
  for (const prefix of [brand, brand.split(" ")[0] ?? brand]) {
    if (head.toLowerCase().startsWith(`${prefix.toLowerCase()} `) && head.length > prefix.length + 1) {
      return head.slice(prefix.length + 1);
    }
  }
  return head;
}

/** Greedy word wrap; the last kept line gets an ellipsis when text is left over. Long words are cut. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (current && `${current} ${piece}`.length > maxChars) {
      lines.push(current);
      current = piece;
    } else {
      current = current ? `${current} ${piece}` : piece;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? "";
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
