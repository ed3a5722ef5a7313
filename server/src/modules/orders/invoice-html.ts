import type { RestOrder } from "../../backend/rest-types.js";
import type { SellerDetails } from "../shop/index.js";
import { INVOICE_TITLE_SEPARATOR, type Invoice } from "@proav/shop-rules";
import { mailStrings, type OrderMailStrings } from "./mail-strings/mail-strings.js";
import { orderInvoice } from "./invoice-order.js";
import type { TaxDocumentKind } from "./tax-document.js";

// The tax invoice (or credit note) as a self-contained HTML document (inline styles only: mail clients drop <style>
// and links). What it says, and every amount, is the shared invoice model (@proav/shop-rules `invoiceModel`), the
// same the storefront's invoice page and the PDF lay out: every Art. 59 field (title, invoice number apart from the
// order number, dates of issue and supply, seller and buyer with TRNs, PO number, per line the price without VAT,
// discount, VAT rate and amount, delivery as its own line, totals without VAT, VAT, payable). Written in the order's
// language: Arabic right to left, with "Tax Invoice" beside the Arabic title as UAE invoices carry it; numbers
// isolated so they never reorder.

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How values enter a text: as they are (plain-text e-mail) or escaped, codes isolated in `<bdi>` (HTML). */
export interface Render {
  text(value: string): string;
  /** An order, invoice, part or account number, an IBAN, a TRN: kept whole and left to right inside Arabic text. */
  code(value: string): string;
}
export const PLAIN: Render = { text: (s) => s, code: (s) => s };
export const HTML: Render = { text: escapeHtml, code: (s) => `<bdi>${escapeHtml(s)}</bdi>` };

/** The delivery address as lines; the phone number last (isolated in HTML). */
export function addressLines(a: Invoice["deliverTo"], s: OrderMailStrings, r: Render = PLAIN): string[] {
  return [
    r.text(a.name),
    r.text(`${a.building}${s.comma}${a.street}`),
    r.text(`${a.area}${s.comma}${a.emirateName}`),
    r === PLAIN ? a.phone : `<bdi dir="ltr">${escapeHtml(a.phone)}</bdi>`,
  ];
}

/** The buyer's company as lines: legal name, TRN, billing address. */
export function companyLines(company: NonNullable<Invoice["buyer"]["company"]>, invoice: Invoice, s: OrderMailStrings, r: Render = PLAIN): string[] {
  const a = company.billingAddress;
  return [
    r.text(company.legalName),
    s.labelled(invoice.labels.trn, r.code(company.trn)),
    `${invoice.labels.billingAddress}: ${r.text(`${a.building}${s.comma}${a.street}${s.comma}${a.area}${s.comma}${a.emirateName}`)}`,
  ];
}

/**
 * A line's title, isolated in its own language when it is another than the document's: on an Arabic invoice a
 * title without a single Arabic letter is the English fallback (a translated one has Arabic words, even when it
 * begins with a Latin brand), printed left to right so "8GB" and "- 1-Year" stay in place.
 */
export function titleHtml(title: string, dir: Invoice["dir"]): string {
  const foreign = dir === "rtl" && !/\p{Script=Arabic}/u.test(title);
  return foreign ? `<bdi lang="en" dir="ltr">${escapeHtml(title)}</bdi>` : escapeHtml(title);
}

