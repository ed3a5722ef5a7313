import PDFDocument from "pdfkit";
import { fontFiles, fontName, PdfWriter, type TextStyle } from "../../orders/index.js";
import type { QuoteDocument, QuoteDocumentLine } from "./quote-document.js";

// The quotation as a PDF (A4), laid out from its model (quote-document.ts) with the tax invoice's writer: the same
// embedded fonts (Noto Sans, Tajawal), the same right-to-left handling (an Arabic quote starts at the right, its
// columns mirrored, Arabic shaped and ordered by the bidi algorithm, numbers kept left to right), so the text can
// be selected, searched and copied in both languages.

const MARGIN = 40;
const PAGE_BOTTOM = 800;
const GREY = "#555555";
const RULE = "#bbbbbb";
const HEADER_FILL = "#eeeeee";
const NOTICE = "#9a4b00";

const HEADING: TextStyle = { size: 8, weight: "bold", color: GREY };
const BODY: TextStyle = { size: 9 };
const SMALL: TextStyle = { size: 7.5, color: GREY };

type Column = { width: number; label: string; cell: (line: QuoteDocumentLine) => string };

function columns(quote: QuoteDocument): Column[] {
  const l = quote.labels;
  return [
    { width: 215, label: l.item, cell: (line) => line.title },
    { width: 36, label: quote.invoiceLabels.quantity, cell: (line) => String(line.quantity) },
    { width: 86, label: l.webUnitPrice, cell: (line) => line.webUnitPrice.text },
    { width: 86, label: l.quotedUnitPrice, cell: (line) => line.quotedUnitPrice?.text ?? l.notQuoted },
    { width: 92, label: l.lineTotal, cell: (line) => line.lineTotal?.text ?? "-" },
  ];
}

/** The PDF of a quotation model, as bytes. */
export async function quotePdf(quote: QuoteDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    bufferPages: true,
    lang: quote.locale,
    displayTitle: true,
    info: { Title: `${quote.title} ${quote.number}`, Author: quote.seller.legalName, Subject: quote.number },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const font of fontFiles()) doc.registerFont(font.name, font.data);
  doc.font(fontName("latin", "regular"));
  layout(new PdfWriter(doc, quote.dir, MARGIN), doc, quote);
  doc.end();
  return done;
}

/** A number, phone, e-mail or code: isolated left to right (U+2066 ... U+2069), so "+971 50" never turns round. */
const ltr = (value: string) => `\u2066${value}\u2069`;
/** Text the shopper or the shop typed, in either language: isolated in its own direction (U+2068 ... U+2069). */
const own = (value: string) => `\u2068${value}\u2069`;

function layout(w: PdfWriter, doc: PDFKit.PDFDocument, quote: QuoteDocument): void {
  const l = quote.labels;
  const il = quote.invoiceLabels;
  const full = w.contentWidth;
  const half = (full - 20) / 2;
  const endX = full - half;
  let y = MARGIN;

  y += w.block(`${quote.title} ${ltr(quote.number)}`, 0, y, full, { size: 18, weight: "bold" }) + 2;
  if (quote.notice) y += w.block(quote.notice, 0, y, full, { size: 9, weight: "bold", color: NOTICE });
  if (quote.seller.sample) y += w.block(quote.seller.sample, 0, y, full, { size: 8, color: NOTICE });
  y += 8;

  // The seller at the start side, the quote's facts at the end side.
  let left = y;
  left += w.block(il.seller, 0, left, half, HEADING);
  left += w.block(quote.seller.legalName, 0, left, half, { ...BODY, weight: "bold" });
  for (const line of quote.seller.addressLines) left += w.block(line, 0, left, half, BODY);
  left += w.block(`${il.trn} ${ltr(quote.seller.trn)}`, 0, left, half, BODY);
  let right = y;
  const labelWidth = 95;
  for (const fact of quote.facts) {
    right += Math.max(
      w.block(fact.label, endX, right, labelWidth - 6, { ...BODY, color: GREY }),
      w.block(fact.code ? ltr(fact.value) : fact.value, endX + labelWidth, right, half - labelWidth, {
        ...BODY,
        weight: fact.key === "quoteNumber" || fact.key === "status" ? "bold" : "regular",
      }),
    );
  }
  y = Math.max(left, right) + 10;

  // Who asked.
  const b = quote.buyer;
  y += w.block(l.preparedFor, 0, y, full, HEADING);
  y += w.block(own(b.company), 0, y, full, { ...BODY, weight: "bold" });
  if (b.trn) y += w.block(`${il.trn} ${ltr(b.trn)}`, 0, y, full, BODY);
  y += w.block(`${l.contact}: ${own(b.contactName)}`, 0, y, full, BODY);
  y += w.block(`${ltr(b.email)} · ${ltr(b.phone)}`, 0, y, full, BODY);
  y += w.block(`${l.emirate}: ${b.emirateName}`, 0, y, full, BODY);
  y += 12;

  y = table(w, doc, quote, y);
  y = totals(w, doc, quote, y + 6);

  const notes = [
    quote.validity ? { text: quote.validity, style: { ...BODY, weight: "bold" as const } } : null,
    quote.shopNote ? { text: `${l.shopNote}: ${own(quote.shopNote)}`, style: BODY } : null,
    quote.notes ? { text: `${l.yourNotes}: ${own(quote.notes)}`, style: SMALL } : null,
    { text: quote.pricesNote, style: SMALL },
  ];
  for (const note of notes) {
    if (!note) continue;
    const lines = w.wrap(note.text, full, note.style);
    if (y + 4 + lines.length * w.lineHeight(note.style.size) > PAGE_BOTTOM) y = newPage(doc);
    y += w.block(note.text, 0, y + 4, full, note.style) + 4;
  }
  footers(w, doc, quote);
}

