import type { BackendEmirateCode, PaymentMethodCode, ShopLocale } from "@proav/shop-rules";

// Shapes the Strapi v3 backend answers with (real answers of Strapi 3.6.11 are in strapi-stand-in/test/fixtures/strapi-v3-samples/). These are the
// parent types of the GraphQL resolvers (codegen mappers): snake_case as received, renamed in field resolvers.

export interface RestMediaFormat {
  name?: string;
  hash?: string;
  ext?: string;
  mime?: string;
  width: number;
  height: number;
  size?: number;
  path?: string | null;
  /** Often relative (`/uploads/...`): made absolute by the gateway. */
  url: string;
}

export interface RestMedia {
  id: number;
  name?: string;
  alternativeText?: string | null;
  caption?: string | null;
  width: number | null;
  height: number | null;
  formats: Partial<Record<"thumbnail" | "small" | "medium" | "large", RestMediaFormat>> | null;
  url: string;
  mime?: string;
}

/** A link of the i18n plugin between a row and its translation (a separate row with its own id). */
export interface RestLocalization {
  id: number;
  locale: string;
}

/** What the i18n plugin adds to every localized row: its locale and links to its translations. */
export interface RestLocalized {
  locale?: string;
  localizations?: RestLocalization[];
}

export interface RestBrand extends RestLocalized {
  id: number;
  name: string;
  slug: string;
  /** Populated one level deep on `/brands`; never relied upon (it is the whole catalogue). */
  products?: unknown[];
}

export interface RestSubCategory extends RestLocalized {
  id: number;
  name: string;
  slug: string;
  /** The parent category: an id when populated from a product or category, an object from `/sub-categories`. */
  product_category?: number | RestProductCategory | null;
  products?: RestProduct[];
}

export interface RestProductCategory extends RestLocalized {
  id: number;
  name: string;
  slug: string;
  sub_categories?: RestSubCategory[];
}

export interface RestBadge {
  id: number;
  value: "hot" | "new" | "sale" | string;
}

export interface RestBadgeFlag {
  type: "sale" | "outStock" | string;
  value: string;
}

/** An entry of a product's repeatable `product.specification` component, in its row's locale. */
export interface RestSpecification {
  id?: number;
  key: string;
  group: string;
  label: string;
  value: string;
  unit: string | null;
  numeric_value: number | null;
}

export interface RestProduct extends RestLocalized {
  id: number;
  title: string;
  product_slug: string;
  /** JSON number in AED, up to two decimals. */
  price: number | null;
  sale_price: number | null;
  is_active: boolean | null;
  part_number: string | null;
  description: string | null;
  image_1: RestMedia | null;
  brands?: RestBrand[];
  badges?: RestBadge[] | null;
  badge?: RestBadgeFlag[] | null;
  sub_categories?: RestSubCategory[];
  /** Absent on a Strapi whose product model lacks the component (read as none). */
  specifications?: RestSpecification[] | null;
  created_at: string;
  updated_at?: string;
}

/** A users-permissions user as `/users/me` and `/auth/local` answer it (never the password or tokens). */
export interface RestUser {
  id: number;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone?: string | null;
  blocked?: boolean;
  /** The company profile offered at checkout; null (or absent, on a backend without it) when none is saved. */
  company?: RestCompany | null;
  created_at: string;
}

/** `{ jwt, user }` from sign-in, registration, reset and password change. */
export interface RestAuth {
  jwt: string;
  user: RestUser;
}

/** The schema's emirate codes (@proav/shop-rules EMIRATES) in the lower case the backend stores. */
export type RestEmirate = BackendEmirateCode;

/** The address fields, in an address-book entry and in an order's `shipping_address` snapshot. */
export interface RestAddressFields {
  name: string;
  phone: string;
  emirate: RestEmirate;
  area: string;
  street: string;
  building: string;
}

export interface RestAddress extends RestAddressFields {
  id: number;
  user: number;
  is_default: boolean;
  created_at: string;
}

/** A company buyer (Strapi component `shop.company`): on the user as its profile, and on an order as given. */
export interface RestCompany {
  legal_name: string;
  /** 15 digits, stored without spaces or dashes. */
  trn: string;
  /** The billing address. */
  emirate: RestEmirate;
  area: string;
  street: string;
  building: string;
}

