import { taxDocumentFromOrder, type DocumentSeller, type OrderJson, type OrderJsonLine, type TaxInvoice } from "../src/index.js";

// The validation matrix as the backend stores orders (the REST contract's JSON), turned into documents by the same
// taxDocumentFromOrder the gateway calls: what the official rules check is what the shop sends. The TRNs are made
// up but of the right form (15 digits, 1...03).

export const SHOP: DocumentSeller = {
  seller: {
    legalName: "ProAV Trading LLC",
    tradeName: "ProAV Shop",
    address: { street: "Office 1204, Bay Square Building 5", additionalStreet: "Business Bay", city: "Dubai", emirate: "DUBAI" },
    trn: "100123456700003",
    tradeLicence: { number: "1234567", authority: "Dubai Department of Economy and Tourism" },
  },
  bank: { iban: "AE070331234567890123456", accountName: "ProAV Trading LLC", bic: "BOMLAEAD" },
};

const STUDIO: NonNullable<OrderJson["company"]> = {
  legal_name: "Falcon Post Production FZ-LLC",
  trn: "100987654300003",
  emirate: "dubai",
  area: "Dubai Studio City",
  street: "Street 7",
  building: "Building 7, Office 301",
};

const ARABIC_COMPANY: NonNullable<OrderJson["company"]> = {
  legal_name: "شركة الواحة للإنتاج الإعلامي ذ.م.م",
  trn: "100555666700003",
  emirate: "abu_dhabi",
  area: "أبوظبي",
  street: "شارع الكورنيش",
  building: "برج النخيل، مكتب ٨٠٢",
};

const WORKSTATION: OrderJsonLine = { title: "HP Z8 Fury G5 Workstation", part_number: "HP-Z8G5-01", unit_price: 48_999, quantity: 2, list_price: null };
const MONITOR_ON_SALE: OrderJsonLine = {
  title: "EIZO ColorEdge CG2700X 27-inch",
  part_number: "EIZO-CG2700X",
  unit_price: 10_999,
  quantity: 3,
  list_price: 12_499,
};
const LICENCE: OrderJsonLine = { title: "Autodesk AEC Collection, 1-year subscription", part_number: null, unit_price: 12_345, quantity: 5 };

type Options = Partial<Pick<OrderJson, "lines" | "shipping" | "payment_method" | "company" | "po_number" | "locale" | "invoice_number">> & {
  creditNote?: string;
  shippingAddress?: OrderJson["shipping_address"];
};

const toFils = (aed: number) => Math.round(aed * 100);

/** A company order as GET /orders/:id answers it; its total is its lines and delivery, as the backend prices it. */
export function sampleOrder(options: Options = {}): OrderJson {
  const lines = options.lines ?? [WORKSTATION, LICENCE];
  const shipping = options.shipping ?? 25;
  const totalFils = lines.reduce((sum, l) => sum + toFils(l.unit_price) * l.quantity, toFils(shipping));
  return {
    number: "ORD-2026-11-0042",
    created_at: "2026-11-27T08:30:00.000Z",
    invoice_number: options.invoice_number === undefined ? "INV-000123" : options.invoice_number,
    invoiced_at: "2026-11-27T08:30:00.000Z",
    credit_note_number: options.creditNote ?? null,
    credited_at: options.creditNote ? "2026-11-29T10:00:00.000Z" : null,
    lines,
    shipping,
    total: totalFils / 100,
    shipping_address: options.shippingAddress ?? {
      name: "Layla Haddad",
      emirate: "dubai",
      area: "Dubai Studio City",
      street: "Street 7",
      building: "Building 7",
    },
    payment_method: options.payment_method ?? "cash_on_delivery",
    company: options.company === undefined ? STUDIO : options.company,
    po_number: options.po_number === undefined ? "PO-2026-0415" : options.po_number,
    locale: options.locale ?? "en",
  };
}

/** The document of `order`, built the gateway's way; the studio is on the network, the Arabic buyer not yet. */
export function documentOf(order: OrderJson, kind: "invoice" | "credit-note" = "invoice"): TaxInvoice {
  const document = taxDocumentFromOrder(order, SHOP, kind, { buyerOnNetwork: order.company?.trn === STUDIO.trn });
  if (!document) throw new Error(`order ${order.number} has no ${kind}`);
  return document;
}

export const sampleInvoice = (options: Options = {}): TaxInvoice => documentOf(sampleOrder(options));

/** Prices whose per-line rounding errors all point one way (each G/21 ends in 10/21 of a fils): see vat-arithmetic.test.ts. */
export const FIFTY_LINES: OrderJsonLine[] = Array.from({ length: 50 }, (_, i) => ({
  title: `XLR cable, ${i + 1} m`,
  part_number: `XLR-${String(i + 1).padStart(3, "0")}`,
  unit_price: (1_018 + 2_100 * i) / 100,
  quantity: 1,
}));

/** The documents every test must find free of fatal rule findings. */
export const MATRIX: Record<string, TaxInvoice> = {
  "company order with a PO, cash on delivery": sampleInvoice({ invoice_number: "INV-000101" }),
  "company order without a PO": sampleInvoice({ invoice_number: "INV-000102", po_number: null }),
  "sale-price lines": sampleInvoice({ invoice_number: "INV-000103", lines: [MONITOR_ON_SALE, { ...WORKSTATION, list_price: 52_999 }] }),
  "free shipping (no shipping line)": sampleInvoice({ invoice_number: "INV-000104", lines: [WORKSTATION, MONITOR_ON_SALE], shipping: 0 }),
  "bank transfer with IBAN": sampleInvoice({ invoice_number: "INV-000105", payment_method: "bank_transfer" }),
  "Arabic order, buyer not yet on the network": sampleInvoice({
    invoice_number: "INV-000106",
    locale: "ar",
    company: ARABIC_COMPANY,
    po_number: null,
    shippingAddress: { name: "سالم الكعبي", emirate: "abu_dhabi", area: "أبوظبي", street: "شارع الكورنيش", building: "برج النخيل، مكتب ٨٠٢" },
    lines: [
      { title: "محطة عمل إتش بي زد 8", part_number: null, unit_price: 48_999, quantity: 1 },
      { title: "شاشة إيزو ٢٧ بوصة", part_number: null, unit_price: 10_999, quantity: 2, list_price: 12_499 },
    ],
    payment_method: "bank_transfer",
  }),
  "50-line order": sampleInvoice({ invoice_number: "INV-000107", lines: FIFTY_LINES, shipping: 0, payment_method: "bank_transfer" }),
  "credit note for a cancelled order": documentOf(sampleOrder({ creditNote: "CN-000007" }), "credit-note"),
};