export function invoiceHtml(order: RestOrder, seller: SellerDetails, kind: TaxDocumentKind = "invoice"): string {
  const invoice = orderInvoice(order, seller, kind);
  const { labels: l, dir, locale } = invoice;
  const s = mailStrings(order.locale);
  const e = escapeHtml;
  const code = HTML.code;
  // Mail clients (Outlook's Word engine among them) ignore `text-align: start/end`: the sides are named per direction.
  const [start, end] = dir === "rtl" ? ["right", "left"] : ["left", "right"];
  const CELL = `padding:6px 8px;border-bottom:1px solid #ddd;text-align:${start};vertical-align:top`;
  const NUM = `${CELL};text-align:${end};white-space:nowrap`;
  const rows = invoice.lines
    .map(
      (line) =>
        `<tr><td style="${CELL}">${titleHtml(line.description, dir)}${line.partNumber ? `<br><small>${l.partNumber} ${code(line.partNumber)}</small>` : ""}</td>` +
        `<td style="${NUM}">${line.quantity}</td><td style="${NUM}">${e(line.unitPriceExcludingVat.text)}</td>` +
        `<td style="${NUM}">${line.discountExcludingVat ? e(line.discountExcludingVat.text) : ""}</td><td style="${NUM}">${line.vatRate}</td>` +
        `<td style="${NUM}">${e(line.vatAmount.text)}</td><td style="${NUM}">${e(line.amountExcludingVat.text)}</td><td style="${NUM}">${e(line.lineTotal.text)}</td></tr>`,
    )
    .join("");
  const totals = invoice.totals
    .map(({ label, text, grand }) => {
      const [open, close] = grand ? ["<strong>", "</strong>"] : ["", ""];
      return `<tr><td colspan="7" style="${NUM}">${open}${label}${close}</td><td style="${NUM}">${open}${e(text)}${close}</td></tr>`;
    })
    .join("");
  const heading = `${invoice.title}${invoice.titleBeside ? `${INVOICE_TITLE_SEPARATOR}<bdi lang="en">${invoice.titleBeside}</bdi>` : ""}`;
  const facts = invoice.facts.map((f) =>
    s.labelled(f.label, f.key === "documentNumber" ? `<strong>${code(f.value)}</strong>` : f.code ? code(f.value) : e(f.value)),
  );
  const sellerLines = [
    `<strong>${e(invoice.seller.legalName)}</strong>`,
    ...invoice.seller.addressLines.map(e),
    s.labelled(l.trn, code(invoice.seller.trn)),
    ...(seller.email ? [e(seller.email)] : []),
    ...(seller.phone ? [`<bdi dir="ltr">${e(seller.phone)}</bdi>`] : []),
  ];
  const company = invoice.buyer.company;
  const buyerLines = [
    ...(company ? companyLines(company, invoice, s, HTML) : []),
    e(invoice.buyer.contact.email),
    `<bdi dir="ltr">${e(invoice.buyer.contact.phone)}</bdi>`,
  ];
  const notice = (text: string | null) => (text ? `<p style="padding:6px 8px;border:1px solid #c60;color:#853">${e(text)}</p>` : "");
  const th = (label: string, style: string) => `<th style="${style}">${label}</th>`;
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${e(invoice.title)}${invoice.titleBeside ? e(`${INVOICE_TITLE_SEPARATOR}${invoice.titleBeside}`) : ""} ${e(invoice.number)}</title></head>
<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:860px;margin:0 auto;text-align:${start}">
<h1 style="font-size:20px">${heading} ${code(invoice.number)}</h1>
${notice(invoice.proForma)}${notice(invoice.seller.sample)}
<p>${facts.join("<br>")}</p>
<table style="border-collapse:collapse;width:100%"><tr>
<td style="${CELL}"><strong>${l.seller}</strong><br>${sellerLines.join("<br>")}</td>
<td style="${CELL}"><strong>${l.buyer}</strong><br>${buyerLines.join("<br>")}</td>
<td style="${CELL}"><strong>${l.deliverTo}</strong><br>${addressLines(invoice.deliverTo, s, HTML).join("<br>")}</td></tr></table>
<table style="border-collapse:collapse;width:100%;margin-top:12px">
<thead><tr>${th(l.item, CELL)}${th(l.quantity, NUM)}${th(l.unitPriceExcludingVat, NUM)}${th(l.discount, NUM)}${th(l.vatRate, NUM)}${th(l.vatAmount, NUM)}${th(l.amountExcludingVat, NUM)}${th(l.lineTotal, NUM)}</tr></thead>
<tbody>${rows}</tbody>
<tfoot>${totals}</tfoot>
</table>
${invoice.note ? `<p>${s.labelled(`<strong>${l.note}</strong>`, e(invoice.note))}</p>` : ""}
<p style="color:#555">${l.pricesNote}</p>
</body></html>`;
}
