import type { RestOrder } from "../../backend/rest-types.js";
import { sellerAddress, type SellerDetails } from "../shop/seller-config.js";
import { formatDate, formatPrice } from "@proav/shop-rules";
import { toFils } from "../catalog/pricing.js";
import { mailStrings, orderLocale, type OrderMailStrings } from "./mail-strings/mail-strings.js";

// The tax invoice as a self-contained HTML document (inline styles only: mail clients drop <style> and links),
// with what the storefront's invoice view shows: seller with TRN, customer, delivery address, lines, totals and
// the VAT the total includes. Written in the order's language: Arabic right to left, with "Tax Invoice" beside
// the Arabic title as UAE invoices carry it; order, part and phone numbers isolated so they never reorder.

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How values enter a text: as they are (plain-text e-mail) or escaped, codes isolated in `<bdi>` (HTML). */
export interface Render {
  text(value: string): string;
  /** An order, part or account number, an IBAN: kept whole and left to right inside Arabic text. */
  code(value: string): string;
}
export const PLAIN: Render = { text: (s) => s, code: (s) => s };
export const HTML: Render = { text: escapeHtml, code: (s) => `<bdi>${escapeHtml(s)}</bdi>` };

/** An amount from the backend's AED number, through integer fils like every other amount, in the order's language. */
export const priceText = (value: number, order: RestOrder) => formatPrice(toFils(value) ?? 0, orderLocale(order));

export const paymentName = (order: RestOrder, s: OrderMailStrings = mailStrings(order.locale)) => s.paymentMethods[order.payment_method];

/** The delivery address as lines; the phone number last (isolated in HTML). */
export function addressLines(a: RestOrder["shipping_address"], s: OrderMailStrings, r: Render = PLAIN): string[] {
  return [
    r.text(a.name),
    r.text(`${a.building}${s.comma}${a.street}`),
    r.text(`${a.area}${s.comma}${s.emirates[a.emirate] ?? a.emirate}`),
    r === PLAIN ? a.phone : `<bdi dir="ltr">${escapeHtml(a.phone)}</bdi>`,
  ];
}

/**
 * A line's title, isolated in its own language when it is another than the document's: on an Arabic invoice a
 * title without a single Arabic letter is the English fallback (a translated one has Arabic words, even when it
 * begins with a Latin brand), printed left to right so "8GB" and "- 1-Year" stay in place.
 */
export function titleHtml(title: string, s: OrderMailStrings): string {
  const foreign = s.dir === "rtl" && !/\p{Script=Arabic}/u.test(title);
  return foreign ? `<bdi lang="en" dir="ltr">${escapeHtml(title)}</bdi>` : escapeHtml(title);
}

export function invoiceHtml(order: RestOrder, seller: SellerDetails): string {
  const s = mailStrings(order.locale);
  const e = escapeHtml;
  const code = HTML.code;
  // Mail clients (Outlook's Word engine among them) ignore `text-align: start/end`: the sides are named per direction.
  const [start, end] = s.dir === "rtl" ? ["right", "left"] : ["left", "right"];
  const CELL = `padding:6px 8px;border-bottom:1px solid #ddd;text-align:${start};vertical-align:top`;
  const NUM = `${CELL};text-align:${end};white-space:nowrap`;
  const price = (value: number) => e(priceText(value, order));
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td style="${CELL}">${titleHtml(l.title, s)}${l.part_number ? `<br><small>${s.partNumber} ${code(l.part_number)}</small>` : ""}</td>` +
        `<td style="${NUM}">${l.quantity}</td><td style="${NUM}">${price(l.unit_price)}</td><td style="${NUM}">${price(l.line_total)}</td></tr>`,
    )
    .join("");
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="3" style="${NUM}">${strong ? `<strong>${label}</strong>` : label}</td><td style="${NUM}">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;
  const title = `${s.taxInvoice}${s.taxInvoiceBeside ? ` | ${s.taxInvoiceBeside}` : ""}`;
  const heading = `${s.taxInvoice}${s.taxInvoiceBeside ? ` | <bdi lang="en">${s.taxInvoiceBeside}</bdi>` : ""}`;
  return `<!doctype html><html lang="${s.lang}" dir="${s.dir}"><head><meta charset="utf-8"><title>${title} ${e(order.number)}</title></head>
<body dir="${s.dir}" style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:720px;margin:0 auto;text-align:${start}">
<h1 style="font-size:20px">${heading} ${code(order.number)}</h1>
<p><strong>${e(seller.legalName)}</strong><br>${sellerAddress(seller, s.lang).map(e).join("<br>")}${seller.trn ? `<br>${s.trn(code(seller.trn))}` : ""}${seller.email ? `<br>${e(seller.email)}` : ""}${seller.phone ? `<br><bdi dir="ltr">${e(seller.phone)}</bdi>` : ""}</p>
<p>${s.labelled(s.invoiceNumber, `<strong>${code(order.number)}</strong>`)}<br>${s.labelled(s.date, e(formatDate(order.created_at, orderLocale(order))))}<br>${s.labelled(s.payment, paymentName(order, s))}</p>
<table style="border-collapse:collapse;width:100%"><tr>
<td style="${CELL}"><strong>${s.customer}</strong><br>${e(order.contact_email)}<br><bdi dir="ltr">${e(order.contact_phone)}</bdi></td>
<td style="${CELL}"><strong>${s.deliverTo}</strong><br>${addressLines(order.shipping_address, s, HTML).join("<br>")}</td></tr></table>
<table style="border-collapse:collapse;width:100%;margin-top:12px">
<thead><tr><th style="${CELL}">${s.item}</th><th style="${NUM}">${s.quantity}</th><th style="${NUM}">${s.unitPrice}</th><th style="${NUM}">${s.amount}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${total(s.subTotal, price(order.sub_total))}${total(s.shipping, order.shipping === 0 ? s.free : price(order.shipping))}${total(s.total, price(order.total), true)}${total(s.vatIncluded, price(order.vat_included))}</tfoot>
</table>
${order.note ? `<p>${s.labelled(`<strong>${s.note}</strong>`, e(order.note))}</p>` : ""}
<p style="color:#555">${s.pricesNote}</p>
</body></html>`;
}