function newPage(doc: PDFKit.PDFDocument): number {
  doc.addPage({ size: "A4", margin: 0 });
  return MARGIN;
}

function table(w: PdfWriter, doc: PDFKit.PDFDocument, quote: QuoteDocument, top: number): number {
  const cols = columns(quote);
  const pad = 3;
  const HEAD: TextStyle = { size: 7, weight: "bold" };
  const CELL: TextStyle = { size: 8 };
  const header = (y: number) => {
    const height = Math.max(...cols.map((c) => w.wrap(c.label, c.width - 2 * pad, HEAD).length)) * w.lineHeight(HEAD.size) + 2 * pad;
    w.fill(0, y, w.contentWidth, height, HEADER_FILL);
    let x = 0;
    cols.forEach((c, i) => {
      w.block(c.label, x + pad, y + pad, c.width - 2 * pad, { ...HEAD, align: i === 0 ? "start" : "end" });
      x += c.width;
    });
    return y + height;
  };
  let y = header(top);
  const [description, ...rest] = cols as [Column, ...Column[]];
  for (const line of quote.lines) {
    const titleLines = w.wrap(line.title, description.width - 2 * pad, CELL);
    const part = line.partNumber ? `${quote.invoiceLabels.partNumber} ${ltr(line.partNumber)}` : null;
    const height = titleLines.length * w.lineHeight(CELL.size) + (part ? w.lineHeight(SMALL.size) : 0) + 2 * pad;
    if (y + height > PAGE_BOTTOM) y = header(newPage(doc));
    let cellY = y + pad;
    for (const text of titleLines) {
      w.line(text, pad, cellY, description.width - 2 * pad, CELL);
      cellY += w.lineHeight(CELL.size);
    }
    if (part) w.line(part, pad, cellY, description.width - 2 * pad, SMALL);
    let x = description.width;
    for (const c of rest) {
      const text = c.cell(line);
      const width = c.width - 2 * pad;
      // An amount never wraps: a long one is set smaller to fit its column.
      const size = Math.max(5.5, Math.min(CELL.size, (CELL.size * width) / Math.max(1, w.widthOf(text, CELL))));
      w.line(text, x + pad, y + pad, width, { ...CELL, size, align: "end" });
      x += c.width;
    }
    y += height;
    w.rule(0, y, w.contentWidth, RULE);
  }
  return y;
}

function totals(w: PdfWriter, doc: PDFKit.PDFDocument, quote: QuoteDocument, top: number): number {
  const width = 300;
  const x = w.contentWidth - width;
  let y = top;
  if (y + quote.totals.length * 18 > PAGE_BOTTOM) y = newPage(doc);
  for (const total of quote.totals) {
    const style: TextStyle = total.grand ? { size: 10, weight: "bold" } : total.key === "webTotal" && quote.totals.length > 1 ? SMALL : BODY;
    const height = Math.max(w.block(total.label, x, y, width - 110, style), w.block(total.text, x + width - 110, y, 110, { ...style, align: "end" }));
    y += height + 2;
    if (total.grand) w.rule(x, y - 1, width, "#333333", 0.8);
  }
  return y + 6;
}

/** "RFQ-000042 · 1 / 2" at the foot of each page. */
function footers(w: PdfWriter, doc: PDFKit.PDFDocument, quote: QuoteDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    w.line(`${ltr(quote.number)} · ${ltr(`${i + 1} / ${range.count}`)}`, 0, PAGE_BOTTOM + 14, w.contentWidth, { ...SMALL, align: "end" });
  }
}
