import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// A PDF read as a PDF reader reads it (pdf.js): its text per page, in the order pdf.js extracts it (Arabic in
// logical order: pdf.js runs its own bidi on each text item), and its embedded fonts' names.

export interface PdfContent {
  pages: string[];
  /** Every font the pages use, by its PostScript name ("AAAAAA+NotoSans-Regular": a subset, embedded). */
  fonts: { name: string; embedded: boolean }[];
}

export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  const fonts = new Map<string, boolean>();
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
    await page.getOperatorList();
    for (const [id] of Object.entries(content.styles)) {
      const font = page.commonObjs.has(id) ? (page.commonObjs.get(id) as { name?: string; missingFile?: boolean }) : null;
      if (font?.name) fonts.set(font.name, !font.missingFile);
    }
  }
  await pdf.destroy();
  return { pages, fonts: [...fonts].map(([name, embedded]) => ({ name, embedded })) };
}
