import type { InvoiceOrder, InvoiceOrderLine } from "@proav/shop-rules";
import type { OrderDetail_OrderFragment, TaxDocument_LineFragment } from "../../__generated__/graphql";

type TaxInvoice = NonNullable<OrderDetail_OrderFragment["taxInvoice"]>;

/** A line as the shared model reads it: Money becomes its decimal amount. */
function line(l: TaxDocument_LineFragment): InvoiceOrderLine {
  return {
    description: l.description,
    partNumber: l.partNumber ?? null,
    kind: l.kind,
    quantity: l.quantity,
    unitPriceExcludingVat: l.unitPriceExcludingVat.amount,
    discountExcludingVat: l.discountExcludingVat?.amount ?? null,
    vatRate: l.vatRate,
    vatAmount: l.vatAmount.amount,
    amountExcludingVat: l.amountExcludingVat.amount,
    lineTotal: l.lineTotal.amount,
  };
}

/**
 * The order as `invoiceModel` (@proav/shop-rules) reads it: the same data the gateway gives the PDF and the
 * e-mail, so the three can only agree. Null for an order placed before the shop numbered invoices.
 */
export function invoiceOrder(order: OrderDetail_OrderFragment, invoice: TaxInvoice | null = order.taxInvoice ?? null): InvoiceOrder | null {
  if (!invoice) return null;
  const credit = order.creditNote;
  return {
    number: order.number,
    paymentMethod: order.paymentMethod,
    contactEmail: order.contactEmail,
    contactPhone: order.contactPhone,
    shippingAddress: order.shippingAddress,
    note: order.note ?? null,
    seller: invoice.seller,
    company: order.company ?? null,
    purchaseOrderNumber: order.purchaseOrderNumber ?? null,
    quoteNumber: order.quoteNumber ?? null,
    // The gateway's one rule (a bank transfer still awaiting its money), as its PDF and e-mail apply it.
    proForma: invoice.proForma,
    taxInvoice: {
      number: invoice.number,
      issueDate: invoice.issueDate,
      supplyDate: invoice.supplyDate,
      lines: invoice.lines.map(line),
      totalExcludingVat: invoice.totalExcludingVat.amount,
      totalVat: invoice.totalVat.amount,
      totalPayable: invoice.totalPayable.amount,
    },
    creditNote: credit
      ? {
          number: credit.number,
          issueDate: credit.issueDate,
          invoiceNumber: credit.invoiceNumber,
          lines: credit.lines.map(line),
          totalExcludingVat: credit.totalExcludingVat.amount,
          totalVat: credit.totalVat.amount,
          totalCredited: credit.totalCredited.amount,
        }
      : null,
  };
}
