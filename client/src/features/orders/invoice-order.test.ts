import { describe, expect, it } from "vitest";
import { invoiceModel } from "@proav/shop-rules";
import type { OrderDetail_OrderFragment } from "../../__generated__/graphql";
import { invoiceOrder } from "./invoice-order";

const money = (amount: string) => ({ amount });
const line = (kind: "PRODUCT" | "DELIVERY", gross: string, vat: string, net: string) => ({
  description: kind === "DELIVERY" ? "Delivery" : "HP Z4 G5",
  partNumber: kind === "DELIVERY" ? null : "5E8E3EA",
  kind,
  quantity: 1,
  unitPriceExcludingVat: money(net),
  discountExcludingVat: kind === "DELIVERY" ? null : money("10.00"),
  vatRate: 5,
  vatAmount: money(vat),
  amountExcludingVat: money(net),
  lineTotal: money(gross),
});

const order = {
  number: "PAV-2026-000007",
  status: "PENDING",
  paymentMethod: "BANK_TRANSFER",
  contactEmail: "aisha@example.ae",
  contactPhone: "+971501234567",
  note: null,
  shippingAddress: { name: "Aisha", phone: "+97141234567", emirate: "SHARJAH", area: "Al Nahda", street: "Street 5", building: "Villa 12" },
  company: {
    legalName: "Gulf Post Production LLC",
    trn: "100123456789003",
    billingAddress: { emirate: "ABU_DHABI", area: "Al Maryah", street: "Hazza St", building: "Tower 3" },
  },
  purchaseOrderNumber: "PO-1",
  taxInvoice: {
    number: "INV-000012",
    proForma: true,
    issueDate: "2026-12-03",
    supplyDate: "2026-12-03",
    seller: { legalName: "ProAV Trading LLC", addressLines: ["Office 1204", "Dubai"], trn: "100234567890003", sample: true },
    lines: [line("PRODUCT", "219.00", "10.43", "208.57"), line("DELIVERY", "25.00", "1.19", "23.81")],
    totalExcludingVat: money("232.38"),
    totalVat: money("11.62"),
    totalPayable: money("244.00"),
    pdfPath: "/account/orders/PAV-2026-000007/invoice.pdf",
    eInvoice: null,
  },
  creditNote: null,
} as unknown as OrderDetail_OrderFragment;

describe("invoiceOrder", () => {
  it("hands the shared model the GraphQL order, Money as decimal amounts, the seller's sample flag as given", () => {
    const input = invoiceOrder(order)!;
    expect(input.taxInvoice.lines[0]).toEqual({
      description: "HP Z4 G5",
      partNumber: "5E8E3EA",
      kind: "PRODUCT",
      quantity: 1,
      unitPriceExcludingVat: "208.57",
      discountExcludingVat: "10.00",
      vatRate: 5,
      vatAmount: "10.43",
      amountExcludingVat: "208.57",
      lineTotal: "219.00",
    });
    expect(input.seller.sample).toBe(true);
    const invoice = invoiceModel(input, "en");
    expect(invoice.number).toBe("INV-000012");
    expect(invoice.facts.map((f) => f.key)).toEqual(["documentNumber", "orderNumber", "issueDate", "supplyDate", "purchaseOrderNumber", "payment"]);
    expect(invoice.totals.map((t) => t.amount)).toEqual(["232.38", "11.62", "244.00"]);
  });

  it("names the quote the order was placed from, after the order number", () => {
    const invoice = invoiceModel(invoiceOrder({ ...order, quoteNumber: "RFQ-000001" })!, "ar");
    expect(invoice.facts.map((f) => f.key).slice(0, 3)).toEqual(["documentNumber", "orderNumber", "quoteNumber"]);
    expect(invoice.facts[2]).toMatchObject({ label: "عرض السعر", value: "RFQ-000001", code: true });
  });

  it("takes the pro-forma flag from the gateway's one rule", () => {
    expect(invoiceOrder(order)!.proForma).toBe(true);
    expect(invoiceOrder({ ...order, taxInvoice: { ...order.taxInvoice!, proForma: false } })!.proForma).toBe(false);
  });

  it("is null for an order placed before the shop numbered invoices", () => {
    expect(invoiceOrder({ ...order, taxInvoice: null })).toBeNull();
  });
});
