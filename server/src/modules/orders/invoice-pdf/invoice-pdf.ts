import PDFDocument from "pdfkit";
import { INVOICE_TITLE_SEPARATOR, type Invoice, type InvoiceLine } from "@proav/shop-rules";
import { fontFiles, fontName } from "./pdf-fonts.js";
import { PdfWriter, type TextStyle } from "./pdf-writer.js";

// The tax invoice or tax credit note as a PDF (A4), laid out from the shared invoice model (@proav/shop-rules
// `invoiceModel`): every word and amount is the model's, as on the storefront's invoice page and in the e-mail.
// Written in the model's direction: an Arabic document starts at the right, its columns mirrored, its Arabic text
// shaped (fontkit) and ordered by the bidi algorithm (bidi-runs.ts); numbers, part numbers and Latin titles keep
// their own order inside it. Fonts are embedded (pdf-fonts.ts); the text can be selected, searched and copied.

const MARGIN = 40;
const PAGE_BOTTOM = 800;
const GREY = "#555555";
const RULE = "#bbbbbb";
const HEADER_FILL = "#eeeeee";

const HEADING: TextStyle = { size: 8, weight: "bold", color: GREY };
const BODY: TextStyle = { size: 9 };
const SMALL: TextStyle = { size: 7.5, color: GREY };

type Column = { width: number; label: string; cell: (line: InvoiceLine) => string; numeric: boolean };

function columns(invoice: Invoice): Column[] {
  const l = invoice.labels;
  return [
    { width: 143, label: l.item, cell: (line) => line.description, numeric: false },
    { width: 28, label: l.quantity, cell: (line) => String(line.quantity), numeric: true },
    { width: 62, label: l.unitPriceExcludingVat, cell: (line) => line.unitPriceExcludingVat.text, numeric: true },
    { width: 52, label: l.discount, cell: (line) => line.discountExcludingVat?.text ?? "", numeric: true },
    { width: 34, label: l.vatRate, cell: (line) => line.vatRate, numeric: true },
    { width: 58, label: l.vatAmount, cell: (line) => line.vatAmount.text, numeric: true },
    { width: 66, label: l.amountExcludingVat, cell: (line) => line.amountExcludingVat.text, numeric: true },
    { width: 72, label: l.lineTotal, cell: (line) => line.lineTotal.text, numeric: true },
  ];
}

/** The PDF of an invoice model (an invoice or a credit note), as bytes. */
export async function invoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 0,
    bufferPages: true,
    lang: invoice.locale,
    displayTitle: true,
    info: { Title: `${heading(invoice)} ${invoice.number}`, Author: invoice.seller.legalName, Subject: invoice.number },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  for (const font of fontFiles()) doc.registerFont(font.name, font.data);
  doc.font(fontName("latin", "regular"));
  layout(new PdfWriter(doc, invoice.dir, MARGIN), doc, invoice);
  doc.end();
  return done;
}

/** A number, phone, e-mail or code: isolated left to right (U+2066 ... U+2069), so "+971 50" never turns round. */
const ltr = (value: string) => `\u2066${value}\u2069`;
/** Between the parts of an address: the Arabic comma on a right-to-left document. */
const commaOf = (invoice: Invoice) => (invoice.dir === "rtl" ? "، " : ", ");

const heading = (invoice: Invoice) => (invoice.titleBeside ? `${invoice.title}${INVOICE_TITLE_SEPARATOR}${invoice.titleBeside}` : invoice.title);

