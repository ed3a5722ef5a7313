import type { RestOrder } from "../../backend/rest-types.js";
import { sellerAddress, type SellerDetails } from "../shop/index.js";
import { filsToDecimal, INVOICE_TITLE_SEPARATOR, invoiceModel, invoiceTitle, type EmirateCode, type Invoice, type InvoiceOrder } from "@proav/shop-rules";
import { toFils } from "../catalog/index.js";
import { mailStrings, orderLocale, type OrderMailStrings } from "./mail-strings/mail-strings.js";

// The tax invoice as a self-contained HTML document (inline styles only: mail clients drop <style> and links).
// What it says, and every amount, is the shared invoice model (@proav/shop-rules `invoiceModel`), the same the
// storefront's invoice lays out: seller with TRN, customer, delivery address, lines, totals and the VAT the total
// includes. Written in the order's language: Arabic right to left, with "Tax Invoice" beside the Arabic title as
// UAE invoices carry it; order, part and phone numbers isolated so they never reorder.

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How values enter a text: as they are (plain-text e-mail) or escaped, codes isolated in `<bdi>` (HTML). */
export interface Render {
  text(value: string): string;
  /** An order, part or account number, an IBAN: kept whole and left to right inside Arabic text. */
  code(value: string): string;
}
export const PLAIN: Render = { text: (s) => s, code: (s) => s };
export const HTML: Render = { text: escapeHtml, code: (s) => `<bdi>${escapeHtml(s)}</bdi>` };

/** The backend's order as the invoice model reads it: amounts through integer fils, codes in the schema's case. */
export function invoiceOrderOf(order: RestOrder): InvoiceOrder {
  const amount = (value: number) => filsToDecimal(toFils(value) ?? 0);
  return {
    number: order.number,
    createdAt: order.created_at,
    paymentMethod: order.payment_method === "bank_transfer" ? "BANK_TRANSFER" : "CASH_ON_DELIVERY",
    contactEmail: order.contact_email,
    contactPhone: order.contact_phone,
    shippingAddress: { ...order.shipping_address, emirate: order.shipping_address.emirate.toUpperCase() as EmirateCode },
    lines: order.lines.map((l) => ({
      title: l.title,
      partNumber: l.part_number,
      quantity: l.quantity,
      unitPrice: amount(l.unit_price),
      lineTotal: amount(l.line_total),
    })),
    subTotal: amount(order.sub_total),
    shipping: amount(order.shipping),
    total: amount(order.total),
    vatIncluded: amount(order.vat_included),
    note: order.note,
  };
}

/** The order's invoice, in the language it was placed in. */
export const orderInvoice = (order: RestOrder): Invoice => invoiceModel(invoiceOrderOf(order), orderLocale(order));

/** The delivery address as lines; the phone number last (isolated in HTML). */
export function addressLines(a: Invoice["deliverTo"], s: OrderMailStrings, r: Render = PLAIN): string[] {
  return [
    r.text(a.name),
    r.text(`${a.building}${s.comma}${a.street}`),
    r.text(`${a.area}${s.comma}${a.emirateName}`),
    r === PLAIN ? a.phone : `<bdi dir="ltr">${escapeHtml(a.phone)}</bdi>`,
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

export function invoiceHtml(order: RestOrder, seller: SellerDetails): string {
  const invoice = orderInvoice(order);
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
        `<tr><td style="${CELL}">${titleHtml(line.title, dir)}${line.partNumber ? `<br><small>${l.partNumber} ${code(line.partNumber)}</small>` : ""}</td>` +
        `<td style="${NUM}">${line.quantity}</td><td style="${NUM}">${e(line.unitPrice.text)}</td><td style="${NUM}">${e(line.lineTotal.text)}</td></tr>`,
    )
    .join("");
  const totals = invoice.totals
    .map(({ label, text, grand }) => {
      const [open, close] = grand ? ["<strong>", "</strong>"] : ["", ""];
      return `<tr><td colspan="3" style="${NUM}">${open}${label}${close}</td><td style="${NUM}">${open}${e(text)}${close}</td></tr>`;
    })
    .join("");
  const heading = `${l.title}${l.titleBeside ? `${INVOICE_TITLE_SEPARATOR}<bdi lang="en">${l.titleBeside}</bdi>` : ""}`;
  return `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"><title>${invoiceTitle(l)} ${e(invoice.number)}</title></head>
<body dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:720px;margin:0 auto;text-align:${start}">
<h1 style="font-size:20px">${heading} ${code(invoice.number)}</h1>
<p><strong>${e(seller.legalName)}</strong><br>${sellerAddress(seller, locale).map(e).join("<br>")}${seller.trn ? `<br>${l.trn} ${code(seller.trn)}` : ""}${seller.email ? `<br>${e(seller.email)}` : ""}${seller.phone ? `<br><bdi dir="ltr">${e(seller.phone)}</bdi>` : ""}</p>
<p>${s.labelled(l.number, `<strong>${code(invoice.number)}</strong>`)}<br>${s.labelled(l.date, e(invoice.date))}<br>${s.labelled(l.payment, invoice.payment)}</p>
<table style="border-collapse:collapse;width:100%"><tr>
<td style="${CELL}"><strong>${l.customer}</strong><br>${e(invoice.contact.email)}<br><bdi dir="ltr">${e(invoice.contact.phone)}</bdi></td>
<td style="${CELL}"><strong>${l.deliverTo}</strong><br>${addressLines(invoice.deliverTo, s, HTML).join("<br>")}</td></tr></table>
<table style="border-collapse:collapse;width:100%;margin-top:12px">
<thead><tr><th style="${CELL}">${l.item}</th><th style="${NUM}">${l.quantity}</th><th style="${NUM}">${l.unitPrice}</th><th style="${NUM}">${l.amount}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${totals}</tfoot>
</table>
${invoice.note ? `<p>${s.labelled(`<strong>${l.note}</strong>`, e(invoice.note))}</p>` : ""}
<p style="color:#555">${l.pricesNote}</p>
</body></html>`;
}
