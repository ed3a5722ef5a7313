import { filsToDecimal } from "../money-amount.js";
import { invoiceVat, microToFils, VAT_PERCENT } from "./invoice-vat.js";
import type { InvoiceOrderLine } from "./invoice-model.js";

// An order's tax invoice lines as the schema's `TaxInvoiceLine` (and the invoice model's input) carries them:
// amounts as `Money.amount` decimal strings, priced by the one VAT rule (invoice-vat.ts). The gateway answers
// `Order.taxInvoice` and builds its e-mailed and PDF invoices with this, so they agree to the fils.

export interface InvoiceProductInput {
  title: string;
  partNumber: string | null;
  quantity: number;
  /** Unit price charged, VAT included, in fils. */
  unitPriceFils: number;
  /** Unit list price, VAT included, in fils, when it was sold at a sale price below it. */
  listUnitPriceFils: number | null;
}

export interface InvoiceLinesResult {
  lines: InvoiceOrderLine[];
  totalExcludingVat: string;
  totalVat: string;
  /** VAT included: the order's total. */
  total: string;
}

/** The products, then delivery (named `deliveryDescription`) as a taxed line when charged. */
export function invoiceLines(products: readonly InvoiceProductInput[], deliveryFils: number, deliveryDescription: string): InvoiceLinesResult {
  const priced = invoiceVat(products, deliveryFils);
  const amount = filsToDecimal;
  const lines = products.map((p, i): InvoiceOrderLine => {
    const vat = priced.products[i];
    if (!vat) throw new RangeError(`line ${i} was not priced`);
    const unitNet = microToFils(vat.unitNetMicro);
    return {
      description: p.title,
      partNumber: p.partNumber,
      kind: "PRODUCT",
      quantity: p.quantity,
      unitPriceExcludingVat: amount(unitNet),
      discountExcludingVat: vat.listUnitNetMicro === null ? null : amount(microToFils(vat.listUnitNetMicro - vat.unitNetMicro)),
      vatRate: VAT_PERCENT,
      vatAmount: amount(vat.vatFils),
      amountExcludingVat: amount(vat.netFils),
      lineTotal: amount(vat.grossFils),
    };
  });
  const d = priced.delivery;
  if (d) {
    lines.push({
      description: deliveryDescription,
      partNumber: null,
      kind: "DELIVERY",
      quantity: 1,
      unitPriceExcludingVat: amount(d.netFils),
      discountExcludingVat: null,
      vatRate: VAT_PERCENT,
      vatAmount: amount(d.vatFils),
      amountExcludingVat: amount(d.netFils),
      lineTotal: amount(d.grossFils),
    });
  }
  return { lines, totalExcludingVat: amount(priced.totals.netFils), totalVat: amount(priced.totals.vatFils), total: amount(priced.totals.grossFils) };
}
