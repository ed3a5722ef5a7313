import type { RestOrder } from "../../backend/rest-types.js";
import type { SellerDetails } from "../shop/seller-config.js";
import { groupThousands, filsToDecimal, toFils } from "../catalog/pricing.js";

// The tax invoice as a self-contained HTML document (inline styles only: mail clients drop <style> and links),
// with what the storefront's invoice view shows: seller with TRN, customer, delivery address, lines, totals and
// the VAT the total includes.

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "AED 1,234.50" from the backend's AED number, through integer fils like every other amount. */
export const aedText = (value: number) => `AED ${groupThousands(filsToDecimal(toFils(value) ?? 0))}`;

export const emirateName = (value: string) => value.replace(/_/g, " ").replace(/\b\w/g, (c) => c.toUpperCase());

export const paymentName = (order: RestOrder) => (order.payment_method === "bank_transfer" ? "Bank transfer" : "Cash on delivery");

export function addressLines(a: RestOrder["shipping_address"]): string[] {
  return [a.name, `${a.building}, ${a.street}`, `${a.area}, ${emirateName(a.emirate)}`, a.phone];
}

const CELL = "padding:6px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top";
const NUM = `${CELL};text-align:right;white-space:nowrap`;

export function invoiceHtml(order: RestOrder, seller: SellerDetails): string {
  const e = escapeHtml;
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td style="${CELL}">${e(l.title)}${l.part_number ? `<br><small>Part no. ${e(l.part_number)}</small>` : ""}</td>` +
        `<td style="${NUM}">${l.quantity}</td><td style="${NUM}">${aedText(l.unit_price)}</td><td style="${NUM}">${aedText(l.line_total)}</td></tr>`,
    )
    .join("");
  const total = (label: string, value: string, strong = false) =>
    `<tr><td colspan="3" style="${NUM}">${strong ? `<strong>${label}</strong>` : label}</td><td style="${NUM}">${strong ? `<strong>${value}</strong>` : value}</td></tr>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tax invoice ${e(order.number)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;max-width:720px;margin:0 auto">
<h1 style="font-size:20px">Tax invoice ${e(order.number)}</h1>
<p><strong>${e(seller.legalName)}</strong><br>${seller.addressLines.map(e).join("<br>")}${seller.trn ? `<br>TRN ${e(seller.trn)}` : ""}${seller.email ? `<br>${e(seller.email)}` : ""}${seller.phone ? `<br>${e(seller.phone)}` : ""}</p>
<p>Invoice / order number: <strong>${e(order.number)}</strong><br>Date: ${e(order.created_at.slice(0, 10))}<br>Payment: ${paymentName(order)}</p>
<table style="border-collapse:collapse;width:100%"><tr>
<td style="${CELL}"><strong>Customer</strong><br>${e(order.contact_email)}<br>${e(order.contact_phone)}</td>
<td style="${CELL}"><strong>Deliver to</strong><br>${addressLines(order.shipping_address).map(e).join("<br>")}</td></tr></table>
<table style="border-collapse:collapse;width:100%;margin-top:12px">
<thead><tr><th style="${CELL}">Item</th><th style="${NUM}">Qty</th><th style="${NUM}">Unit price</th><th style="${NUM}">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${total("Sub-total", aedText(order.sub_total))}${total("Shipping", order.shipping === 0 ? "Free" : aedText(order.shipping))}${total("Total (incl. VAT)", aedText(order.total), true)}${total("Includes VAT 5%", aedText(order.vat_included))}</tfoot>
</table>
${order.note ? `<p><strong>Note:</strong> ${e(order.note)}</p>` : ""}
<p style="color:#555">All prices in AED and include 5% UAE VAT.</p>
</body></html>`;
}
