import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { woffToSfnt } from "./woff-to-sfnt.js";

// The PDF's fonts, embedded (subset) in every document: Noto Sans for Latin text and Tajawal (the storefront's
// Arabic font) for Arabic, regular and bold, from the @fontsource npm packages (SIL Open Font Licence), so a fresh
// clone has them and no host font is ever used. Their WOFF files are split by Unicode range: the Arabic file holds
// Arabic letters, digits and punctuation but no Latin digits or "%", so each run of text takes the font of its
// script (bidi-runs.ts). Not Noto Sans Arabic: its letters are a dotless skeleton plus dot marks, which a PDF
// reader cannot map back to letters, so copied or searched Arabic text came out wrong; Tajawal has one glyph per
// letter form.

export type FontScript = "arabic" | "latin";
export type FontWeight = "regular" | "bold";

const require = createRequire(import.meta.url);
const FILES: Record<FontScript, Record<FontWeight, string>> = {
  latin: {
    regular: "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff",
    bold: "@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff",
  },
  arabic: {
    regular: "@fontsource/tajawal/files/tajawal-arabic-400-normal.woff",
    bold: "@fontsource/tajawal/files/tajawal-arabic-700-normal.woff",
  },
};

/** The name a font is registered under in a document. */
export const fontName = (script: FontScript, weight: FontWeight) => `${script}-${weight}`;

let loaded: { name: string; data: Buffer }[] | undefined;

/** The four fonts, read and unpacked to TrueType once per process (about 200 KB). */
export function fontFiles(): readonly { name: string; data: Buffer }[] {
  loaded ??= (Object.keys(FILES) as FontScript[]).flatMap((script) =>
    (Object.keys(FILES[script]) as FontWeight[]).map((weight) => ({
      name: fontName(script, weight),
      data: woffToSfnt(readFileSync(require.resolve(FILES[script][weight]))),
    })),
  );
  return loaded;
}
