import { EMIRATES, INVOICE_LABELS, decimalToFils, isShopLocale } from "@proav/shop-rules";
import type { Emirate, PaymentMeans, Seller, TaxInvoice, UaeAddress } from "./tax-invoice.js";
import { priceLines, type LineInput } from "./vat-arithmetic.js";

// The one mapping from a stored order to its PINT AE document: the gateway calls it for every order placed for a
// company, and the official-rules test matrix (test/pint-ae-rules.test.ts) builds its documents through it too,
// so what is sent is what was validated. It reads the order as the backend answers it (the REST contract in
// docs/einvoicing.md: snake_case, amounts as AED numbers), written here as the fields it needs, so this package
// knows no gateway code.

/** The backend's order JSON, the fields a tax document needs. */
export interface OrderJson {
  number: string;
  created_at: string;
  invoice_number?: string | null;
  /** ISO datetime of issue (the order's created_at). */
  invoiced_at?: string | null;
  credit_note_number?: string | null;
  credited_at?: string | null;
  lines: readonly OrderJsonLine[];
  /** AED, VAT included; 0 = free delivery (no line). */
  shipping: number;
  total: number;
  shipping_address: OrderJsonAddress & { name: string };
  payment_method: "cash_on_delivery" | "bank_transfer";
  company?: (OrderJsonAddress & { legal_name: string; trn: string }) | null;
  po_number?: string | null;
  locale?: string | null;
}

export interface OrderJsonLine {
  title: string;
  part_number: string | null;
  /** AED, VAT included, as charged. */
  unit_price: number;
  quantity: number;
  /** The VAT-inclusive list price when sold at a sale price, else null. */
  list_price?: number | null;
}

/** The backend's address texts; `emirate` in its lower-case codes (`dubai`, `abu_dhabi`...). */
export interface OrderJsonAddress {
  emirate: string;
  area: string;
  street: string;
  building: string;
}

/** The shop's side of every document: the seller, and its bank account for bank-transfer orders. */
export interface DocumentSeller {
  seller: Seller;
  bank: { iban: string; accountName: string; bic?: string | null } | null;
}

export type TaxDocumentKind = "invoice" | "credit-note";

export interface DocumentOptions {
  /**
   * Whether the buyer receives e-invoices on the network under its TIN (the provider's lookup); a buyer not on it
   * is addressed at PINT AE's predefined endpoint. Default false.
   */
  buyerOnNetwork?: boolean;
}

export class OrderDocumentError extends Error {
  override name = "OrderDocumentError";
}

/** Whether an order gets e-documents at all: only a company buyer with a TRN (the mandate's current scope). */
export function hasEDocuments(order: Pick<OrderJson, "company">): boolean {
  return !!order.company?.trn;
}

/** The document number of `kind` for the order, or null while the backend has allocated none. */
export function documentNumber(order: OrderJson, kind: TaxDocumentKind): string | null {
  return (kind === "invoice" ? order.invoice_number : order.credit_note_number) || null;
}

/**
 * The tax invoice (or credit note) of `order` as PINT AE data, or null when it has none: a consumer order (no TRN),
 * an order from before invoice numbers, an order not credited. Throws OrderDocumentError when the order cannot make
 * a valid document (an unknown emirate, lines that do not add up to the order's total, bank transfer without an IBAN).
 */
export function taxDocumentFromOrder(order: OrderJson, shop: DocumentSeller, kind: TaxDocumentKind, options: DocumentOptions = {}): TaxInvoice | null {
  const company = order.company;
  const number = documentNumber(order, kind);
  if (!company?.trn || !number) return null;
  const invoiceDate = uaeDate(order.invoiced_at || order.created_at);
  const { lines, totals } = priceLines(lineInputs(order));
  const orderTotal = fils(order.total);
  if (totals.totalFils !== orderTotal) {
    throw new OrderDocumentError(`order ${order.number}: lines and delivery add up to ${totals.totalFils} fils, the order's total is ${orderTotal}`);
  }
  const contact = order.shipping_address.name.trim();
  return {
    document:
      kind === "invoice"
        ? { type: "invoice", dueDate: invoiceDate }
        : { type: "credit-note", invoiceNumber: order.invoice_number ?? "", invoiceIssueDate: invoiceDate, reason: "supply-cancelled" },
    number,
    orderNumber: order.number,
    issueDate: kind === "invoice" ? invoiceDate : uaeDate(order.credited_at || order.created_at),
    supplyDate: uaeDate(order.created_at),
    currency: "AED",
    seller: shop.seller,
    buyer: {
      name: contact || company.legal_name,
      companyLegalName: company.legal_name,
      address: address(company),
      trn: company.trn,
      ...(order.po_number ? { poNumber: order.po_number } : {}),
      onNetwork: options.buyerOnNetwork ?? false,
    },
    deliveryAddress: address(order.shipping_address),
    lines,
    totals,
    payment: payment(order, shop),
  };
}

function lineInputs(order: OrderJson): LineInput[] {
  const goods = order.lines.map((line): LineInput => ({
    description: line.title,
    ...(line.part_number ? { sku: line.part_number } : {}),
    kind: "goods",
    quantity: line.quantity,
    unitPriceFils: fils(line.unit_price),
    ...(line.list_price != null ? { listUnitPriceFils: fils(line.list_price) } : {}),
  }));
  const shipping = fils(order.shipping);
  if (shipping === 0) return goods;
  const delivery = INVOICE_LABELS[isShopLocale(order.locale) ? order.locale : "en"].delivery;
  return [...goods, { description: delivery, kind: "shipping", quantity: 1, unitPriceFils: shipping }];
}

/** AED as the backend stores it (a JSON number with up to two decimals) in fils, exactly. */
function fils(aed: number): number {
  return decimalToFils(String(aed));
}

function address(from: OrderJsonAddress): UaeAddress {
  const emirate = from.emirate.toUpperCase();
  if (!(EMIRATES as readonly string[]).includes(emirate)) throw new OrderDocumentError(`unknown emirate "${from.emirate}"`);
  return { street: `${from.building}, ${from.street}`, city: from.area, emirate: emirate as Emirate };
}

function payment(order: OrderJson, shop: DocumentSeller): PaymentMeans {
  if (order.payment_method === "cash_on_delivery") return { kind: "cash-on-delivery" };
  if (!shop.bank) throw new OrderDocumentError(`order ${order.number} is paid by bank transfer but the shop has no bank account configured`);
  return { kind: "bank-transfer", iban: shop.bank.iban, accountName: shop.bank.accountName, ...(shop.bank.bic ? { bic: shop.bank.bic } : {}) };
}

/** The UAE's calendar date (UTC+4 all year, no daylight saving) of an ISO datetime. */
export function uaeDate(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) throw new OrderDocumentError(`not a date: "${iso}"`);
  return new Date(at + 4 * 3_600_000).toISOString().slice(0, 10);
}
