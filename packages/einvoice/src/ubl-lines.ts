import type { XMLBuilder } from "xmlbuilder2/lib/interfaces.js";
import { UNIT_CODE } from "./pint-ae-codes.js";
import type { InvoiceLine, InvoiceTotals } from "./tax-invoice.js";
import { cac, cbc } from "./ubl-parties.js";
import { formatFils, formatMicro, parseMicro } from "./vat-arithmetic.js";

// The lines and the totals. Every line is standard rated (S, 5 %): the shop sells only standard-rated goods in
// the UAE, and shipping follows the goods.

const AED = { currencyID: "AED" };

function standardRated(parent: XMLBuilder, name: "ClassifiedTaxCategory" | "TaxCategory", percent: number): void {
  const category = cac(parent, name);
  cbc(category, "ID", "S"); // ibr-145-ae, ibr-139-ae
  cbc(category, "Percent", String(percent)); // ibr-190-ae, aligned-ibrp-s-05
  cbc(cac(category, "TaxScheme"), "ID", "VAT");
}

export function line(root: XMLBuilder, kind: "Invoice" | "CreditNote", index: number, item: InvoiceLine): void {
  const node = cac(root, `${kind}Line`);
  cbc(node, "ID", String(index + 1));
  cbc(node, kind === "Invoice" ? "InvoicedQuantity" : "CreditedQuantity", String(item.quantity), { unitCode: UNIT_CODE[item.kind] });
  cbc(node, "LineExtensionAmount", formatFils(item.netFils), AED);

  const described = cac(node, "Item");
  cbc(described, "Description", item.description); // ibr-125-ae
  cbc(described, "Name", item.description); // ibr-025
  if (item.sku) cbc(cac(described, "SellersItemIdentification"), "ID", item.sku);
  standardRated(described, "ClassifiedTaxCategory", item.vatRatePercent);

  // ibr-126-ae wants the base quantity and the gross price on every line; aligned-ibrp-004 wants net = gross -
  // discount exactly, so the discount is the difference of the two decimals as written.
  const price = cac(node, "Price");
  cbc(price, "PriceAmount", item.unitPriceExclVat, AED);
  cbc(price, "BaseQuantity", "1", { unitCode: UNIT_CODE[item.kind] });
  const gross = item.listUnitPriceExclVat ?? item.unitPriceExclVat;
  const discount = cac(price, "AllowanceCharge");
  cbc(discount, "ChargeIndicator", "false");
  cbc(discount, "Amount", formatMicro(parseMicro(gross) - parseMicro(item.unitPriceExclVat)), AED);
  cbc(discount, "BaseAmount", gross, AED);

  // The line in AED, VAT included (BTAE-10, ibr-194-ae), and its VAT (BTAE-08, ibr-104-ae).
  const inAed = cac(node, "ItemPriceExtension");
  cbc(inAed, "Amount", formatFils(item.totalFils), AED);
  cbc(cac(inAed, "TaxTotal"), "TaxAmount", formatFils(item.vatFils), AED);
}

/** The VAT breakdown: one standard-rated category (aligned-ibrp-s-01, -s-08, -s-09). */
export function taxTotal(root: XMLBuilder, totals: InvoiceTotals, percent: number): void {
  const node = cac(root, "TaxTotal");
  cbc(node, "TaxAmount", formatFils(totals.vatFils), AED);
  const subtotal = cac(node, "TaxSubtotal");
  cbc(subtotal, "TaxableAmount", formatFils(totals.netFils), AED);
  cbc(subtotal, "TaxAmount", formatFils(totals.vatFils), AED);
  standardRated(subtotal, "TaxCategory", percent);
}

/** The document totals (ibr-co-10, -13, -15, -16): nothing prepaid, no document-level allowance or charge. */
export function monetaryTotal(root: XMLBuilder, totals: InvoiceTotals): void {
  const node = cac(root, "LegalMonetaryTotal");
  cbc(node, "LineExtensionAmount", formatFils(totals.netFils), AED);
  cbc(node, "TaxExclusiveAmount", formatFils(totals.netFils), AED);
  cbc(node, "TaxInclusiveAmount", formatFils(totals.totalFils), AED);
  cbc(node, "PayableAmount", formatFils(totals.totalFils), AED);
}
