import { priceLines, type LineInput, type TaxInvoice } from "../src/index.js";

// Sample invoices for the tests: the shop, two company buyers and the orders of the validation matrix. The TRNs
// are made up but of the right form (15 digits, 1...03).

export const SELLER: TaxInvoice["seller"] = {
  legalName: "ProAV Trading LLC",
  tradeName: "ProAV Shop",
  address: { street: "Office 1204, Bay Square Building 5", additionalStreet: "Business Bay", city: "Dubai", emirate: "DUBAI" },
  trn: "100123456700003",
  tradeLicence: { number: "1234567", authority: "Dubai Department of Economy and Tourism" },
};

const STUDIO: TaxInvoice["buyer"] = {
  name: "Layla Haddad",
  companyLegalName: "Falcon Post Production FZ-LLC",
  address: { street: "Building 7, Office 301, Dubai Studio City", city: "Dubai", emirate: "DUBAI" },
  trn: "100987654300003",
  poNumber: "PO-2026-0415",
  onNetwork: true,
};

const ARABIC_BUYER: TaxInvoice["buyer"] = {
  name: "سالم الكعبي",
  companyLegalName: "شركة الواحة للإنتاج الإعلامي ذ.م.م",
  address: { street: "شارع الكورنيش، برج النخيل، مكتب ٨٠٢", city: "أبوظبي", emirate: "ABU_DHABI" },
  trn: "100555666700003",
  onNetwork: false,
};

const WORKSTATION: LineInput = { description: "HP Z8 Fury G5 Workstation", sku: "HP-Z8G5-01", kind: "goods", quantity: 2, unitPriceFils: 4_899_900 };
const MONITOR_ON_SALE: LineInput = {
  description: "EIZO ColorEdge CG2700X 27-inch",
  sku: "EIZO-CG2700X",
  kind: "goods",
  quantity: 3,
  unitPriceFils: 1_099_900,
  listUnitPriceFils: 1_249_900,
};
const LICENCE: LineInput = { description: "Autodesk AEC Collection, 1-year subscription", kind: "goods", quantity: 5, unitPriceFils: 1_234_500 };
const SHIPPING: LineInput = { description: "Delivery", kind: "shipping", quantity: 1, unitPriceFils: 2_500 };

type Options = {
  buyer?: TaxInvoice["buyer"];
  lines?: LineInput[];
  payment?: TaxInvoice["payment"];
  document?: TaxInvoice["document"];
  number?: string;
};

export function sampleInvoice(options: Options = {}): TaxInvoice {
  const buyer = options.buyer ?? STUDIO;
  const { lines, totals } = priceLines(options.lines ?? [WORKSTATION, LICENCE, SHIPPING]);
  return {
    document: options.document ?? { type: "invoice", dueDate: "2026-12-01" },
    number: options.number ?? "INV-2026-000123",
    orderNumber: "ORD-2026-11-0042",
    issueDate: "2026-11-27",
    supplyDate: "2026-11-27",
    currency: "AED",
    seller: SELLER,
    buyer,
    deliveryAddress: buyer.address,
    lines,
    totals,
    payment: options.payment ?? { kind: "cash-on-delivery" },
  };
}

const BANK: TaxInvoice["payment"] = { kind: "bank-transfer", iban: "AE070331234567890123456", accountName: "ProAV Trading LLC", bic: "BOMLAEAD" };

/** Prices whose per-line rounding errors all point one way (each G/21 ends in 10/21 of a fils): see vat-arithmetic.test.ts. */
export const FIFTY_LINES: LineInput[] = Array.from({ length: 50 }, (_, i) => ({
  description: `XLR cable, ${i + 1} m`,
  sku: `XLR-${String(i + 1).padStart(3, "0")}`,
  kind: "goods",
  quantity: 1,
  unitPriceFils: 1_018 + 2_100 * i,
}));

/** The documents every test must find free of fatal rule findings. */
export const MATRIX: Record<string, TaxInvoice> = {
  "company order with a PO, cash on delivery": sampleInvoice({ number: "INV-2026-000101" }),
  "company order without a PO": sampleInvoice({ number: "INV-2026-000102", buyer: { ...STUDIO, poNumber: undefined } }),
  "sale-price lines": sampleInvoice({ number: "INV-2026-000103", lines: [MONITOR_ON_SALE, { ...WORKSTATION, listUnitPriceFils: 5_299_900 }, SHIPPING] }),
  "free shipping (no shipping line)": sampleInvoice({ number: "INV-2026-000104", lines: [WORKSTATION, MONITOR_ON_SALE] }),
  "bank transfer with IBAN": sampleInvoice({ number: "INV-2026-000105", payment: BANK }),
  "Arabic order, buyer not yet on the network": sampleInvoice({
    number: "INV-2026-000106",
    buyer: ARABIC_BUYER,
    lines: [
      { description: "محطة عمل إتش بي زد 8", kind: "goods", quantity: 1, unitPriceFils: 4_899_900 },
      { description: "شاشة إيزو ٢٧ بوصة", kind: "goods", quantity: 2, unitPriceFils: 1_099_900, listUnitPriceFils: 1_249_900 },
      { description: "التوصيل", kind: "shipping", quantity: 1, unitPriceFils: 2_500 },
    ],
    payment: BANK,
  }),
  "50-line order": sampleInvoice({ number: "INV-2026-000107", lines: [...FIFTY_LINES], payment: BANK }),
  "credit note for a cancelled order": sampleInvoice({
    number: "CN-2026-000007",
    document: { type: "credit-note", invoiceNumber: "INV-2026-000123", invoiceIssueDate: "2026-11-27", reason: "supply-cancelled" },
  }),
};