export interface RestOrderLine {
  id: number;
  product: number;
  title: string;
  part_number: string | null;
  unit_price: number;
  /** The VAT-inclusive list price when the line was sold at a sale price below it; null (or absent on older orders) otherwise. */
  list_price?: number | null;
  quantity: number;
  line_total: number;
}

export type RestOrderStatus = "pending" | "processing" | "shipped" | "delivered" | "cancelled";

export interface RestOrder {
  id: number;
  number: string;
  user: number | null;
  status: RestOrderStatus;
  status_history: { status: RestOrderStatus; at: string; note: string | null }[];
  lines: RestOrderLine[];
  sub_total: number;
  shipping: number;
  vat_included: number;
  total: number;
  shipping_address: RestAddressFields;
  payment_method: Lowercase<PaymentMethodCode>;
  note: string | null;
  contact_email: string;
  contact_phone: string;
  /** The language the order was placed in; orders from before the field was added have none (English). */
  locale?: ShopLocale | null;
  /** The company the order was placed for, or null for a consumer order (absent on a backend without it). */
  company?: RestCompany | null;
  /** The buyer's purchase-order number, 1 to 35 characters, or null. */
  po_number?: string | null;
  /** The tax invoice's number (`INV-000001`), allocated by the backend with the order; null on orders from before. */
  invoice_number?: string | null;
  /** When the invoice was issued (ISO): the order's created_at. */
  invoiced_at?: string | null;
  /** The tax credit note's number (`CN-000001`) once the shop cancelled the order; null otherwise. */
  credit_note_number?: string | null;
  credited_at?: string | null;
  /** The quote the order was placed from (`RFQ-000042`), or null (absent on a backend without quotes). */
  quote_number?: string | null;
  created_at: string;
}

/** The body of `POST /orders`: ids and quantities only; the backend prices and snapshots the products. */
export interface RestNewOrder {
  lines: { product: number; quantity: number }[];
  contact_email: string;
  contact_phone: string;
  shipping_address: RestAddressFields;
  payment_method: RestOrder["payment_method"];
  note: string | null;
  idempotency_key: string;
  locale: ShopLocale;
  /** Buying for a company: omitted for a consumer order. */
  company?: RestCompany;
  po_number?: string;
}

// Requests for quote (docs/quotes.md): the backend's `quotes` collection, owner-scoped like orders.

export type RestQuoteStatus = "requested" | "quoted" | "accepted" | "declined";

export interface RestQuoteLine {
  id: number;
  product: number;
  title: string;
  part_number: string | null;
  quantity: number;
  /** The web price of one when requested (AED, VAT included). */
  web_unit_price: number;
  /** The shop's price for one (AED, VAT included), or null until quoted. */
  quoted_unit_price: number | null;
}

/** A quote as every backend read answers it (never its acceptance's idempotency hash). */
export interface RestQuote {
  id: number;
  number: string;
  user: number | null;
  status: RestQuoteStatus;
  company: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  trn: string | null;
  emirate: RestEmirate;
  needed_by: string | null;
  notes: string | null;
  locale: ShopLocale;
  lines: RestQuoteLine[];
  /** The last day (`YYYY-MM-DD`, UAE calendar) it can be accepted, or null before it is quoted. */
  valid_until: string | null;
  shop_note: string | null;
  quoted_at: string | null;
  order: number | null;
  order_number: string | null;
  accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The body of `POST /quotes`: ids and quantities; the backend snapshots titles and web prices. */
export interface RestNewQuote {
  company: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  trn?: string;
  emirate: RestEmirate;
  needed_by?: string;
  notes?: string;
  locale: ShopLocale;
  lines: { product: number; quantity: number }[];
}

/** The body of `POST /quotes/accept`. `email` only without a token. */
export interface RestQuoteAcceptance {
  number: string;
  email?: string;
  shipping_address: RestAddressFields;
  po_number: string | null;
  idempotency_key: string;
  locale: ShopLocale;
}

/** `POST /quotes/accept`'s answer: `replay` when the same key had placed the order already. */
export interface RestQuoteAccepted {
  quote: RestQuote;
  order: RestOrder;
  replay: boolean;
}

/** Why the backend would not accept a quote (its 409's `data.code`). */
export type RestQuoteConflict = "not_quoted" | "expired" | "already_accepted";
