import { visualRuns } from "./bidi-runs.js";
import { fontName, type FontWeight } from "./pdf-fonts.js";

// Text on a page of a document written in one direction. Positions are logical: `x` counts from the start side
// (the left in English, the right in Arabic), so the invoice is laid out once and mirrors itself. Lines are
// broken at spaces in logical order, then each line is drawn as its bidi runs (bidi-runs.ts), each in its font.

/**
 * An Arabic run is laid out whole: pdfkit otherwise lays out each word on its own and puts the words side by side
 * in logical order, so fontkit's right-to-left glyph order would hold within words only. Giving features (none
 * beyond the script's own: fontkit always applies Arabic's joining forms and ligatures) takes that whole path.
 */
const shaping = (script: "arabic" | "latin") => (script === "arabic" ? { features: [] } : {});

/** Where the baseline lies below a line's top, in font sizes (Noto Sans's ascender). */
const ASCENT = 1.07;

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
  /** Where a line sits in its box: at the start side (default) or the end side. */
  align?: "start" | "end";
}

export class PdfWriter {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly dir: "ltr" | "rtl",
    /** The left and right margin, and the page's width. */
    readonly margin: number,
  ) {}

  get pageWidth(): number {
    return this.doc.page.width;
  }

  /** The width of the text between the margins. */
  get contentWidth(): number {
    return this.pageWidth - 2 * this.margin;
  }

  /** Line height for a font size. */
  lineHeight = (size: number) => size * 1.45;

  /** How wide one line of text is drawn. */
  widthOf(text: string, style: TextStyle): number {
    return visualRuns(text, this.dir).reduce((sum, run) => sum + this.runWidth(run.text, run.script, style), 0);
  }

  /** The text broken into lines that fit `width` (at spaces; a word longer than the line is cut). */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.widthOf(candidate, style) <= width || !line) {
          line = candidate;
        } else {
          lines.push(line);
          line = word;
        }
        while (this.widthOf(line, style) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && this.widthOf(line.slice(0, cut), style) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** One line in the box [x, x + width) counted from the start side, its top at `y`. */
  line(text: string, x: number, y: number, width: number, style: TextStyle): void {
    const runs = visualRuns(text, this.dir);
    const widths = runs.map((r) => this.runWidth(r.text, r.script, style));
    const total = widths.reduce((a, b) => a + b, 0);
    const left = this.dir === "ltr" ? this.margin + x : this.pageWidth - this.margin - x - width;
    const atEnd = (style.align ?? "start") === "end";
    const alignRight = this.dir === "ltr" ? atEnd : !atEnd;
    let cursor = alignRight ? left + width - total : left;
    this.doc.fillColor(style.color ?? "#111111");
    runs.forEach((run, i) => {
      this.font(run.script, style);
      // On one baseline: the two fonts' ascenders differ, so placing each run by its top would not line them up.
      this.doc.text(run.text, cursor, y + style.size * ASCENT, { lineBreak: false, baseline: "alphabetic", ...shaping(run.script) });
      cursor += widths[i]!;
    });
  }

  /** The text wrapped into the box; answers the height it took. */
  block(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const lines = this.wrap(text, width, style);
    lines.forEach((l, i) => this.line(l, x, y + i * this.lineHeight(style.size), width, style));
    return lines.length * this.lineHeight(style.size);
  }

  /** A horizontal rule from the start side, `width` long. */
  rule(x: number, y: number, width: number, color = "#999999", thickness = 0.5): void {
    const left = this.dir === "ltr" ? this.margin + x : this.pageWidth - this.margin - x - width;
    this.doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }

  /** A filled box (a table's header row). */
  fill(x: number, y: number, width: number, height: number, color: string): void {
    const left = this.dir === "ltr" ? this.margin + x : this.pageWidth - this.margin - x - width;
    this.doc.rect(left, y, width, height).fill(color);
  }

  private font(script: "arabic" | "latin", style: TextStyle) {
    this.doc.font(fontName(script, style.weight ?? "regular")).fontSize(style.size);
  }

  /** Widths at size 1 (a width grows with the size): wrapping measures the same words again and again. */
  private readonly widths = new Map<string, number>();

  private runWidth(text: string, script: "arabic" | "latin", style: TextStyle): number {
    const key = `${script}-${style.weight ?? "regular"}:${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      this.font(script, { ...style, size: 1 });
      width = this.doc.widthOfString(text, shaping(script));
      this.widths.set(key, width);
    }
    return width * style.size;
  }
}