function layout(w: PdfWriter, doc: PDFKit.PDFDocument, invoice: Invoice): void {
  const l = invoice.labels;
  const full = w.contentWidth;
  const comma = commaOf(invoice);
  const half = (full - 20) / 2;
  const endX = full - half;
  let y = MARGIN;

  y += w.block(heading(invoice), 0, y, full, { size: 18, weight: "bold" }) + 2;
  if (invoice.proForma) y += w.block(invoice.proForma, 0, y, full, { size: 9, weight: "bold", color: "#9a4b00" });
  if (invoice.seller.sample) y += w.block(invoice.seller.sample, 0, y, full, { size: 8, color: "#9a4b00" });
  y += 8;

  // Seller at the start side, the document's facts at the end side.
  let left = y;
  left += w.block(l.seller, 0, left, half, HEADING);
  left += w.block(invoice.seller.legalName, 0, left, half, { ...BODY, weight: "bold" });
  for (const line of invoice.seller.addressLines) left += w.block(line, 0, left, half, BODY);
  left += w.block(`${l.trn} ${ltr(invoice.seller.trn)}`, 0, left, half, BODY);
  let right = y;
  const labelWidth = 105;
  for (const fact of invoice.facts) {
    const height = Math.max(
      w.block(fact.label, endX, right, labelWidth - 6, { ...BODY, color: GREY }),
      w.block(fact.code ? ltr(fact.value) : fact.value, endX + labelWidth, right, half - labelWidth, {
        ...BODY,
        weight: fact.key === "documentNumber" ? "bold" : "regular",
      }),
    );
    right += height;
  }
  y = Math.max(left, right) + 10;

  // The buyer (and company) at the start side, where the goods go at the end side.
  left = y;
  left += w.block(l.buyer, 0, left, half, HEADING);
  const company = invoice.buyer.company;
  if (company) {
    left += w.block(company.legalName, 0, left, half, { ...BODY, weight: "bold" });
    left += w.block(`${l.trn} ${ltr(company.trn)}`, 0, left, half, BODY);
    const a = company.billingAddress;
    left += w.block(`${l.billingAddress}: ${[a.building, a.street, a.area, a.emirateName].join(comma)}`, 0, left, half, BODY);
  }
  left += w.block(invoice.deliverTo.name, 0, left, half, company ? BODY : { ...BODY, weight: "bold" });
  left += w.block(ltr(invoice.buyer.contact.email), 0, left, half, BODY);
  left += w.block(ltr(invoice.buyer.contact.phone), 0, left, half, BODY);
  right = y;
  const d = invoice.deliverTo;
  right += w.block(l.deliverTo, endX, right, half, HEADING);
  for (const line of [d.name, `${d.building}${comma}${d.street}`, `${d.area}${comma}${d.emirateName}`, ltr(d.phone)])
    right += w.block(line, endX, right, half, BODY);
  y = Math.max(left, right) + 12;

  y = table(w, doc, invoice, y);
  y = totals(w, doc, invoice, y + 6);

  for (const text of [invoice.note ? `${l.note}: ${invoice.note}` : null, l.pricesNote]) {
    if (!text) continue;
    const lines = w.wrap(text, full, SMALL);
    if (y + lines.length * w.lineHeight(SMALL.size) > PAGE_BOTTOM) y = newPage(doc);
    y += w.block(text, 0, y + 4, full, SMALL) + 4;
  }
  footers(w, doc, invoice);
}

function newPage(doc: PDFKit.PDFDocument): number {
  doc.addPage({ size: "A4", margin: 0 });
  return MARGIN;
}

function table(w: PdfWriter, doc: PDFKit.PDFDocument, invoice: Invoice, top: number): number {
  const cols = columns(invoice);
  const pad = 3;
  const HEAD: TextStyle = { size: 7, weight: "bold" };
  const CELL: TextStyle = { size: 8 };
  const header = (y: number) => {
    const height = Math.max(...cols.map((c) => w.wrap(c.label, c.width - 2 * pad, HEAD).length)) * w.lineHeight(HEAD.size) + 2 * pad;
    w.fill(0, y, w.contentWidth, height, HEADER_FILL);
    let x = 0;
    for (const c of cols) {
      w.block(c.label, x + pad, y + pad, c.width - 2 * pad, { ...HEAD, align: c.numeric ? "end" : "start" });
      x += c.width;
    }
    return y + height;
  };
  let y = header(top);
  for (const line of invoice.lines) {
    const [description, ...rest] = cols;
    const descLines = w.wrap(line.description, description!.width - 2 * pad, CELL);
    const part = line.partNumber ? `${invoice.labels.partNumber} ${ltr(line.partNumber)}` : null;
    const height = descLines.length * w.lineHeight(CELL.size) + (part ? w.lineHeight(SMALL.size) : 0) + 2 * pad;
    if (y + height > PAGE_BOTTOM) y = header(newPage(doc));
    let cellY = y + pad;
    for (const text of descLines) {
      w.line(text, pad, cellY, description!.width - 2 * pad, CELL);
      cellY += w.lineHeight(CELL.size);
    }
    if (part) w.line(part, pad, cellY, description!.width - 2 * pad, SMALL);
    let x = description!.width;
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

function totals(w: PdfWriter, doc: PDFKit.PDFDocument, invoice: Invoice, top: number): number {
  const width = 340;
  const x = w.contentWidth - width;
  let y = top;
  if (y + invoice.totals.length * 18 > PAGE_BOTTOM) y = newPage(doc);
  for (const total of invoice.totals) {
    const style: TextStyle = total.grand ? { size: 10, weight: "bold" } : BODY;
    const height = Math.max(w.block(total.label, x, y, width - 110, style), w.block(total.text, x + width - 110, y, 110, { ...style, align: "end" }));
    y += height + 2;
    if (total.grand) w.rule(x, y - 1, width, "#333333", 0.8);
  }
  return y + 6;
}

/** "INV-000123 · 1 / 2" at the foot of each page. */
function footers(w: PdfWriter, doc: PDFKit.PDFDocument, invoice: Invoice): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    w.line(`${ltr(invoice.number)} · ${ltr(`${i + 1} / ${range.count}`)}`, 0, PAGE_BOTTOM + 14, w.contentWidth, { ...SMALL, align: "end" });
  }
}
