// The tax invoice as plain data: everything UAE VAT Executive Regulation Art. 59 asks a tax invoice to show, and
// what PINT AE needs on top (trade licence, electronic addresses, payment means). Amounts are integer fils; the
// line amounts come from priceLines() (vat-arithmetic.ts), so a caller never computes VAT itself.

/** The emirates by the shop's codes (the same values as @proav/shop-rules' EMIRATES). */
export type Emirate = "ABU_DHABI" | "DUBAI" | "SHARJAH" | "AJMAN" | "UMM_AL_QUWAIN" | "RAS_AL_KHAIMAH" | "FUJAIRAH";

/** A UAE address; the country is always AE. */
export interface UaeAddress {
  street: string;
  additionalStreet?: string;
  city: string;
  emirate: Emirate;
}

export interface Seller {
  legalName: string;
  /** The name the shop trades under, when it differs from the legal name. */
  tradeName?: string;
  address: UaeAddress;
  /** Tax registration number: 15 digits, starting 1, ending 03. */
  trn: string;
  /** PINT AE wants the seller's legal registration (ibr-150-ae): the trade licence and the authority that issued it. */
  tradeLicence: { number: string; authority: string };
}

export interface Buyer {
  /** The person who ordered, shown as the buyer's contact. */
  name: string;
  companyLegalName: string;
  address: UaeAddress;
  trn: string;
  /** The buyer's purchase order number, up to 35 characters. */
  poNumber?: string;
  /**
   * Whether the buyer can receive e-invoices on the network under its TIN. A buyer not yet on it is addressed at
   * PINT AE's predefined endpoint instead (see buyerEndpoint()).
   */
  onNetwork: boolean;
}

/** One priced line as it appears on the invoice: see priceLines(). */
export interface InvoiceLine {
  description: string;
  /** The shop's SKU, when it has one. */
  sku?: string;
  kind: "goods" | "shipping";
  quantity: number;
  /** Net unit price in AED with up to 6 decimals (line net / quantity, which need not be whole fils). */
  unitPriceExclVat: string;
  /** Net list unit price in AED (6 decimals) when the line was sold below its list price. */
  listUnitPriceExclVat?: string;
  vatRatePercent: 5;
  vatFils: number;
  /** Net amount of the line. */
  netFils: number;
  /** What the shopper pays for the line, VAT included (net + VAT). */
  totalFils: number;
}

export interface InvoiceTotals {
  netFils: number;
  vatFils: number;
  totalFils: number;
}

export type PaymentMeans = { kind: "cash-on-delivery" } | { kind: "bank-transfer"; iban: string; accountName: string; bic?: string };

/** Why a credit note was issued: Federal Decree-Law 8 of 2017, Art. 61(1). */
export type CreditNoteReason = "supply-cancelled" | "consideration-altered" | "goods-returned";

export type InvoiceDocument =
  { type: "invoice"; dueDate: string } | { type: "credit-note"; invoiceNumber: string; invoiceIssueDate: string; reason: CreditNoteReason };

export interface TaxInvoice {
  document: InvoiceDocument;
  /** The invoice (or credit note) number: sequential and separate from the order number. */
  number: string;
  /** The shop's order number: the payment reference. */
  orderNumber: string;
  /** Dates as YYYY-MM-DD in UAE time. */
  issueDate: string;
  supplyDate: string;
  currency: "AED";
  seller: Seller;
  buyer: Buyer;
  /** Where the goods went: an online sale must say (ibr-142-ae). */
  deliveryAddress: UaeAddress;
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
  payment: PaymentMeans;
}
