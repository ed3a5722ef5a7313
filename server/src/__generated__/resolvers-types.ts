import { FieldErrorCode } from '../errors/field-error-code.js';
import type { GraphQLResolveInfo } from 'graphql';
import type { RestProduct, RestBrand, RestProductCategory, RestSubCategory, RestUser, RestAuth, RestAddress, RestOrderLine, RestAddressFields, RestCompany, RestQuote, RestQuoteLine } from '../backend/rest-types.js';
import type { ProductPage, ProductEdgeModel } from '../modules/catalog/index.js';
import type { OrderModel, OrderStatusChangeModel, OrderPage, OrderEdgeModel, PricedCart, PricedCartLine, TaxInvoiceLineModel, EDocumentModel } from '../modules/orders/index.js';
import type { SellerDetails } from '../modules/shop/index.js';
import type { QuotePage, QuoteEdgeModel, QuoteRequestedModel } from '../modules/quotes/index.js';
import type { GatewayContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
export type EnumResolverSignature<T, AllowedValues = any> = { [key in keyof T]?: AllowedValues };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/**
 * Accepting a quote: the order is placed at the quoted prices, paid by bank transfer, with the quote's company on
 * its tax invoice and the quote number as its reference. Signed in, the quote must be the shopper's; otherwise
 * `contactEmail` must be the quote's. `shippingAddress` follows `placeOrder`'s rules. Idempotent on
 * `idempotencyKey`: the same key answers the order placed the first time.
 */
export type AcceptQuoteInput = {
  /** Signed out: the quote's contact e-mail address (any case). Ignored when signed in. */
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  /** 8 to 100 characters of letters, digits, `-` and `_` (a UUID), new for each attempt and reused for its retries. */
  idempotencyKey: Scalars['String']['input'];
  /** The quote's number, e.g. `RFQ-000042`. */
  number: Scalars['String']['input'];
  /** The buyer's purchase-order number for the tax invoice, at most 35 characters. */
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
  /** Where to deliver: a saved address (signed in) or one entered here. */
  shippingAddress: ShippingAddressInput;
};

/** What `acceptQuote` answers. */
export type AcceptQuoteResult = QuoteAccepted | QuoteRefused;

/** A delivery address in the signed-in shopper's address book. */
export type Address = {
  __typename?: 'Address';
  /** City or area within the emirate, e.g. `Dubai Marina`. */
  area: Scalars['String']['output'];
  /** Building or villa name and number, floor and flat. */
  building: Scalars['String']['output'];
  /** Emirate the address is in. */
  emirate: Emirate;
  /** Stable numeric id from the backend, as a string; pass it to `updateAddress`, `deleteAddress` or `setDefaultAddress`, or to `placeOrder` as a saved address. */
  id: Scalars['ID']['output'];
  /** True for the one address offered first at checkout. */
  isDefault: Scalars['Boolean']['output'];
  /** Recipient's full name. */
  name: Scalars['String']['output'];
  /** Recipient's UAE phone number in international form, e.g. `+971501234567`. */
  phone: Scalars['String']['output'];
  /** Street name (and number). */
  street: Scalars['String']['output'];
};

/**
 * An address as entered. Rules (each broken rule is one `FieldError`):
 * - `name`: 1 to 100 characters. `area`, `street`, `building`: 1 to 100 characters.
 * - `phone`: a UAE mobile or landline number, written as `+971 50 123 4567`, `00971501234567`, `0501234567` or
 *   `04 123 4567` (spaces, dashes and brackets are ignored); stored as `+971501234567`.
 * - `isDefault`: make this the default address (the first address always is). `false` never takes the default
 *   away from an address: make another one the default instead (there is always exactly one while the book is not empty).
 */
export type AddressInput = {
  /** City or area within the emirate, 1 to 100 characters. */
  area: Scalars['String']['input'];
  /** Building or villa name and number, floor and flat, 1 to 100 characters. */
  building: Scalars['String']['input'];
  /** Emirate the address is in. */
  emirate: Emirate;
  /** True to make this the default address. `false` never takes the default away from an address. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** Recipient's full name, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** Recipient's UAE phone number in any common form (`+971 50 123 4567`, `0501234567`, `04 123 4567`); stored as `+971501234567`. */
  phone: Scalars['String']['input'];
  /** Street name (and number), 1 to 100 characters. */
  street: Scalars['String']['input'];
};

/** `createAddress` or `updateAddress` saved nothing: at least one field breaks `AddressInput`'s rules. */
export type AddressInvalid = ErrorResult & {
  __typename?: 'AddressInvalid';
  /** Every field to correct, e.g. path `["input", "phone"]` with code `INVALID`. */
  fields: Array<FieldError>;
  /** What is wrong, in an English sentence (the first problem, or how many there are). */
  message: Scalars['String']['output'];
};

/** What `createAddress` and `updateAddress` answer: the saved address, or the fields to correct. */
export type AddressResult = Address | AddressInvalid;

/** The result of a successful sign-in, registration or password reset. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** The signed-in shopper. */
  customer: Customer;
  /**
   * The JWT (valid 30 days). Keep it (the web storefront: localStorage `jwt`) and send it on every request as
   * `Authorization: Bearer <token>`.
   */
  token: Scalars['String']['output'];
};

/** The shop's bank account for orders paid by bank transfer. The shopper quotes the order number as the reference. */
export type BankTransferDetails = {
  __typename?: 'BankTransferDetails';
  /** Name the account is held in (the beneficiary to enter in the transfer). */
  accountName: Scalars['String']['output'];
  /** Name of the bank holding the shop's account. */
  bankName: Scalars['String']['output'];
  /** UAE IBAN, 23 characters without spaces. */
  iban: Scalars['String']['output'];
  /** True for the demo configuration's sample account (`SHOP_BANK_IBAN` not set): no payment can be made to it. */
  sample: Scalars['Boolean']['output'];
  /** BIC/SWIFT code, for transfers from abroad. */
  swift?: Maybe<Scalars['String']['output']>;
};

/**
 * How a bank-transfer order is paid: the shop's account and the reference to quote. Until the money arrives the
 * order's tax invoice serves as a pro-forma.
 */
export type BankTransferInstructions = {
  __typename?: 'BankTransferInstructions';
  /** The shop's bank account. */
  account: BankTransferDetails;
  /** The amount to transfer: the order's total. */
  amount: Money;
  /** The reference to quote with the transfer: the order number. */
  reference: Scalars['String']['output'];
};

/** A yes/no filter value and how many products of the result have it. */
export type BooleanFacet = {
  __typename?: 'BooleanFacet';
  /** Products of the result with this value, at least 1. */
  count: Scalars['Int']['output'];
  /** The value to pass to the filter (`onSale` or `inStock`). */
  value: Scalars['Boolean']['output'];
};

/** A manufacturer or publisher whose products the shop sells (the shop is an authorised dealer). */
export type Brand = {
  __typename?: 'Brand';
  /** Stable numeric id from the backend, as a string. */
  id: Scalars['ID']['output'];
  /** Display name, e.g. `Lenovo`. In Arabic, the Arabic name where the catalogue has one. */
  name: Scalars['String']['output'];
  /** Active products of this brand, newest first. Pages both ways like `Query.products`. */
  products: ProductConnection;
  /** URL slug. */
  slug: Scalars['String']['output'];
};


/** A manufacturer or publisher whose products the shop sells (the shop is an authorised dealer). */
export type BrandProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** A brand and how many products of the result it has. */
export type BrandFacet = {
  __typename?: 'BrandFacet';
  /** The brand. */
  brand: Brand;
  /** Products of the result with this brand, at least 1. */
  count: Scalars['Int']['output'];
};

/** Who may cache a response: any cache (`PUBLIC`, the default) or only the shopper's own client (`PRIVATE`). */
export type CacheControlScope =
  /** Only the shopper's own client may keep it; shared caches never store such a response. */
  | 'PRIVATE'
  /** Any cache may keep it: the browser, a CDN and the gateway's shared response cache. */
  | 'PUBLIC';

/**
 * A cart priced with current product data, for the cart page and the checkout review. Never cached.
 *
 * Money rules (the same ones the order uses, so the review shows exactly what the order will store):
 * - `unitPrice` is the product's current price (the sale price when on sale), VAT included.
 * - `subTotal` is the sum of the line totals.
 * - `shipping` is a flat AED 25.00, free when `subTotal` is at least AED 500.00 (and zero for an empty cart).
 * - `total` = `subTotal` + `shipping`.
 * - `vatIncluded` is the 5% UAE VAT contained in `total` (prices include VAT): `total` x 5 / 105, rounded to the fils.
 */
export type Cart = {
  __typename?: 'Cart';
  /** How much more to spend for free shipping; zero when shipping is already free. */
  amountToFreeShipping: Money;
  /** The sub-total from which shipping is free (AED 500.00), for a 'free shipping from' hint. */
  freeShippingThreshold: Money;
  /** Sum of the lines' quantities. */
  itemCount: Scalars['Int']['output'];
  /** Priced lines, in the order given, one per product. */
  lines: Array<CartLine>;
  /**
   * Products asked for that are sold, but not in the operation's language: left out of `lines` and every amount,
   * and refused by `placeOrder` in this language. A client keeps them in a cart both languages share.
   */
  notInLanguageProductIds: Array<Scalars['ID']['output']>;
  /** Delivery charge: AED 25.00, or zero from a `subTotal` of AED 500.00 (and for an empty cart). */
  shipping: Money;
  /** Sum of the lines' totals, VAT included, before shipping. */
  subTotal: Money;
  /** What the shopper pays: `subTotal` + `shipping`, VAT included. */
  total: Money;
  /** Products asked for that are unknown or no longer sold in any language; they are left out of `lines` and every amount. */
  unavailableProductIds: Array<Scalars['ID']['output']>;
  /** VAT contained in `total` (5%, prices include VAT). */
  vatIncluded: Money;
};

/** A product and quantity, as a cart or an order line is sent by a client. */
export type CartItemInput = {
  /** Id of the product (`Product.id`). */
  productId: Scalars['ID']['input'];
  /** How many; 1 to 99. */
  quantity: Scalars['Int']['input'];
};

/** A cart line priced with the product's current data. */
export type CartLine = {
  __typename?: 'CartLine';
  /** `unitPrice` x `quantity`. */
  lineTotal: Money;
  /** The product as it is now (active products only). */
  product: Product;
  /** How many of the product, 1 to 99. */
  quantity: Scalars['Int']['output'];
  /** The price paid per item: `product.currentPrice`. */
  unitPrice: Money;
};

/** A category and how many products of the result are in it. */
export type CategoryFacet = {
  __typename?: 'CategoryFacet';
  /** The top-level category. */
  category: ProductCategory;
  /** Products of the result in any of its sub-categories, at least 1. */
  count: Scalars['Int']['output'];
};

/**
 * A password change: the current password is required, the new one follows `RegisterInput.password`'s rules.
 * Other sessions end (see `Mutation.changePassword`).
 */
export type ChangePasswordInput = {
  /** The password in use now (`WRONG_PASSWORD` when it does not match). */
  currentPassword: Scalars['String']['input'];
  /** The new password: 8 to 72 characters (bytes), at least one letter and one digit. */
  newPassword: Scalars['String']['input'];
};

/**
 * A company buying from the shop: the buyer a tax invoice names (UAE VAT Executive Regulation, Art. 59) and, with a
 * TRN, the buyer of a PINT AE e-invoice. Saved on the account as its company profile, or given with one order.
 */
export type Company = {
  __typename?: 'Company';
  /** Where the company is billed; it may differ from where an order is delivered. */
  billingAddress: CompanyAddress;
  /** The company's registered legal name, as on its trade licence, 1 to 200 characters. */
  legalName: Scalars['String']['output'];
  /** The company's UAE VAT tax registration number: 15 digits. */
  trn: Scalars['String']['output'];
};

/** A company's billing address in the UAE. */
export type CompanyAddress = {
  __typename?: 'CompanyAddress';
  /** City or area within the emirate. */
  area: Scalars['String']['output'];
  /** Building name and number, floor and office. */
  building: Scalars['String']['output'];
  /** Emirate the address is in. */
  emirate: Emirate;
  /** Street name (and number). */
  street: Scalars['String']['output'];
};

/** A company's billing address as a shopper enters it; each text 1 to 100 characters. */
export type CompanyAddressInput = {
  /** City or area within the emirate. */
  area: Scalars['String']['input'];
  /** Building name and number, floor and office. */
  building: Scalars['String']['input'];
  /** Emirate the address is in. */
  emirate: Emirate;
  /** Street name (and number). */
  street: Scalars['String']['input'];
};

/**
 * A company as a shopper enters it. Rules (each broken rule is one `FieldError`):
 * - `legalName`: 1 to 200 characters.
 * - `trn`: exactly 15 digits; spaces and dashes are ignored (`INVALID` otherwise, e.g. 14 digits or letters).
 * - `billingAddress`: `area`, `street` and `building` 1 to 100 characters each.
 */
export type CompanyInput = {
  /** Where the company is billed. */
  billingAddress: CompanyAddressInput;
  /** The company's registered legal name. */
  legalName: Scalars['String']['input'];
  /** The company's 15-digit UAE tax registration number. */
  trn: Scalars['String']['input'];
};

/** `saveCompanyProfile` saved nothing: at least one field breaks `CompanyInput`'s rules. */
export type CompanyInvalid = ErrorResult & {
  __typename?: 'CompanyInvalid';
  /** Every field to correct, e.g. path `["input", "trn"]` with code `INVALID`. */
  fields: Array<FieldError>;
  /** What is wrong, in an English sentence (the first problem, or how many there are). */
  message: Scalars['String']['output'];
};

/** What `saveCompanyProfile` answers: the shopper with the saved profile, or the fields to correct. */
export type CompanyProfileResult = CompanyInvalid | Customer;

/** A message for the shop from its contact form (or any client). Every field is trimmed before it is checked. */
export type ContactMessageInput = {
  /** Where the shop replies: an e-mail address, up to 254 characters. Becomes the message's Reply-To. */
  email: Scalars['String']['input'];
  /** 10 to 2,000 characters. */
  message: Scalars['String']['input'];
  /** The sender's name, 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** Optional UAE phone number (+971 / 00971 / 0, then a mobile or landline number); empty or null for none. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 3 to 120 characters. */
  subject: Scalars['String']['input'];
};

/** The outcome of a contact message that passed every check. */
export type ContactMessageResult = {
  __typename?: 'ContactMessageResult';
  /**
   * `SENT`: the shop's mail server accepted it for the shop's inbox. `QUEUED`: not yet; the gateway keeps trying,
   * and the page should say the message is on its way but not confirmed. `OUTBOX`: no mail server is configured.
   */
  status: EmailDeliveryStatus;
};

/**
 * A shopper's account (a Strapi users-permissions user). Only ever returned to the shopper it belongs to, and
 * never cached by a shared cache.
 */
export type Customer = {
  __typename?: 'Customer';
  /** The company the shopper buys for, offered at checkout; null when none is saved. */
  company?: Maybe<Company>;
  /** When the account was created (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** E-mail address, lowercased; also a sign-in identifier. */
  email: Scalars['String']['output'];
  /** Given name; null when the account has none (accounts created outside the storefront). */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Stable numeric id from the backend, as a string. */
  id: Scalars['ID']['output'];
  /** Family name; null when the account has none (accounts created outside the storefront). */
  lastName?: Maybe<Scalars['String']['output']>;
  /** UAE phone number in international form, e.g. `+971501234567`; null when not given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Sign-in name (the e-mail address when the shopper registered without choosing one). */
  username: Scalars['String']['output'];
};

/** What a shopper may have meant by a search that found nothing. */
export type DidYouMean = {
  __typename?: 'DidYouMean';
  /** Categories whose name is close to the keyword. */
  categories: Array<ProductCategory>;
  /** The keyword with each word replaced by the closest word of the catalogue, when that search finds products. */
  keyword?: Maybe<Scalars['String']['output']>;
  /** Sub-categories whose name is close to the keyword. */
  subCategories: Array<SubCategory>;
};

/**
 * A PINT AE electronic invoice or credit note (UBL 2.1, `urn:peppol:pint:billing-1@ae-1`), sent to the shop's
 * Accredited Service Provider.
 */
export type EDocument = {
  __typename?: 'EDocument';
  /** Why the provider rejected it, as the provider said; null unless `REJECTED`. */
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** Where the document is in its delivery. */
  status: EDocumentStatus;
  /** When the status last changed (ISO 8601). */
  updatedAt: Scalars['String']['output'];
  /** Path of the UBL XML on the gateway's origin; owner-scoped like the PDF. */
  xmlPath: Scalars['String']['output'];
};

/** Where an e-document is in its delivery to the Accredited Service Provider. */
export type EDocumentStatus =
  /** The provider accepted it. */
  | 'ACCEPTED'
  /** Built and validated, waiting to be sent (or kept in the outbox folder when no provider is configured). */
  | 'PREPARED'
  /** The provider rejected it; `rejectionReason` says why. */
  | 'REJECTED'
  /** Sent to the provider; its answer is awaited. */
  | 'SUBMITTED';

/** What became of an e-mail the shop sent on behalf of an operation, when the operation answered. */
export type EmailDelivery = {
  __typename?: 'EmailDelivery';
  /** Whether the mail server took it (`SENT`), it is being retried (`QUEUED`), or no mail server is configured (`OUTBOX`). */
  status: EmailDeliveryStatus;
  /** The recipient's address. */
  to: Scalars['String']['output'];
};

/**
 * Where an e-mail stands. A failed send never fails the operation that caused it: the order is placed, the message
 * is kept. Only `SENT` means a mail server accepted the message.
 */
export type EmailDeliveryStatus =
  /**
   * No mail server is configured (a development or demo install): the message was written to the gateway's local
   * outbox folder instead, and nobody receives it.
   */
  | 'OUTBOX'
  /**
   * Not accepted yet (the mail server did not answer, or refused for now): the gateway keeps trying for a while,
   * with growing delays. The shopper should keep the order number; the message may still arrive.
   */
  | 'QUEUED'
  /** Accepted by the shop's mail server for delivery. */
  | 'SENT';

/** The seven emirates of the UAE. */
export type Emirate =
  /** Abu Dhabi (includes Al Ain). */
  | 'ABU_DHABI'
  /** Ajman. */
  | 'AJMAN'
  /** Dubai. */
  | 'DUBAI'
  /** Fujairah. */
  | 'FUJAIRAH'
  /** Ras Al Khaimah. */
  | 'RAS_AL_KHAIMAH'
  /** Sharjah. */
  | 'SHARJAH'
  /** Umm Al Quwain. */
  | 'UMM_AL_QUWAIN';

/**
 * An expected refusal: the operation understood the request and said no, for a reason the shopper can act on.
 * Returned as a member of a result union (`SignInResult`, `AddressResult`, `PlaceOrderResult`), never as an error.
 */
export type ErrorResult = {
  /**
   * Every problem found, each with the path from the operation's arguments to the value at fault (an empty path
   * for the whole form), as in a `BAD_USER_INPUT` error's `extensions.fields`. Empty when no field is at fault.
   */
  fields: Array<FieldError>;
  /** What is wrong, in an English sentence fit to show at the top of the form. */
  message: Scalars['String']['output'];
};

/**
 * One problem with a mutation's (or query's) input: in `ErrorResult.fields` of a refusal, and in
 * `extensions.fields` of a `BAD_USER_INPUT` error.
 */
export type FieldError = {
  __typename?: 'FieldError';
  /** Machine-readable kind of problem. */
  code: FieldErrorCode;
  /** What is wrong, in a sentence fit to show next to the field. */
  message: Scalars['String']['output'];
  /** From the operation's arguments to the offending value, e.g. `["input", "lines", "0", "quantity"]`. Empty for the whole form. */
  path: Array<Scalars['String']['output']>;
};

export { FieldErrorCode };

/** One rendition of an image. */
export type ImageFormat = {
  __typename?: 'ImageFormat';
  /** Height of this rendition in pixels. */
  height: Scalars['Int']['output'];
  /** Absolute URL. */
  url: Scalars['String']['output'];
  /** Width of this rendition in pixels. */
  width: Scalars['Int']['output'];
};

/** The seller as a tax invoice names it (configuration: SHOP_LEGAL_NAME, SHOP_ADDRESS, SHOP_TRN, ...). */
export type InvoiceSeller = {
  __typename?: 'InvoiceSeller';
  /** Postal address, one line per entry, in the operation's language. */
  addressLines: Array<Scalars['String']['output']>;
  /** Registered legal name. */
  legalName: Scalars['String']['output'];
  /** True while the seller's details are the demo configuration's samples (`Shop.sample`): the invoice then says so. */
  sample: Scalars['Boolean']['output'];
  /** UAE VAT tax registration number (15 digits). */
  trn: Scalars['String']['output'];
};

/**
 * An amount of money. `amount` is a decimal string with exactly two decimals (for example `"12499.00"`), never a
 * float, so clients can display or sum it without rounding errors (sum in integer fils: amount x 100).
 */
export type Money = {
  __typename?: 'Money';
  /** Decimal string with two decimals, e.g. `"12499.00"`. */
  amount: Scalars['String']['output'];
  /** ISO 4217 currency code. Always `AED` for this shop. */
  currencyCode: Scalars['String']['output'];
  /**
   * Ready-to-display text in the operation's language (see `Query`), with thousands separators and two decimals:
   * `د.إ 12,499.00` in English (the dirham's Arabic sign between U+2068 and U+2069, so it cannot reorder the digits,
   * then a no-break space), `12,499.00 د.إ` in Arabic (Latin digits, a no-break space before the sign, the whole
   * wrapped in right-to-left marks U+200F). The storefront's pages, the order e-mails and the tax invoice
   * write every amount the same way (`formatPrice` in `@proav/shop-rules`).
   */
  formatted: Scalars['String']['output'];
};

/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts a quoted quote before it expires: places the order at the quoted prices (bank transfer). Answers
   * `QuoteAccepted`, or `QuoteRefused` (`NOT_QUOTED`, `EXPIRED`, `ALREADY_ACCEPTED` with the quote; `INVALID_INPUT`
   * for the address or PO number). A quote that is not the shopper's (or whose e-mail does not match) is
   * `NOT_FOUND`, like a missing one. The same `idempotencyKey` again answers the same order.
   */
  acceptQuote: AcceptQuoteResult;
  /**
   * Changes the signed-in shopper's password after checking the current one (`WRONG_PASSWORD`). Returns a fresh
   * token; every token issued before (other devices, a thief's copy) is refused from then on, and so is every
   * token issued before a `resetPassword`. Rate-limited per account and per client address (`RATE_LIMITED`), so
   * a stolen token cannot be used to guess the current password.
   */
  changePassword: AuthPayload;
  /**
   * Adds an address to the signed-in shopper's address book: the saved `Address` (the first address becomes the
   * default), or `AddressInvalid` naming every field to correct. `UNAUTHENTICATED` without a token.
   */
  createAddress: AddressResult;
  /**
   * Deletes one of the shopper's addresses and returns its id. When it was the default, the newest remaining
   * address becomes the default. Orders keep their own copy of the address. `NOT_FOUND` for an id that is not theirs.
   */
  deleteAddress: Scalars['ID']['output'];
  /**
   * Signs in with an e-mail address or username (`identifier`, either in any case) and password: `AuthPayload`, or
   * `SignInRefused`. A wrong pair is `SignInRefused` with code `INVALID_CREDENTIALS` (one form-level field error),
   * whichever of the two was wrong, and takes as long for an unknown account as for a wrong password: neither the
   * answer nor its timing tells whether an account exists. Rate-limited per client address (`RATE_LIMITED` error).
   */
  login: SignInResult;
  /**
   * Signs out this client: the client drops its token (the web storefront removes `jwt` and `user` from
   * localStorage) and the gateway clears its `session` cookie (set by login, register, resetPassword and
   * changePassword for pages and forms without JavaScript). Tokens are not stored server-side, so this one alone is
   * not revoked; to end every session (a lost phone, a shared computer) use `signOutEverywhere`. Always true.
   */
  logout: Scalars['Boolean']['output'];
  /**
   * Places an order, signed in (the order joins `myOrders`) or as a guest (no token). Every product and price is
   * read again from the catalogue; the totals follow `Cart`'s rules, so they equal the `cart` review for the same
   * lines at the same moment. Idempotent on `input.idempotencyKey`: the same key with the same lines and payment
   * method answers the first order; with others, `IDEMPOTENCY_KEY_REUSED`. Answers the `Order`, or `OrderRefused`
   * naming each bad line or field (`OVER_LIMIT` on `paymentMethod` for cash on delivery above
   * `Shop.cashOnDeliveryLimit`); nothing is ordered then. Errors: `UNAUTHENTICATED` for a rejected token (never
   * silently a guest order), `RATE_LIMITED` for too many orders from one client address, `BACKEND_UNAVAILABLE` with
   * `extensions.retrySafe` when the order was sent but its answer was lost (placing it again with the same key is safe).
   */
  placeOrder: PlaceOrderResult;
  /**
   * Creates an account and signs it in. Rate-limited per client address.
   * An address that cannot be registered (it already has an account) is a `TAKEN` field error on `input.email`
   * whose message neither confirms nor names an account: it sends the shopper to sign in or reset the password.
   * Because registering signs in at once, the outcome itself necessarily shows that the address is not free; only
   * e-mail confirmation could hide that, so the rate limit is what keeps this from being a way to list accounts.
   * Sign-in and `requestPasswordReset` reveal nothing.
   */
  register: AuthPayload;
  /** Removes the signed-in shopper's company profile; orders already placed keep their company. Always true; `UNAUTHENTICATED` without a token. */
  removeCompanyProfile: Scalars['Boolean']['output'];
  /**
   * Sends a password reset link to `email` if an account has it (the backend mails it). `accepted: true` answers
   * known and unknown addresses alike. `EMAIL_NOT_SENT` when the backend could not send the e-mail; while reset
   * e-mails are failing (15 minutes after a failure, until one goes through), every address gets it, so the
   * answer still never tells whether an account exists. Rate-limited per client address.
   */
  requestPasswordReset: RequestPasswordResetPayload;
  /**
   * Sends a request for quote, signed in (it joins `myQuotes`) or as a guest. The shop is told by e-mail and the
   * requester gets an acknowledgement. Answers `QuoteRequested`, or `QuoteRefused` naming each field to correct.
   * Errors: `UNAUTHENTICATED` for a rejected token, `RATE_LIMITED` for too many requests from one client address or
   * for one e-mail address.
   */
  requestQuote: RequestQuoteResult;
  /**
   * Sets a new password with the code from the reset link, and signs the shopper in. Every token issued before is
   * refused from then on. Rate-limited per client address.
   */
  resetPassword: AuthPayload;
  /**
   * Saves the signed-in shopper's company profile (replacing any earlier one), offered at checkout from then on.
   * `UNAUTHENTICATED` without a token; `CompanyInvalid` naming each bad field, and nothing saved, for bad input.
   */
  saveCompanyProfile: CompanyProfileResult;
  /**
   * Sends a message to the shop's inbox, with the sender's address as Reply-To. Works signed in or not.
   * Errors: `BAD_USER_INPUT` with a field error per bad field (`REQUIRED`, `INVALID`, `TOO_SHORT`, `TOO_LONG`; paths
   * like `["input", "email"]`), `RATE_LIMITED` beyond a few messages per client address in a window (5 in 10
   * minutes by default; `extensions.retryAfterSeconds` says when to try again).
   */
  sendContactMessage: ContactMessageResult;
  /** Makes one of the shopper's addresses the default (and no other). `NOT_FOUND` for an id that is not theirs. */
  setDefaultAddress: Address;
  /**
   * Ends every session of the signed-in shopper, this one included: every token issued until now is refused
   * (`UNAUTHENTICATED`) from then on, on every device. The client should then drop its token too. True when done;
   * `UNAUTHENTICATED` without a valid token.
   */
  signOutEverywhere: Scalars['Boolean']['output'];
  /**
   * Replaces one of the shopper's addresses: the saved `Address`, or `AddressInvalid` naming every field to correct.
   * `NOT_FOUND` for an id that is not theirs.
   */
  updateAddress: AddressResult;
  /**
   * Updates the signed-in shopper's own profile. `UNAUTHENTICATED` without a token. Changing the e-mail address
   * needs `input.currentPassword` (`REQUIRED` when missing, `WRONG_PASSWORD` when wrong): a token alone must not
   * move the account, and its password resets, to another address. Those checks are rate-limited per account and
   * per client address (`RATE_LIMITED`).
   */
  updateProfile: Customer;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationAcceptQuoteArgs = {
  input: AcceptQuoteInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationCreateAddressArgs = {
  input: AddressInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationLoginArgs = {
  identifier: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationPlaceOrderArgs = {
  input: PlaceOrderInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationRequestQuoteArgs = {
  input: RequestQuoteInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationSaveCompanyProfileArgs = {
  input: CompanyInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationSetDefaultAddressArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: AddressInput;
};


/**
 * Root of all writes: the shopper's account, address book and orders.
 *
 * **Expected refusals are results.** The failures every client must handle are part of the answer's type, so
 * codegen gives them to a mobile app as well: `login` answers `SignInResult` (`AuthPayload` or `SignInRefused`),
 * `createAddress` and `updateAddress` answer `AddressResult` (`Address` or `AddressInvalid`), `placeOrder` answers
 * `PlaceOrderResult` (`Order` or `OrderRefused`). Each refusal implements `ErrorResult`: a `message` and the
 * `fields` at fault. Select them with fragments, e.g.
 * `login(...) { ... on AuthPayload { token } ... on ErrorResult { message fields { path code message } } }`.
 * Nothing is written when a refusal is answered.
 *
 * **Errors.** Any other failure is a GraphQL error in `errors` (the mutation's `data` field is then null). Nothing
 * is written when a mutation fails: an order is created whole or not at all. Every error carries `extensions.code`:
 *
 * - `BAD_USER_INPUT`: input the shopper can correct, for the mutations that have no refusal result (`register`,
 *   `updateProfile`, `changePassword`, `resetPassword`, `sendContactMessage`, ...). `extensions.fields` lists **every** problem found, each
 *   shaped like `FieldError`: `{ path, message, code }`. `path` leads from the mutation's arguments to the
 *   offending value, e.g. `["input", "email"]` or `["input", "lines", "1", "quantity"]` (list indexes as strings,
 *   counted from 0); an empty path is a problem of the whole form (such as a wrong identifier/password pair).
 *   `message` is an English sentence fit to show next to the field; `code` is a `FieldErrorCode`, stable for
 *   clients that translate messages.
 * - `UNAUTHENTICATED`: the operation needs a signed-in shopper and no token was sent, or the token is expired,
 *   forged, signed with another key or with `alg: none`, or names a deleted or blocked account. The client drops
 *   its token and signs the shopper out.
 * - `NOT_FOUND`: the address or order named by id does not exist or belongs to someone else (the two are not told
 *   apart).
 * - `RATE_LIMITED`: too many sign-in, registration, password-reset or order-tracking attempts, orders or contact
 *   messages from this client address (order tracking also per order number); `extensions.retryAfterSeconds` says
 *   when to try again.
 * - `IDEMPOTENCY_KEY_REUSED` (`placeOrder`, HTTP 409): the key was already used for an order with other lines or
 *   another payment method. Nothing new was ordered; a new checkout attempt needs a new key. (The same key with
 *   the same order answers the first order: that is a safe retry.)
 * - `BACKEND_UNAVAILABLE`, `BACKEND_TIMEOUT`: the shop's backend could not be reached; retry later.
 * - `EMAIL_NOT_SENT`: an operation whose whole point is an e-mail (`requestPasswordReset`) could not send it.
 * - `FEATURE_UNAVAILABLE`: the shop's backend does not offer this at all (no such route); retrying will not help.
 *
 * Queries follow the same rule: a malformed argument is a `BAD_USER_INPUT` error.
 *
 * **Authentication.** `login`, `register` and `resetPassword` return a JWT. Clients send it on every later request
 * as `Authorization: Bearer <token>`; the gateway forwards it to the backend, which verifies it (HS256 only) and
 * identifies the shopper. Tokens are valid for 30 days. The API keeps no session: see `logout`.
 */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};

/**
 * A placed order. Everything in it is a snapshot taken when it was placed: later catalogue or address-book
 * changes never alter an order. Amounts follow `Cart`'s money rules. Never cached.
 */
export type Order = {
  __typename?: 'Order';
  /** For a bank-transfer order, where and how to pay (a sample account, marked by `Shop.sample`, until the shop configures its own); null for cash on delivery. */
  bankTransfer?: Maybe<BankTransferInstructions>;
  /** The company the order was placed for, as given at checkout; null for a consumer order. */
  company?: Maybe<Company>;
  /**
   * What became of the order confirmation e-mail (with the tax invoice and, for a bank transfer, the bank details),
   * on the `Order` that `placeOrder` returns; null when the order is read later (`order`, `myOrders`, `trackOrder`).
   * Tell the shopper the confirmation was sent only when its status is `SENT`.
   */
  confirmationEmail?: Maybe<EmailDelivery>;
  /** E-mail address the confirmation was sent to; with `number`, it finds a guest order again (`trackOrder`). */
  contactEmail: Scalars['String']['output'];
  /** Phone number the courier calls, in international form, e.g. `+971501234567`. */
  contactPhone: Scalars['String']['output'];
  /** When the order was placed (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The tax credit note, once the shop has cancelled the order; null otherwise. */
  creditNote?: Maybe<TaxCreditNote>;
  /** Stable numeric id from the backend, as a string. Shoppers know an order by `number`, not by id. */
  id: Scalars['ID']['output'];
  /** True when placed without an account (found again with `trackOrder`). */
  isGuestOrder: Scalars['Boolean']['output'];
  /** Sum of the lines' quantities. */
  itemCount: Scalars['Int']['output'];
  /** What was ordered, one line per product. */
  lines: Array<OrderLine>;
  /** The shopper's note to the shop, if any. */
  note?: Maybe<Scalars['String']['output']>;
  /** Human-readable order number, e.g. `PAV-2026-000123` (year placed, then a sequence). */
  number: Scalars['String']['output'];
  /** How the shopper pays for this order. */
  paymentMethod: PaymentMethod;
  /** The buyer's purchase-order number, up to 35 characters; null when none was given. */
  purchaseOrderNumber?: Maybe<Scalars['String']['output']>;
  /** The quote this order was placed from by `acceptQuote` (its reference, e.g. `RFQ-000042`), or null. */
  quoteNumber?: Maybe<Scalars['String']['output']>;
  /** Delivery charge when placed: AED 25.00, or zero from a `subTotal` of AED 500.00. */
  shipping: Money;
  /** Where the order is delivered: a copy taken when it was placed, unaffected by later address-book changes. */
  shippingAddress: OrderAddress;
  /** Where the order is now. */
  status: OrderStatus;
  /** Every status the order has had, oldest first; the first entry is PENDING at `createdAt`. */
  statusHistory: Array<OrderStatusChange>;
  /** Sum of the lines' totals, VAT included, before shipping. */
  subTotal: Money;
  /** The order's tax invoice; null only for orders placed before the shop numbered invoices. */
  taxInvoice?: Maybe<TaxInvoice>;
  /** What the shopper pays: `subTotal` + `shipping`, VAT included. */
  total: Money;
  /** VAT contained in `total` (5%, prices include VAT). */
  vatIncluded: Money;
};

/** The delivery address copied into an order. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** City or area within the emirate. */
  area: Scalars['String']['output'];
  /** Building or villa name and number, floor and flat. */
  building: Scalars['String']['output'];
  /** Emirate the address is in. */
  emirate: Emirate;
  /** Recipient's full name. */
  name: Scalars['String']['output'];
  /** Recipient's UAE phone number in international form, e.g. `+971501234567`. */
  phone: Scalars['String']['output'];
  /** Street name (and number). */
  street: Scalars['String']['output'];
};

/**
 * The company an order is placed for: either the signed-in shopper's saved profile (`useSavedProfile`) or one given
 * here (`company`, with `CompanyInput`'s rules; guests always give it). With `saveToProfile`, a signed-in shopper's
 * profile is replaced by the company given.
 */
export type OrderCompanyInput = {
  /** The company, with `CompanyInput`'s rules; omit with `useSavedProfile`. */
  company?: InputMaybe<CompanyInput>;
  /** The buyer's purchase-order number, 1 to 35 characters (`TOO_LONG` beyond), printed on the invoice. */
  purchaseOrderNumber?: InputMaybe<Scalars['String']['input']>;
  /** Signed in only: save `company` as the shopper's company profile too. */
  saveToProfile?: InputMaybe<Scalars['Boolean']['input']>;
  /** Signed in only: use the saved company profile (`NOT_FOUND` on `company` when there is none). */
  useSavedProfile?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A page of the shopper's orders, newest first. */
export type OrderConnection = {
  __typename?: 'OrderConnection';
  /** The orders of this page with their cursors. */
  edges: Array<OrderEdge>;
  /** The orders of this page, for clients that don't need cursors. */
  nodes: Array<Order>;
  /** Whether more pages follow, and the cursor to ask for the next one. */
  pageInfo: PageInfo;
  /** Number of the shopper's orders across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** An order in a connection, with its cursor. */
export type OrderEdge = {
  __typename?: 'OrderEdge';
  /** Opaque cursor; pass as `after` to continue after this order. */
  cursor: Scalars['String']['output'];
  /** The order. */
  node: Order;
};

/** An order line: the product as it was sold. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** `unitPrice` x `quantity`. */
  lineTotal: Money;
  /** Part number when ordered (null for products without one). */
  partNumber?: Maybe<Scalars['String']['output']>;
  /** The product as it is now, for links and images; null once it is no longer sold. */
  product?: Maybe<Product>;
  /** Id of the product ordered (`Product.id`), kept even when the product is no longer sold. */
  productId: Scalars['ID']['output'];
  /** How many were ordered: 1 to 99 from a cart, up to 999 from an accepted quote. */
  quantity: Scalars['Int']['output'];
  /**
   * Title when ordered. In a language other than English, the product's translated title where the product is still
   * sold and has one (the backend stores the English title), so a page, e-mail or invoice in that language names its
   * products in it.
   */
  title: Scalars['String']['output'];
  /** The language `title` is written in: the operation's language when it is the translated title, else `en` (see `Product.titleLanguage`). */
  titleLanguage: Scalars['String']['output'];
  /** Price paid per item, VAT included. */
  unitPrice: Money;
};

/** `placeOrder` ordered nothing. The shopper corrects what `fields` names and places the order again (the same key is fine). */
export type OrderRefused = ErrorResult & {
  __typename?: 'OrderRefused';
  /** The main reason; when several apply, a product problem first, then the payment limit. */
  code: OrderRefusedCode;
  /** Every problem found, e.g. path `["input", "lines", "1", "quantity"]` with code `OUT_OF_RANGE`. */
  fields: Array<FieldError>;
  /** What is wrong, in an English sentence (the first problem, or how many there are). */
  message: Scalars['String']['output'];
};

/** Why `placeOrder` refused an order (`OrderRefused.code`); `fields` has the detail of each. */
export type OrderRefusedCode =
  /** Any other field to correct: contact details, the address, a line's quantity. */
  | 'INVALID_INPUT'
  /** Cash on delivery above `Shop.cashOnDeliveryLimit` (`OVER_LIMIT` on `paymentMethod`): choose bank transfer. */
  | 'OVER_PAYMENT_LIMIT'
  /** A product on the order is no longer sold or out of stock (`PRODUCT_UNAVAILABLE`, `OUT_OF_STOCK` on its line). */
  | 'PRODUCT_UNAVAILABLE';

/** Where an order is in its life. */
export type OrderStatus =
  /** Cancelled; it will not be delivered. `statusHistory` may carry the shop's remark. */
  | 'CANCELLED'
  /** Delivered to the shopper. */
  | 'DELIVERED'
  /** Placed, not yet handled by the shop. */
  | 'PENDING'
  /** Confirmed and being prepared. */
  | 'PROCESSING'
  /** Handed to the courier. */
  | 'SHIPPED';

/** One status change of an order. */
export type OrderStatusChange = {
  __typename?: 'OrderStatusChange';
  /** When the order entered this status (ISO 8601). */
  at: Scalars['String']['output'];
  /** Optional remark from the shop, e.g. a courier tracking number. */
  note?: Maybe<Scalars['String']['output']>;
  /** The status the order entered. */
  status: OrderStatus;
};

/** Relay-style page information for cursor connections. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of this page; pass it as `after` to get the next page. Null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** True when another page follows this one. */
  hasNextPage: Scalars['Boolean']['output'];
  /** True when this page is not the first. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge of this page; pass it as `before` to get the previous page. Null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** How the shopper pays. The shop processes no cards. */
export type PaymentMethod =
  /** Bank transfer; the shop sends its bank details with the order confirmation. */
  | 'BANK_TRANSFER'
  /** Cash (or card on the courier's terminal) on delivery. */
  | 'CASH_ON_DELIVERY';

/**
 * An order as the checkout sends it. Prices are never sent: the backend takes every title, part number and price
 * from its own catalogue when it stores the order. Rules (each broken rule is one `FieldError`):
 * - `lines`: 1 to 50 lines, each product at most once, each quantity 1 to 99; every product must exist, be sold
 *   (`PRODUCT_UNAVAILABLE`) and be in stock (`OUT_OF_STOCK`). Errors name the line: `["input", "lines", "2", "quantity"]`.
 * - `contactEmail`: a valid e-mail address (orders are found again by number plus this address).
 * - `contactPhone`: a UAE phone number (see `AddressInput.phone`).
 * - `note`: at most 500 characters.
 * - `idempotencyKey`: 8 to 100 characters of letters, digits, `-` and `_`, made once per checkout attempt (a
 *   UUID). Placing an order again with a key already used (by this account, or for this guest e-mail address)
 *   returns the order made the first time instead of a second one, so a double click or a retry after a lost
 *   answer never orders twice.
 */
export type PlaceOrderInput = {
  /** Buying for a company: the company the tax invoice names, and its PO number. Omit for a consumer order. */
  buyer?: InputMaybe<OrderCompanyInput>;
  /** E-mail address for the confirmation and for finding the order again with `trackOrder`. */
  contactEmail: Scalars['String']['input'];
  /** UAE phone number the courier calls, in any common form; stored as `+971501234567`. */
  contactPhone: Scalars['String']['input'];
  /** 8 to 100 characters of letters, digits, `-` and `_` (a UUID), new for each checkout attempt and reused for its retries. */
  idempotencyKey: Scalars['String']['input'];
  /** What to order: 1 to 50 lines, each product once, each quantity 1 to 99. No prices: the backend's catalogue sets them. */
  lines: Array<CartItemInput>;
  /** Optional note to the shop, at most 500 characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  /** How the shopper pays; `CASH_ON_DELIVERY` only up to `Shop.cashOnDeliveryLimit` (`OVER_LIMIT`). */
  paymentMethod: PaymentMethod;
  /** Where to deliver: a saved address or one entered at checkout. */
  shippingAddress: ShippingAddressInput;
};

/** What `placeOrder` answers: the order, or why none was placed. */
export type PlaceOrderResult = Order | OrderRefused;

/**
 * A price range, to pass as the filter's `minPrice` and `maxPrice` as they are (AED decimal strings, inclusive;
 * null = open-ended). Bands never overlap.
 */
export type PriceBandFacet = {
  __typename?: 'PriceBandFacet';
  /** Products of the result whose current price is in this band, at least 1. */
  count: Scalars['Int']['output'];
  /** Highest price of the band, AED decimal string; null when the band has no upper bound. */
  maxPrice?: Maybe<Scalars['String']['output']>;
  /** Lowest price of the band, AED decimal string such as `"1000.00"`; null when the band has no lower bound. */
  minPrice?: Maybe<Scalars['String']['output']>;
};

/**
 * A product the shop sells. Only active products are ever returned by this API: an inactive product behaves
 * exactly like a missing one, whichever field is used to reach it.
 */
export type Product = {
  __typename?: 'Product';
  /** Merchandising badges such as HOT, NEW, SALE, OUT_OF_STOCK. */
  badges: Array<ProductBadge>;
  /** Brands of this product (usually one), in the order the catalogue linked them (by id): the first is the one a card shows. Empty when the backend has none: display 'No Brand'. */
  brands: Array<Brand>;
  /** When the product was added to the catalogue (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** The price a shopper pays now: `salePrice` when on sale, otherwise `price`. */
  currentPrice: Money;
  /**
   * Description as stored by the catalogue editors (Markdown), in the operation's language where the catalogue has
   * it (else English). Render `descriptionHtml` instead of this in a browser.
   */
  description?: Maybe<Scalars['String']['output']>;
  /**
   * The description rendered from Markdown to HTML and sanitised (an allowlist of formatting tags; no scripts,
   * styles, event handlers or iframes), safe to insert into a page. Null when there is no description.
   */
  descriptionHtml?: Maybe<Scalars['String']['output']>;
  /** The language `description` and `descriptionHtml` are written in (as `titleLanguage`); null when there is no description. */
  descriptionLanguage?: Maybe<Scalars['String']['output']>;
  /** Whole-percent discount, (price - salePrice) / price rounded; null when not on sale. */
  discountPercent?: Maybe<Scalars['Int']['output']>;
  /** Stable numeric id from the backend, as a string. */
  id: Scalars['ID']['output'];
  /** Product image. Never null: products without an image get the shop's 'Image Not Found' placeholder (its Arabic twin, words and `alt`, in Arabic). */
  image: ProductImage;
  /** False when the catalogue marks the product out of stock. placeOrder refuses such a line (OUT_OF_STOCK): it cannot be ordered. */
  inStock: Scalars['Boolean']['output'];
  /**
   * The shop's languages this product is sold in (`en`, `ar`): its page exists under each, and only these are
   * named as its other-language versions. A product hidden in one language is not found, listed or sold in it.
   */
  languages: Array<Scalars['String']['output']>;
  /** True when `salePrice` is set and lower than `price`. */
  onSale: Scalars['Boolean']['output'];
  /** Manufacturer part number (SKU). May be null for software licences without one. */
  partNumber?: Maybe<Scalars['String']['output']>;
  /** List price, VAT included (UAE consumer prices are VAT-inclusive). */
  price: Money;
  /**
   * Other active products from this product's first sub-category (newest first), for "related products".
   * `first` defaults to 8 and must be 0 to 24.
   */
  related: Array<Product>;
  /** Sale price when the product is on sale (lower than `price`), otherwise null. */
  salePrice?: Maybe<Money>;
  /** URL slug, used in `/product/{slug}`. */
  slug: Scalars['String']['output'];
  /** The product's specifications in display order, grouped by `group` (consecutive entries share a group); empty when it has none. */
  specifications: Array<ProductSpecification>;
  /** Sub-categories the product is listed in, in the order the catalogue linked them (by id): the first gives breadcrumbs and related products. Each knows its category. */
  subCategories: Array<SubCategory>;
  /** Product name as the catalogue shows it, e.g. `Lenovo ThinkStation P620`; the Arabic one in Arabic where the catalogue has it. */
  title: Scalars['String']['output'];
  /**
   * The language `title` is written in: the operation's language when the catalogue has the title translated, `en`
   * when it is the English fallback (in Arabic, about 185 of 225 demo products). A client prints a title in another
   * language than its page with that `lang` and its direction, so it is not laid out right to left. The first letter
   * cannot tell: Arabic titles often begin with a Latin brand name ("Chaos Vantage - اشتراك").
   */
  titleLanguage: Scalars['String']['output'];
};


/**
 * A product the shop sells. Only active products are ever returned by this API: an inactive product behaves
 * exactly like a missing one, whichever field is used to reach it.
 */
export type ProductRelatedArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Merchandising badge shown on product cards. */
export type ProductBadge =
  /** Marked hot (a popular pick) by the catalogue editors. */
  | 'HOT'
  /** Marked as a new arrival by the catalogue editors. */
  | 'NEW'
  /** Out of stock (`inStock` is false): it cannot be ordered. */
  | 'OUT_OF_STOCK'
  /** On sale: `salePrice` is set and lower than `price` (the same rule as `onSale`). */
  | 'SALE';

/** A top-level product category (e.g. Workstations), grouping sub-categories. */
export type ProductCategory = {
  __typename?: 'ProductCategory';
  /** Stable numeric id from the backend, as a string. */
  id: Scalars['ID']['output'];
  /** Display name, e.g. `Workstations`. In Arabic, the Arabic name where the catalogue has one. */
  name: Scalars['String']['output'];
  /** Active products of all its sub-categories, without duplicates, newest first. Pages both ways like `Query.products`. */
  products: ProductConnection;
  /** URL slug, used in `/category/{slug}`. */
  slug: Scalars['String']['output'];
  /** Sub-categories, sorted by name in the operation's language (as `Query.categories`). */
  subCategories: Array<SubCategory>;
};


/** A top-level product category (e.g. Workstations), grouping sub-categories. */
export type ProductCategoryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** A page of products. */
export type ProductConnection = {
  __typename?: 'ProductConnection';
  /**
   * For a `search` with no result: a corrected keyword and categories close to what was typed. Null when the
   * search found something, or on other listings.
   */
  didYouMean?: Maybe<DidYouMean>;
  /** The products of this page with their cursors. */
  edges: Array<ProductEdge>;
  /**
   * How many products of this result (all pages, every filter applied) have each filter value, so a client can
   * show the count beside each option and narrow further. Values no product has are left out. Given on `search`
   * and on listings (`products`, and a brand's, category's or sub-category's `products`) once the gateway's
   * search index is built; null while listings are read from the backend.
   */
  facets?: Maybe<ProductFacets>;
  /** The products of this page, for clients that don't need cursors. */
  nodes: Array<Product>;
  /** Whether more pages follow, and the cursor to ask for the next one. */
  pageInfo: PageInfo;
  /** Number of products matching the query across all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A product in a connection, with its cursor. */
export type ProductEdge = {
  __typename?: 'ProductEdge';
  /** Opaque cursor; pass as `after` to continue after this product, or as `before` for the products before it. */
  cursor: Scalars['String']['output'];
  /** The product. */
  node: Product;
};

/**
 * Counts per filter value over a whole result. The exclusive groups (`onSale`, `inStock`, `priceBands`) add up to
 * the result's `totalCount`; a product with two brands or two sub-categories counts under each of them.
 */
export type ProductFacets = {
  __typename?: 'ProductFacets';
  /** Brands, most products first (then by name). */
  brands: Array<BrandFacet>;
  /** Top-level categories, most products first (then by name). */
  categories: Array<CategoryFacet>;
  /** In stock (`true`) and out of stock (`false`): the `inStock` filter. */
  inStock: Array<BooleanFacet>;
  /** On sale (`true`) and not on sale (`false`): the `onSale` filter. */
  onSale: Array<BooleanFacet>;
  /** Ranges of the price the shopper pays (the sale price when on sale), cheapest first: `minPrice`/`maxPrice` filters. */
  priceBands: Array<PriceBandFacet>;
  /**
   * The specifications the shop offers as filters for the categories of the result (e.g. GPU, RAM and CPU cores for
   * workstations; licence type and term for software), in the shop's order (most used first). On a category's or
   * sub-category's listing, that category's; else those of every category in the result. Empty when none applies.
   */
  specifications: Array<SpecificationFacet>;
  /** Sub-categories, most products first (then by name). */
  subCategories: Array<SubCategoryFacet>;
};

/** Narrows a product listing. All given criteria must match. Slugs that match nothing give an empty listing. */
export type ProductFilter = {
  /** Products of this brand. */
  brandSlug?: InputMaybe<Scalars['String']['input']>;
  /** Products in any sub-category of this category. */
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  /**
   * Only products in stock (true) or only products out of stock (false). Needs the gateway's search index: while it
   * is not built (the first seconds after a start, or with the index turned off), `inStock` is a `BAD_USER_INPUT` error.
   */
  inStock?: InputMaybe<Scalars['Boolean']['input']>;
  /** Highest price shoppers pay, AED decimal string. */
  maxPrice?: InputMaybe<Scalars['String']['input']>;
  /** Lowest price shoppers pay (the sale price when on sale), AED decimal string such as `"1000"` or `"999.50"`. */
  minPrice?: InputMaybe<Scalars['String']['input']>;
  /** Only products on sale (true) or only products not on sale (false). */
  onSale?: InputMaybe<Scalars['Boolean']['input']>;
  /**
   * Only products with one of the given values on each given specification (a value of any one entry's `values`,
   * and every entry): e.g. `[{ key: "ram_gb", values: ["64", "128"] }, { key: "gpu", values: ["NVIDIA RTX 4000 Ada"] }]`.
   * The values are `SpecificationFacetValue.value`, the same in every language. Up to 10 entries of up to 20 values.
   * Needs the gateway's search index, like `inStock`.
   */
  specifications?: InputMaybe<Array<SpecificationFilter>>;
  /** Products in this sub-category. */
  subCategorySlug?: InputMaybe<Scalars['String']['input']>;
  /** Words that must appear in the title, part number or description (max 100 characters). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** A product image with the resized renditions the backend keeps. All URLs are absolute. */
export type ProductImage = {
  __typename?: 'ProductImage';
  /** Alternative text for screen readers (the product title when the catalogue has none). */
  alt: Scalars['String']['output'];
  /** Intrinsic height in pixels. */
  height: Scalars['Int']['output'];
  /** True when this is the 'Image Not Found' placeholder rather than a product photo. */
  isPlaceholder: Scalars['Boolean']['output'];
  /** About 1000 px on the longer side. */
  large?: Maybe<ImageFormat>;
  /** About 750 px on the longer side. */
  medium?: Maybe<ImageFormat>;
  /** About 500 px on the longer side. */
  small?: Maybe<ImageFormat>;
  /** About 245x156. */
  thumbnail?: Maybe<ImageFormat>;
  /** Full-size image URL. */
  url: Scalars['String']['output'];
  /** Intrinsic width in pixels (reserve the space to avoid layout shift). */
  width: Scalars['Int']['output'];
};

/** Order of a product listing. */
export type ProductSort =
  /** Most recently added first (default). */
  | 'NEWEST'
  /** Lowest price the shopper pays first (the sale price when on sale, else the list price). */
  | 'PRICE_ASC'
  /** Highest price the shopper pays first. */
  | 'PRICE_DESC'
  /** Alphabetical by title: in Arabic by the Arabic title where the product has one (else the English one), in Arabic order. */
  | 'TITLE_ASC';

/**
 * One specification of a product (CPU, cores, GPU memory, RAM, storage; inputs, outputs, rack units; licence type,
 * seats, term), as the backend holds it, in the operation's language. `key` is the same across products and
 * languages, so clients line products up by it (the compare page) and filter by it (`ProductFilter.specifications`).
 */
export type ProductSpecification = {
  __typename?: 'ProductSpecification';
  /** Which way is better when comparing products on this specification. */
  comparison: SpecificationComparison;
  /** The section it belongs to, in the operation's language, e.g. `Processor` / `المعالج`. */
  group: Scalars['String']['output'];
  /** Stable identifier of what is specified, e.g. `ram_gb`, `gpu`, `licence_type`; the same in every language. */
  key: Scalars['String']['output'];
  /** What is specified, in the operation's language, e.g. `Memory (RAM)`. */
  label: Scalars['String']['output'];
  /** The value as a number when it is a quantity (`64` for 64 GB), for comparing and sorting; null for text values. */
  numericValue?: Maybe<Scalars['Float']['output']>;
  /** The unit after the value, in the operation's language, e.g. `GB` / `غيغابايت`; null for a value without one. */
  unit?: Maybe<Scalars['String']['output']>;
  /** The value as written, in the operation's language (numbers in Latin digits), without the unit, e.g. `64`, `NVIDIA RTX 4000 Ada`. */
  value: Scalars['String']['output'];
};

/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type Query = {
  __typename?: 'Query';
  /** One brand by slug, or null. */
  brand?: Maybe<Brand>;
  /** All brands, sorted by name. */
  brands: Array<Brand>;
  /**
   * Prices a cart with current product data. The one place a cart is priced: a client keeps its cart itself (the
   * web storefront in a `cart` cookie) and shows what this answers, never its own sums; the totals are those
   * `placeOrder` stores for the same lines. The lines go through the same rule as the storefront's cookie: entries
   * with a malformed id or a quantity below 1 are skipped, repeated products are merged, quantities are capped at
   * 99 and the cart at 50 products. More than 200 `items` is a `BAD_USER_INPUT` error. Works signed in or not.
   */
  cart: Cart;
  /** All product categories with their sub-categories, sorted by name in the operation's language (its dictionary order, by the translated name where there is one). */
  categories: Array<ProductCategory>;
  /** One category by slug, or null. Its `products` merge the products of all its sub-categories. */
  category?: Maybe<ProductCategory>;
  /**
   * The signed-in shopper, or null when the request carries no token. A token the backend refuses (expired,
   * forged, `alg: none`, deleted account) is an `UNAUTHENTICATED` error, so the client can sign out cleanly.
   */
  me?: Maybe<Customer>;
  /** The signed-in shopper's saved addresses, the default one first, then newest first. `UNAUTHENTICATED` without a token. */
  myAddresses: Array<Address>;
  /**
   * The signed-in shopper's orders, newest first. `first` defaults to 10 and must be 1 to 50. Guest orders placed
   * with the shopper's e-mail address are not included (find them with `trackOrder`). `UNAUTHENTICATED` without a token.
   */
  myOrders: OrderConnection;
  /** The signed-in shopper's quotes, newest first. `first` 1 to 50 (default 10). `UNAUTHENTICATED` without a token. */
  myQuotes: QuoteConnection;
  /** One of the signed-in shopper's orders by number, or null when there is none with this number (or it is someone else's). */
  order?: Maybe<Order>;
  /** Always `true`. Lets a client (or a load balancer) check the GraphQL endpoint answers. */
  ping: Scalars['Boolean']['output'];
  /**
   * One active product by id or by slug (give exactly one: the shop links products both ways).
   * Null when the product is missing or inactive; a malformed id or slug is simply not found.
   */
  product?: Maybe<Product>;
  /**
   * Active products as a cursor connection, filtered and sorted. `first` defaults to 24 and must be 0 to 100.
   * `totalCount` counts every match across pages, each product once; `facets` count them per filter value.
   *
   * Paging (the same on every product connection): forwards with `first` items `after` a page's `endCursor`;
   * backwards with `last` (0 to 100; default `first`) items `before` a page's `startCursor`, so going back from
   * page 3 gives exactly page 2; `last` without `before` gives the listing's last page. Giving `after` together
   * with `before` or `last` is a `BAD_USER_INPUT` error.
   */
  products: ProductConnection;
  /**
   * Products by id, in the order asked (for carts, wishlists and compare lists): one entry per id, `null` where
   * the product is missing or inactive. At most 200 ids; batched into a single backend call.
   */
  productsByIds: Array<Maybe<Product>>;
  /** One of the signed-in shopper's quotes by number, or null (none, or someone else's). */
  quote?: Maybe<Quote>;
  /**
   * Full-text search of active products over title, part number, brand, category and sub-category names and
   * description. Best matches first: an exact part number (ignoring case, spaces and dashes) first, then by
   * relevance, part number and title weighing more than brand and category, and those more than description.
   * Every word must match, as the start of a word (so results come while typing) and with one typo forgiven in
   * words of five letters or more. Arabic spelling variants, diacritics and Arabic-Indic digits are folded, and
   * brand names written in Arabic (لينوفو) find the brand. Ties keep a stable order. `filter` narrows the result
   * (its `text` adds words that must match); `facets` count the result per filter value. A blank keyword is a
   * `BAD_USER_INPUT` error, not a full listing; keywords are capped at 100 characters.
   * Pages forwards (`first`/`after`) and backwards (`last`/`before`) like `products`.
   */
  search: ProductConnection;
  /**
   * What to suggest while a shopper types in a search box (from the second character): up to `first` products
   * (at most 6), ranked like `search`, and the categories, sub-categories and brands whose names match as typed.
   * Served from the gateway's index, without a backend call once it is built.
   */
  searchSuggestions: SearchSuggestions;
  /** The seller's details (invoices, payment instructions). */
  shop: Shop;
  /** One sub-category by slug, or null. */
  subCategory?: Maybe<SubCategory>;
  /**
   * An order by number and the contact e-mail address given when it was placed (case-insensitive), for guests and
   * for shoppers who are signed out; null when they do not match. Rate-limited per client address and per order
   * number (`RATE_LIMITED`).
   */
  trackOrder?: Maybe<Order>;
  /**
   * A quote by number and its contact e-mail address (case-insensitive), for guests; null when they do not match.
   * Rate-limited per client address and per number (`RATE_LIMITED`).
   */
  trackQuote?: Maybe<Quote>;
  /**
   * Of the given product ids, those no longer sold in any language (unknown, inactive or malformed ids): a client
   * may remove them from a saved list. A product `productsByIds` answers null for only because it is not sold in
   * the operation's language is not among them: a wishlist or compare list both languages share keeps it.
   * At most 200 ids.
   */
  withdrawnProductIds: Array<Scalars['ID']['output']>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryBrandArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryCartArgs = {
  items: Array<CartItemInput>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryCategoryArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryMyOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryMyQuotesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryOrderArgs = {
  number: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryProductArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryProductsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryQuoteArgs = {
  number: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QuerySearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ProductFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  keyword: Scalars['String']['input'];
  last?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QuerySearchSuggestionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  keyword: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QuerySubCategoryArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryTrackOrderArgs = {
  email: Scalars['String']['input'];
  number: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryTrackQuoteArgs = {
  email: Scalars['String']['input'];
  number: Scalars['String']['input'];
};


/**
 * Root of all reads. Catalogue fields are public and cacheable: their types carry `@cacheControl` hints, so a
 * catalogue response says how long it may be cached (`Cache-Control: max-age=60, public`); fields that depend on
 * the signed-in shopper are documented as such. `ping` is never cached.
 *
 * **Language.** The operation's language is the `Accept-Language` header, reduced to the shop's languages: `ar`
 * when its first supported tag is Arabic (`ar`, `ar-AE`), else `en`. In Arabic, catalogue text (product titles and
 * descriptions, category, sub-category and brand names) is the backend's Arabic translation where there is one and
 * English where there is none, `Money.formatted` is Arabic, and products hidden in Arabic are left out everywhere
 * (lists, counts, lookups). Ids and slugs are the same in both languages. Responses vary on that header.
 */
export type QueryWithdrawnProductIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};

/**
 * A request for quote: a company asks for prices on some products, the shop answers in its backend with a unit
 * price per line and a validity date, and the requester accepts (`acceptQuote`), which places an order at those
 * prices, paid by bank transfer. Seen only by its requester: the signed-in shopper who sent it (`myQuotes`,
 * `quote`), or anyone with its number and contact e-mail (`trackQuote`).
 */
export type Quote = {
  __typename?: 'Quote';
  /** True when `acceptQuote` would place the order now: quoted and within `validUntil`. */
  canAccept: Scalars['Boolean']['output'];
  /** The company asking, as it should appear on the quote and on the tax invoice. */
  company: Scalars['String']['output'];
  /** Where the shop answers; with `number`, finds the quote again (`trackQuote`). */
  contactEmail: Scalars['String']['output'];
  /** The person to talk to. */
  contactName: Scalars['String']['output'];
  /** UAE phone number, stored as `+971501234567`. */
  contactPhone: Scalars['String']['output'];
  /** When it was requested (ISO 8601). */
  createdAt: Scalars['String']['output'];
  /** Where the goods would go. */
  emirate: Emirate;
  /** Backend id. */
  id: Scalars['ID']['output'];
  /** True when it was requested without signing in. */
  isGuestQuote: Scalars['Boolean']['output'];
  /** Sum of the lines' quantities. */
  itemCount: Scalars['Int']['output'];
  /** The products asked for, in the order asked. */
  lines: Array<QuoteLine>;
  /** The date the goods are needed by (`YYYY-MM-DD`), or null. */
  neededBy?: Maybe<Scalars['String']['output']>;
  /** The requester's notes to the shop, or null. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Human-readable number, e.g. `RFQ-000042`: the shop's own sequence, separate from orders and invoices. */
  number: Scalars['String']['output'];
  /** The order placed by accepting it, or null. Read with the same access as the quote. */
  order?: Maybe<Order>;
  /** The number of the order placed by accepting it, or null. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** When the shop quoted it (ISO 8601), or null before. */
  quotedAt?: Maybe<Scalars['String']['output']>;
  /**
   * The order the quote would place, at the quoted prices: `subTotal`, `shipping` (the shop's usual delivery rule),
   * `vatIncluded` and `total`, exactly what `acceptQuote` stores. Null until quoted (and after a decline).
   */
  quotedTotals?: Maybe<QuoteTotals>;
  /** The shop's note with its answer (lead times, terms, or why it declined), or null. */
  shopNote?: Maybe<Scalars['String']['output']>;
  /** Where it stands; `EXPIRED` is derived from `validUntil` when read. */
  status: QuoteStatus;
  /** The company's tax registration number (15 digits), or null when not given. */
  trn?: Maybe<Scalars['String']['output']>;
  /** The last day (`YYYY-MM-DD`, UAE calendar) the quote can be accepted, or null before it is quoted. */
  validUntil?: Maybe<Scalars['String']['output']>;
  /** What the lines cost at the web prices when requested (VAT included): what the quote is compared with. */
  webTotal: Money;
};

/** A quote accepted: the order placed at its prices. */
export type QuoteAccepted = {
  __typename?: 'QuoteAccepted';
  /** The order, paid by bank transfer (`Order.bankTransfer` has the details), with its tax invoice. */
  order: Order;
  /** The quote, now `ACCEPTED`. */
  quote: Quote;
};

/** A page of the signed-in shopper's quotes, newest first. */
export type QuoteConnection = {
  __typename?: 'QuoteConnection';
  /** The quotes of this page, each with its cursor. */
  edges: Array<QuoteEdge>;
  /** The quotes of this page. */
  nodes: Array<Quote>;
  /** Whether there are more, and the cursors to continue. */
  pageInfo: PageInfo;
  /** How many quotes the shopper has in all. */
  totalCount: Scalars['Int']['output'];
};

/** A quote and its cursor. */
export type QuoteEdge = {
  __typename?: 'QuoteEdge';
  /** Pass as `after` to continue after this quote. */
  cursor: Scalars['String']['output'];
  /** The quote. */
  node: Quote;
};

/** One product of a quote. */
export type QuoteLine = {
  __typename?: 'QuoteLine';
  /** Manufacturer part number, or null. */
  partNumber?: Maybe<Scalars['String']['output']>;
  /** The product as the catalogue has it now; null when it is no longer sold. */
  product?: Maybe<Product>;
  /** Id of the product (`Product.id`). */
  productId: Scalars['ID']['output'];
  /** How many, 1 to 999. */
  quantity: Scalars['Int']['output'];
  /** `quotedUnitPrice` x `quantity`, or null until quoted. */
  quotedLineTotal?: Maybe<Money>;
  /** The shop's price for one (VAT included, zero or more), or null until quoted. */
  quotedUnitPrice?: Maybe<Money>;
  /** Title when requested (translated like `OrderLine.title`). */
  title: Scalars['String']['output'];
  /** Language of `title`. */
  titleLanguage: Scalars['String']['output'];
  /** The web price of one when requested (VAT included). */
  webUnitPrice: Money;
};

/** A product and how many to price. */
export type QuoteLineInput = {
  /** Id of the product (`Product.id`). */
  productId: Scalars['ID']['input'];
  /** How many; 1 to 999. */
  quantity: Scalars['Int']['input'];
};

/** A quote mutation did nothing. For an acceptance refused by the quote's state, `quote` is the quote as it stands. */
export type QuoteRefused = ErrorResult & {
  __typename?: 'QuoteRefused';
  /** The main reason. */
  code: QuoteRefusedCode;
  /** Every field problem found; empty for a refusal by the quote's state. */
  fields: Array<FieldError>;
  /** What is wrong, in an English sentence. */
  message: Scalars['String']['output'];
  /** The quote, when the refusal is about its state (`NOT_QUOTED`, `EXPIRED`, `ALREADY_ACCEPTED`); else null. */
  quote?: Maybe<Quote>;
};

/** Why a quote mutation did nothing (`QuoteRefused.code`). */
export type QuoteRefusedCode =
  /** It was accepted already (with another attempt): `quote.order` is that order. */
  | 'ALREADY_ACCEPTED'
  /** Its `validUntil` has passed: ask for a new quote. */
  | 'EXPIRED'
  /** A field to correct; `fields` names it. */
  | 'INVALID_INPUT'
  /** The shop has not quoted it yet, or declined it: nothing to accept. */
  | 'NOT_QUOTED'
  /** A product asked for is not sold (`PRODUCT_UNAVAILABLE` on its line). */
  | 'PRODUCT_UNAVAILABLE';

/** A request for quote as sent, with what became of the acknowledgement e-mail to the requester. */
export type QuoteRequested = {
  __typename?: 'QuoteRequested';
  /** The acknowledgement sent to `contactEmail` (the shop is told separately). Say it was sent only when `SENT`. */
  acknowledgementEmail?: Maybe<EmailDelivery>;
  /** The new quote, status `REQUESTED`. */
  quote: Quote;
};

/**
 * Where a request for quote stands (`Quote.status`). The backend stores the first four; `EXPIRED` is a `QUOTED`
 * quote read after its `validUntil` date (the UAE's calendar, UTC+4), when it can no longer be accepted.
 */
export type QuoteStatus =
  /** Accepted: `order` is the order placed at the quoted prices. */
  | 'ACCEPTED'
  /** The shop cannot quote it (`shopNote` says why). */
  | 'DECLINED'
  /** Quoted, but `validUntil` has passed. Ask for a new quote. */
  | 'EXPIRED'
  /** The shop has priced every line and set `validUntil`: the shopper may accept it until the end of that day. */
  | 'QUOTED'
  /** Sent by the shopper; the shop has not answered yet. */
  | 'REQUESTED';

/** An order's money at the quoted prices, with the shop's usual delivery charge and VAT rules. */
export type QuoteTotals = {
  __typename?: 'QuoteTotals';
  /** Delivery, free from the shop's free-delivery threshold like any order. */
  shipping: Money;
  /** Sum of the quoted line totals. */
  subTotal: Money;
  /** What the order would cost. */
  total: Money;
  /** VAT inside `total` (5/105 of it). */
  vatIncluded: Money;
};

/**
 * A new account. Field rules (each broken rule is one `FieldError`):
 * - `email`: a valid address, at most 254 characters; must not be registered yet (`TAKEN`).
 * - `password`: 8 to 72 characters (72 bytes: bcrypt's limit), with at least one letter and one digit.
 * - `firstName`, `lastName`: 1 to 50 characters.
 * - `username`: optional, 3 to 50 characters of letters, digits, `.`, `_`, `-` or `@`; the e-mail address when omitted.
 *   A username with `@` must be the account's own e-mail address (`INVALID`): a username is also a sign-in name and
 *   must never look like someone else's address. Usernames and e-mail addresses are unique whatever their case
 *   (`JOHN.DOE` is taken when `john.doe` is).
 * - `phone`: optional UAE number (see `AddressInput.phone`).
 */
export type RegisterInput = {
  /** E-mail address, at most 254 characters, not registered yet (`TAKEN`); stored lowercased. */
  email: Scalars['String']['input'];
  /** Given name, 1 to 50 characters. */
  firstName: Scalars['String']['input'];
  /** Family name, 1 to 50 characters. */
  lastName: Scalars['String']['input'];
  /** 8 to 72 characters (bytes), at least one letter and one digit. */
  password: Scalars['String']['input'];
  /** Optional UAE phone number in any common form; stored as `+971501234567`. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Optional sign-in name, 3 to 50 characters of letters, digits, `.`, `_`, `-` or `@`; the e-mail address when omitted. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Answer of `requestPasswordReset`. */
export type RequestPasswordResetPayload = {
  __typename?: 'RequestPasswordResetPayload';
  /**
   * Always true when answered: whether an account has this address is not revealed. When one does, the backend
   * has e-mailed a reset link (a failed e-mail is the `EMAIL_NOT_SENT` error, never `accepted`).
   */
  accepted: Scalars['Boolean']['output'];
};

/**
 * A request for quote as the form sends it. No prices: the shop quotes them. Rules (each broken rule is one
 * `FieldError`, code in brackets):
 * - `lines`: 1 to 50 lines, each product at most once, each quantity 1 to 999 (`OUT_OF_RANGE`); every product must
 *   exist and be sold in the request's language (`PRODUCT_UNAVAILABLE`). An out-of-stock product may be asked for.
 * - `company` 1 to 200 characters, `contactName` 1 to 100 (`REQUIRED`, `TOO_LONG`).
 * - `contactEmail`: a valid e-mail address; `contactPhone`: a UAE phone number (`INVALID`).
 * - `trn`: optional, 15 digits once spaces and dashes are dropped (`INVALID`).
 * - `neededBy`: optional `YYYY-MM-DD`, today (UAE) to a year ahead (`INVALID`, `OUT_OF_RANGE`).
 * - `notes`: at most 2,000 characters (`TOO_LONG`).
 */
export type RequestQuoteInput = {
  /** The company asking, 1 to 200 characters. */
  company: Scalars['String']['input'];
  /** E-mail address for the answer and for finding the quote again with `trackQuote`. */
  contactEmail: Scalars['String']['input'];
  /** The person to talk to, 1 to 100 characters. */
  contactName: Scalars['String']['input'];
  /** UAE phone number in any common form. */
  contactPhone: Scalars['String']['input'];
  /** Where the goods would go. */
  emirate: Emirate;
  /** What to price: 1 to 50 lines, each product once, each quantity 1 to 999. */
  lines: Array<QuoteLineInput>;
  /** Optional date the goods are needed by, `YYYY-MM-DD`, today to a year ahead. */
  neededBy?: InputMaybe<Scalars['String']['input']>;
  /** Optional notes to the shop, at most 2,000 characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Optional tax registration number, 15 digits (spaces and dashes allowed). */
  trn?: InputMaybe<Scalars['String']['input']>;
};

/** What `requestQuote` answers. */
export type RequestQuoteResult = QuoteRefused | QuoteRequested;

/**
 * Completes a password reset. `code` comes from the link sent by `requestPasswordReset`
 * (`/account/reset-password?code=...`); it works once. `password` follows `RegisterInput.password`'s rules.
 */
export type ResetPasswordInput = {
  /** The `code` parameter of the reset link; works once (`INVALID_CODE` when unknown, used or replaced). */
  code: Scalars['String']['input'];
  /** The new password: 8 to 72 characters (bytes), at least one letter and one digit. */
  password: Scalars['String']['input'];
};

/** Suggestions for a keyword being typed. */
export type SearchSuggestions = {
  __typename?: 'SearchSuggestions';
  /** Brands whose name matches the keyword. */
  brands: Array<Brand>;
  /** Categories whose name matches the keyword (by prefix, one typo forgiven in longer words). */
  categories: Array<ProductCategory>;
  /** The best matching products, best first. */
  products: Array<Product>;
  /** Sub-categories whose name matches the keyword. */
  subCategories: Array<SubCategory>;
  /** How many products the full `search` for this keyword finds. */
  totalCount: Scalars['Int']['output'];
};

/**
 * Where an order goes: exactly one of `savedAddressId` (an address from the signed-in shopper's book) or
 * `address` (entered at checkout; guests always use this).
 */
export type ShippingAddressInput = {
  /** An address entered at checkout, with `AddressInput`'s rules (`isDefault` is ignored). */
  address?: InputMaybe<AddressInput>;
  /** Signed in only: id of one of the shopper's addresses (`Address.id`), copied into the order; a `NOT_FOUND` field error when it is not theirs. */
  savedAddressId?: InputMaybe<Scalars['ID']['input']>;
};

/**
 * The shop as a seller: the details a UAE tax invoice and bank-transfer instructions need. Set by the gateway's
 * `SHOP_*` configuration (the owner's legal data), the same for every shopper and channel.
 */
export type Shop = {
  __typename?: 'Shop';
  /** Postal address, one line per entry, in the operation's language (`SHOP_ADDRESS_AR` in Arabic; English when only `SHOP_ADDRESS` is set). */
  addressLines: Array<Scalars['String']['output']>;
  /** Where a bank-transfer order is paid. Never null: a sample account (marked by `sample`) until the owner configures `SHOP_BANK_IBAN`; nullable for older clients. */
  bankTransfer?: Maybe<BankTransferDetails>;
  /** Largest order total that may be paid cash on delivery; `placeOrder` refuses more (`OVER_LIMIT` on `paymentMethod`). */
  cashOnDeliveryLimit: Money;
  /** Customer-service e-mail address, when configured. */
  email?: Maybe<Scalars['String']['output']>;
  /** Registered legal name, e.g. "ProAV Trading LLC". */
  legalName: Scalars['String']['output'];
  /** Customer-service phone number, when configured. */
  phone?: Maybe<Scalars['String']['output']>;
  /**
   * True while any of the seller's legal or bank details (`SHOP_LEGAL_NAME`, `SHOP_ADDRESS`, `SHOP_TRN`, the trade
   * licence, the bank) is the demo configuration's sample: invoices then say "Sample seller details". A real shop
   * configures them all.
   */
  sample: Scalars['Boolean']['output'];
  /** UAE VAT tax registration number (15 digits), printed on every tax invoice. Never null (a sample until the owner configures `SHOP_TRN`); nullable for older clients. */
  trn?: Maybe<Scalars['String']['output']>;
};

/** `login` did not sign in. Nothing changed; the shopper may correct the form and try again. */
export type SignInRefused = ErrorResult & {
  __typename?: 'SignInRefused';
  /** Why, for clients that translate or branch on it. */
  code: SignInRefusedCode;
  /** The fields at fault; a wrong pair is one problem of the whole form (empty `path`, code `INVALID_CREDENTIALS`). */
  fields: Array<FieldError>;
  /** What is wrong, in an English sentence fit to show at the top of the sign-in form. */
  message: Scalars['String']['output'];
};

/** Why `login` refused to sign in (`SignInRefused.code`). */
export type SignInRefusedCode =
  /** The account is blocked by an administrator. */
  | 'ACCOUNT_BLOCKED'
  /** The identifier and password do not match an account (which of the two was wrong is not told). */
  | 'INVALID_CREDENTIALS'
  /** The identifier or password is missing or malformed; `fields` names each. */
  | 'INVALID_INPUT';

/** What `login` answers: the token and shopper, or why it refused. */
export type SignInResult = AuthPayload | SignInRefused;

/** Which way is better when products are compared on a specification (declared per `key` by the shop). */
export type SpecificationComparison =
  /** A smaller `numericValue` is better (weight, rack units, power draw). */
  | 'LESS_IS_BETTER'
  /** A larger `numericValue` is better (cores, RAM, storage, seats). */
  | 'MORE_IS_BETTER'
  /** Neither: a text value, or a quantity that is not better either way. */
  | 'NONE';

/** A specification offered as a filter, and how many products of the result have each of its values. */
export type SpecificationFacet = {
  __typename?: 'SpecificationFacet';
  /** The specification's key, to pass as `SpecificationFilter.key`. */
  key: Scalars['String']['output'];
  /** What is specified, in the operation's language (`ProductSpecification.label`). */
  label: Scalars['String']['output'];
  /** The unit after each value, in the operation's language; null for values without one. */
  unit?: Maybe<Scalars['String']['output']>;
  /**
   * Its values, in increasing order for quantities, else most products first (then alphabetically). Values of one
   * specification are alternatives: on a result filtered by this specification, they are counted as if it were not
   * (every other filter kept), so a client can offer adding another value.
   */
  values: Array<SpecificationFacetValue>;
};

/** A value of a specification and how many products of the result have it. */
export type SpecificationFacetValue = {
  __typename?: 'SpecificationFacetValue';
  /** Products of the result with this value, at least 1. */
  count: Scalars['Int']['output'];
  /** The value as shown in the operation's language, without the unit (often the same as `value`). */
  label: Scalars['String']['output'];
  /** Whether the operation's filter already asks for this value. */
  selected: Scalars['Boolean']['output'];
  /** The value to pass in `SpecificationFilter.values`: the same in every language (numbers in Latin digits). */
  value: Scalars['String']['output'];
};

/** One specification to filter on, and the values a product may have on it (any one of them). */
export type SpecificationFilter = {
  /** The specification's key (`ProductSpecification.key`, e.g. `ram_gb`). */
  key: Scalars['String']['input'];
  /** Accepted values (`SpecificationFacetValue.value`); an empty list filters nothing. */
  values: Array<Scalars['String']['input']>;
};

/** A sub-category (e.g. Tower Workstations). A product belongs to one or more sub-categories. */
export type SubCategory = {
  __typename?: 'SubCategory';
  /** The category this sub-category belongs to. */
  category?: Maybe<ProductCategory>;
  /** Stable numeric id from the backend, as a string. */
  id: Scalars['ID']['output'];
  /** Display name, e.g. `Tower Workstations`. In Arabic, the Arabic name where the catalogue has one. */
  name: Scalars['String']['output'];
  /** Active products of this sub-category, newest first. Pages both ways like `Query.products`. */
  products: ProductConnection;
  /** URL slug; finds it with `subCategory(slug:)` and filters listings with `ProductFilter.subCategorySlug`. */
  slug: Scalars['String']['output'];
};


/** A sub-category (e.g. Tower Workstations). A product belongs to one or more sub-categories. */
export type SubCategoryProductsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** A sub-category and how many products of the result are in it. */
export type SubCategoryFacet = {
  __typename?: 'SubCategoryFacet';
  /** Products of the result in this sub-category, at least 1. */
  count: Scalars['Int']['output'];
  /** The sub-category. */
  subCategory: SubCategory;
};

/** A tax credit note: the shop cancelled an invoiced order, and this reverses its tax invoice in full. */
export type TaxCreditNote = {
  __typename?: 'TaxCreditNote';
  /** The PINT AE credit note, for a company buyer with a TRN; null otherwise. */
  eInvoice?: Maybe<EDocument>;
  /** The number of the tax invoice it credits. */
  invoiceNumber: Scalars['String']['output'];
  /** Date of issue (ISO 8601 date, UAE time). */
  issueDate: Scalars['String']['output'];
  /** The lines credited: those of the invoice. */
  lines: Array<TaxInvoiceLine>;
  /** The credit note number, e.g. `CN-000007`: a sequence of its own, gap-free. */
  number: Scalars['String']['output'];
  /** Path of the credit note's PDF in the operation's language; owner-scoped like `TaxInvoice.pdfPath`. */
  pdfPath: Scalars['String']['output'];
  /** The amount credited, VAT included. */
  totalCredited: Money;
  /** Sum of the lines' amounts without VAT. */
  totalExcludingVat: Money;
  /** Sum of the lines' VAT. */
  totalVat: Money;
};

/**
 * The tax invoice of an order (UAE VAT Executive Regulation, Art. 59). Its number is the shop's own gap-free
 * sequence, allocated by the backend when the order is stored and apart from the order number. Prices include VAT;
 * the invoice shows each line without VAT too.
 *
 * The rounding rule (one rule, in `@proav/shop-rules`, for the page, the PDF, the e-mail and the e-invoice): the
 * invoice's VAT is that of its total, `total` x 5 / 105 rounded to the fils (the order's `vatIncluded`); each line's
 * VAT is its own gross x 5 / 105, rounded down or up so that the lines add up to the invoice's VAT exactly (the
 * largest remainders get the extra fils, ties the earlier line). A line's amount without VAT is its gross minus its
 * VAT; every total is the sum of its lines.
 */
export type TaxInvoice = {
  __typename?: 'TaxInvoice';
  /** The buyer's company when the order was placed for one; null for a consumer. */
  buyerCompany?: Maybe<Company>;
  /** The PINT AE e-invoice, for a company buyer with a TRN; null for a consumer (outside the mandate's scope). */
  eInvoice?: Maybe<EDocument>;
  /** Date of issue (ISO 8601 date, UAE time). */
  issueDate: Scalars['String']['output'];
  /** One line per product, then delivery as its own taxed line when charged. */
  lines: Array<TaxInvoiceLine>;
  /** The invoice number, e.g. `INV-000123`: sequential and gap-free across the shop. */
  number: Scalars['String']['output'];
  /** Path of the PDF in the operation's language, on the gateway's origin; owner-scoped like the order (session cookie or token; a guest posts number plus e-mail to `/orders/track/invoice.pdf`). */
  pdfPath: Scalars['String']['output'];
  /**
   * True for a bank-transfer order the shop has not yet been paid for (still `PENDING`): until the money arrives the
   * invoice serves as a pro-forma, and says so.
   */
  proForma: Scalars['Boolean']['output'];
  /** The buyer's purchase-order number, when given. */
  purchaseOrderNumber?: Maybe<Scalars['String']['output']>;
  /** The seller: legal name, address and TRN. */
  seller: InvoiceSeller;
  /** Date of supply (ISO 8601 date, UAE time): the day the order was placed. */
  supplyDate: Scalars['String']['output'];
  /** Sum of the lines' amounts without VAT. */
  totalExcludingVat: Money;
  /** What is payable, VAT included: the order's `total`. */
  totalPayable: Money;
  /** Sum of the lines' VAT: the order's `vatIncluded`. */
  totalVat: Money;
};

/** What a tax invoice line holds (Art. 59): description, quantity, prices without VAT, any discount, the VAT and the total. */
export type TaxInvoiceLine = {
  __typename?: 'TaxInvoiceLine';
  /** The line's amount without VAT: `lineTotal` - `vatAmount`. */
  amountExcludingVat: Money;
  /** What was supplied: the product's title, or `Delivery` / `التوصيل` for the delivery line. */
  description: Scalars['String']['output'];
  /** Discount per item without VAT when sold below its list price (the sale price against the list price); null otherwise. */
  discountExcludingVat?: Maybe<Money>;
  /** PRODUCT or DELIVERY. */
  kind: TaxInvoiceLineKind;
  /** The line's amount with VAT. */
  lineTotal: Money;
  /** Part number, for products that have one. */
  partNumber?: Maybe<Scalars['String']['output']>;
  /** How many. */
  quantity: Scalars['Int']['output'];
  /** Price per item without VAT (rounded to the fils for display; `amountExcludingVat` is exact). */
  unitPriceExcludingVat: Money;
  /** The line's VAT (see `TaxInvoice` for the rounding rule). */
  vatAmount: Money;
  /** VAT rate in percent: `5`. */
  vatRate: Scalars['Int']['output'];
};

/** What a tax invoice line is. */
export type TaxInvoiceLineKind =
  /** The delivery charge. */
  | 'DELIVERY'
  /** A product sold. */
  | 'PRODUCT';

/**
 * Changes to the shopper's own profile. Omitted (or null) fields stay as they are; an empty `phone` removes it.
 * Same rules as `RegisterInput`; a new `email` must not belong to another account and needs `currentPassword`.
 */
export type UpdateProfileInput = {
  /**
   * The shopper's current password. Required when `email` changes (an `email` equal to the current one, in any
   * case, is no change); checked against the account (`WRONG_PASSWORD`) and never stored. Ignored otherwise.
   */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  /** New e-mail address (same rules as `RegisterInput.email`); needs `currentPassword`. Omitted or null keeps the current one. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** New given name, 1 to 50 characters; omitted or null keeps the current one. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** New family name, 1 to 50 characters; omitted or null keeps the current one. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** New UAE phone number; an empty string removes it, omitted or null keeps the current one. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  AcceptQuoteResult:
    | ( Omit<QuoteAccepted, 'order' | 'quote'> & { order: _RefType['Order'], quote: _RefType['Quote'] } )
    | ( Omit<QuoteRefused, 'quote'> & { quote?: Maybe<_RefType['Quote']> } )
  ;
  AddressResult:
    | ( RestAddress )
    | ( AddressInvalid )
  ;
  CompanyProfileResult:
    | ( CompanyInvalid )
    | ( RestUser )
  ;
  PlaceOrderResult:
    | ( OrderModel )
    | ( OrderRefused )
  ;
  RequestQuoteResult:
    | ( Omit<QuoteRefused, 'quote'> & { quote?: Maybe<_RefType['Quote']> } )
    | ( QuoteRequestedModel )
  ;
  SignInResult:
    | ( RestAuth )
    | ( SignInRefused )
  ;
}>;

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  ErrorResult:
    | ( AddressInvalid )
    | ( CompanyInvalid )
    | ( OrderRefused )
    | ( Omit<QuoteRefused, 'quote'> & { quote?: Maybe<_RefType['Quote']> } )
    | ( SignInRefused )
  ;
}>;

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AcceptQuoteInput: AcceptQuoteInput;
  AcceptQuoteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AcceptQuoteResult']>;
  Address: ResolverTypeWrapper<RestAddress>;
  AddressInput: AddressInput;
  AddressInvalid: ResolverTypeWrapper<AddressInvalid>;
  AddressResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['AddressResult']>;
  AuthPayload: ResolverTypeWrapper<RestAuth>;
  BankTransferDetails: ResolverTypeWrapper<BankTransferDetails>;
  BankTransferInstructions: ResolverTypeWrapper<OrderModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BooleanFacet: ResolverTypeWrapper<BooleanFacet>;
  Brand: ResolverTypeWrapper<RestBrand>;
  BrandFacet: ResolverTypeWrapper<Omit<BrandFacet, 'brand'> & { brand: ResolversTypes['Brand'] }>;
  CacheControlScope: CacheControlScope;
  Cart: ResolverTypeWrapper<PricedCart>;
  CartItemInput: CartItemInput;
  CartLine: ResolverTypeWrapper<PricedCartLine>;
  CategoryFacet: ResolverTypeWrapper<Omit<CategoryFacet, 'category'> & { category: ResolversTypes['ProductCategory'] }>;
  ChangePasswordInput: ChangePasswordInput;
  Company: ResolverTypeWrapper<RestCompany>;
  CompanyAddress: ResolverTypeWrapper<RestCompany>;
  CompanyAddressInput: CompanyAddressInput;
  CompanyInput: CompanyInput;
  CompanyInvalid: ResolverTypeWrapper<CompanyInvalid>;
  CompanyProfileResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['CompanyProfileResult']>;
  ContactMessageInput: ContactMessageInput;
  ContactMessageResult: ResolverTypeWrapper<ContactMessageResult>;
  Customer: ResolverTypeWrapper<RestUser>;
  DidYouMean: ResolverTypeWrapper<Omit<DidYouMean, 'categories' | 'subCategories'> & { categories: Array<ResolversTypes['ProductCategory']>, subCategories: Array<ResolversTypes['SubCategory']> }>;
  EDocument: ResolverTypeWrapper<EDocumentModel>;
  EDocumentStatus: EDocumentStatus;
  EmailDelivery: ResolverTypeWrapper<EmailDelivery>;
  EmailDeliveryStatus: EmailDeliveryStatus;
  Emirate: Emirate;
  ErrorResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ErrorResult']>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FieldErrorCode: FieldErrorCode;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageFormat: ResolverTypeWrapper<ImageFormat>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoiceSeller: ResolverTypeWrapper<SellerDetails>;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderAddress: ResolverTypeWrapper<RestAddressFields>;
  OrderCompanyInput: OrderCompanyInput;
  OrderConnection: ResolverTypeWrapper<OrderPage>;
  OrderEdge: ResolverTypeWrapper<OrderEdgeModel>;
  OrderLine: ResolverTypeWrapper<RestOrderLine>;
  OrderRefused: ResolverTypeWrapper<OrderRefused>;
  OrderRefusedCode: OrderRefusedCode;
  OrderStatus: OrderStatus;
  OrderStatusChange: ResolverTypeWrapper<OrderStatusChangeModel>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentMethod: PaymentMethod;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PlaceOrderResult']>;
  PriceBandFacet: ResolverTypeWrapper<PriceBandFacet>;
  Product: ResolverTypeWrapper<RestProduct>;
  ProductBadge: ProductBadge;
  ProductCategory: ResolverTypeWrapper<RestProductCategory>;
  ProductConnection: ResolverTypeWrapper<ProductPage>;
  ProductEdge: ResolverTypeWrapper<ProductEdgeModel>;
  ProductFacets: ResolverTypeWrapper<Omit<ProductFacets, 'brands' | 'categories' | 'subCategories'> & { brands: Array<ResolversTypes['BrandFacet']>, categories: Array<ResolversTypes['CategoryFacet']>, subCategories: Array<ResolversTypes['SubCategoryFacet']> }>;
  ProductFilter: ProductFilter;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductSort: ProductSort;
  ProductSpecification: ResolverTypeWrapper<ProductSpecification>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<RestQuote>;
  QuoteAccepted: ResolverTypeWrapper<Omit<QuoteAccepted, 'order' | 'quote'> & { order: ResolversTypes['Order'], quote: ResolversTypes['Quote'] }>;
  QuoteConnection: ResolverTypeWrapper<QuotePage>;
  QuoteEdge: ResolverTypeWrapper<QuoteEdgeModel>;
  QuoteLine: ResolverTypeWrapper<RestQuoteLine>;
  QuoteLineInput: QuoteLineInput;
  QuoteRefused: ResolverTypeWrapper<Omit<QuoteRefused, 'quote'> & { quote?: Maybe<ResolversTypes['Quote']> }>;
  QuoteRefusedCode: QuoteRefusedCode;
  QuoteRequested: ResolverTypeWrapper<QuoteRequestedModel>;
  QuoteStatus: QuoteStatus;
  QuoteTotals: ResolverTypeWrapper<QuoteTotals>;
  RegisterInput: RegisterInput;
  RequestPasswordResetPayload: ResolverTypeWrapper<RequestPasswordResetPayload>;
  RequestQuoteInput: RequestQuoteInput;
  RequestQuoteResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RequestQuoteResult']>;
  ResetPasswordInput: ResetPasswordInput;
  SearchSuggestions: ResolverTypeWrapper<Omit<SearchSuggestions, 'brands' | 'categories' | 'products' | 'subCategories'> & { brands: Array<ResolversTypes['Brand']>, categories: Array<ResolversTypes['ProductCategory']>, products: Array<ResolversTypes['Product']>, subCategories: Array<ResolversTypes['SubCategory']> }>;
  ShippingAddressInput: ShippingAddressInput;
  Shop: ResolverTypeWrapper<SellerDetails>;
  SignInRefused: ResolverTypeWrapper<SignInRefused>;
  SignInRefusedCode: SignInRefusedCode;
  SignInResult: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['SignInResult']>;
  SpecificationComparison: SpecificationComparison;
  SpecificationFacet: ResolverTypeWrapper<SpecificationFacet>;
  SpecificationFacetValue: ResolverTypeWrapper<SpecificationFacetValue>;
  SpecificationFilter: SpecificationFilter;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubCategory: ResolverTypeWrapper<RestSubCategory>;
  SubCategoryFacet: ResolverTypeWrapper<Omit<SubCategoryFacet, 'subCategory'> & { subCategory: ResolversTypes['SubCategory'] }>;
  TaxCreditNote: ResolverTypeWrapper<OrderModel>;
  TaxInvoice: ResolverTypeWrapper<OrderModel>;
  TaxInvoiceLine: ResolverTypeWrapper<TaxInvoiceLineModel>;
  TaxInvoiceLineKind: TaxInvoiceLineKind;
  UpdateProfileInput: UpdateProfileInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AcceptQuoteInput: AcceptQuoteInput;
  AcceptQuoteResult: ResolversUnionTypes<ResolversParentTypes>['AcceptQuoteResult'];
  Address: RestAddress;
  AddressInput: AddressInput;
  AddressInvalid: AddressInvalid;
  AddressResult: ResolversUnionTypes<ResolversParentTypes>['AddressResult'];
  AuthPayload: RestAuth;
  BankTransferDetails: BankTransferDetails;
  BankTransferInstructions: OrderModel;
  Boolean: Scalars['Boolean']['output'];
  BooleanFacet: BooleanFacet;
  Brand: RestBrand;
  BrandFacet: Omit<BrandFacet, 'brand'> & { brand: ResolversParentTypes['Brand'] };
  Cart: PricedCart;
  CartItemInput: CartItemInput;
  CartLine: PricedCartLine;
  CategoryFacet: Omit<CategoryFacet, 'category'> & { category: ResolversParentTypes['ProductCategory'] };
  ChangePasswordInput: ChangePasswordInput;
  Company: RestCompany;
  CompanyAddress: RestCompany;
  CompanyAddressInput: CompanyAddressInput;
  CompanyInput: CompanyInput;
  CompanyInvalid: CompanyInvalid;
  CompanyProfileResult: ResolversUnionTypes<ResolversParentTypes>['CompanyProfileResult'];
  ContactMessageInput: ContactMessageInput;
  ContactMessageResult: ContactMessageResult;
  Customer: RestUser;
  DidYouMean: Omit<DidYouMean, 'categories' | 'subCategories'> & { categories: Array<ResolversParentTypes['ProductCategory']>, subCategories: Array<ResolversParentTypes['SubCategory']> };
  EDocument: EDocumentModel;
  EmailDelivery: EmailDelivery;
  ErrorResult: ResolversInterfaceTypes<ResolversParentTypes>['ErrorResult'];
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImageFormat: ImageFormat;
  Int: Scalars['Int']['output'];
  InvoiceSeller: SellerDetails;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Order: OrderModel;
  OrderAddress: RestAddressFields;
  OrderCompanyInput: OrderCompanyInput;
  OrderConnection: OrderPage;
  OrderEdge: OrderEdgeModel;
  OrderLine: RestOrderLine;
  OrderRefused: OrderRefused;
  OrderStatusChange: OrderStatusChangeModel;
  PageInfo: PageInfo;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderResult: ResolversUnionTypes<ResolversParentTypes>['PlaceOrderResult'];
  PriceBandFacet: PriceBandFacet;
  Product: RestProduct;
  ProductCategory: RestProductCategory;
  ProductConnection: ProductPage;
  ProductEdge: ProductEdgeModel;
  ProductFacets: Omit<ProductFacets, 'brands' | 'categories' | 'subCategories'> & { brands: Array<ResolversParentTypes['BrandFacet']>, categories: Array<ResolversParentTypes['CategoryFacet']>, subCategories: Array<ResolversParentTypes['SubCategoryFacet']> };
  ProductFilter: ProductFilter;
  ProductImage: ProductImage;
  ProductSpecification: ProductSpecification;
  Query: Record<PropertyKey, never>;
  Quote: RestQuote;
  QuoteAccepted: Omit<QuoteAccepted, 'order' | 'quote'> & { order: ResolversParentTypes['Order'], quote: ResolversParentTypes['Quote'] };
  QuoteConnection: QuotePage;
  QuoteEdge: QuoteEdgeModel;
  QuoteLine: RestQuoteLine;
  QuoteLineInput: QuoteLineInput;
  QuoteRefused: Omit<QuoteRefused, 'quote'> & { quote?: Maybe<ResolversParentTypes['Quote']> };
  QuoteRequested: QuoteRequestedModel;
  QuoteTotals: QuoteTotals;
  RegisterInput: RegisterInput;
  RequestPasswordResetPayload: RequestPasswordResetPayload;
  RequestQuoteInput: RequestQuoteInput;
  RequestQuoteResult: ResolversUnionTypes<ResolversParentTypes>['RequestQuoteResult'];
  ResetPasswordInput: ResetPasswordInput;
  SearchSuggestions: Omit<SearchSuggestions, 'brands' | 'categories' | 'products' | 'subCategories'> & { brands: Array<ResolversParentTypes['Brand']>, categories: Array<ResolversParentTypes['ProductCategory']>, products: Array<ResolversParentTypes['Product']>, subCategories: Array<ResolversParentTypes['SubCategory']> };
  ShippingAddressInput: ShippingAddressInput;
  Shop: SellerDetails;
  SignInRefused: SignInRefused;
  SignInResult: ResolversUnionTypes<ResolversParentTypes>['SignInResult'];
  SpecificationFacet: SpecificationFacet;
  SpecificationFacetValue: SpecificationFacetValue;
  SpecificationFilter: SpecificationFilter;
  String: Scalars['String']['output'];
  SubCategory: RestSubCategory;
  SubCategoryFacet: Omit<SubCategoryFacet, 'subCategory'> & { subCategory: ResolversParentTypes['SubCategory'] };
  TaxCreditNote: OrderModel;
  TaxInvoice: OrderModel;
  TaxInvoiceLine: TaxInvoiceLineModel;
  UpdateProfileInput: UpdateProfileInput;
}>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AcceptQuoteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptQuoteResult'] = ResolversParentTypes['AcceptQuoteResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'QuoteAccepted' | 'QuoteRefused', ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  building?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emirate?: Resolver<ResolversTypes['Emirate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddressInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressInvalid'] = ResolversParentTypes['AddressInvalid']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AddressResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressResult'] = ResolversParentTypes['AddressResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Address' | 'AddressInvalid', ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type BankTransferDetailsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankTransferDetails'] = ResolversParentTypes['BankTransferDetails']> = ResolversObject<{
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iban?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  swift?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BankTransferInstructionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankTransferInstructions'] = ResolversParentTypes['BankTransferInstructions']> = ResolversObject<{
  account?: Resolver<ResolversTypes['BankTransferDetails'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BooleanFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BooleanFacet'] = ResolversParentTypes['BooleanFacet']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<BrandProductsArgs, 'first' | 'sort'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandFacet'] = ResolversParentTypes['BrandFacet']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  amountToFreeShipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  freeShippingThreshold?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  notInLanguageProductIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unavailableProductIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  vatIncluded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CartLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = ResolversObject<{
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type CategoryFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CategoryFacet'] = ResolversParentTypes['CategoryFacet']> = ResolversObject<{
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  billingAddress?: Resolver<ResolversTypes['CompanyAddress'], ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyAddress'] = ResolversParentTypes['CompanyAddress']> = ResolversObject<{
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  building?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emirate?: Resolver<ResolversTypes['Emirate'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CompanyInvalidResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyInvalid'] = ResolversParentTypes['CompanyInvalid']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type CompanyProfileResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompanyProfileResult'] = ResolversParentTypes['CompanyProfileResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'CompanyInvalid' | 'Customer', ParentType, ContextType>;
}>;

export type ContactMessageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactMessageResult'] = ResolversParentTypes['ContactMessageResult']> = ResolversObject<{
  status?: Resolver<ResolversTypes['EmailDeliveryStatus'], ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DidYouMeanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DidYouMean'] = ResolversParentTypes['DidYouMean']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['SubCategory']>, ParentType, ContextType>;
}>;

export type EDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EDocument'] = ResolversParentTypes['EDocument']> = ResolversObject<{
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['EDocumentStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  xmlPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EmailDeliveryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmailDelivery'] = ResolversParentTypes['EmailDelivery']> = ResolversObject<{
  status?: Resolver<ResolversTypes['EmailDeliveryStatus'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ErrorResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErrorResult'] = ResolversParentTypes['ErrorResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AddressInvalid' | 'CompanyInvalid' | 'OrderRefused' | 'QuoteRefused' | 'SignInRefused', ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['FieldErrorCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FieldErrorCodeResolvers = EnumResolverSignature<{ ACCOUNT_BLOCKED?: any, DUPLICATE?: any, INVALID?: any, INVALID_CODE?: any, INVALID_CREDENTIALS?: any, NOT_FOUND?: any, OUT_OF_RANGE?: any, OUT_OF_STOCK?: any, OVER_LIMIT?: any, PRODUCT_UNAVAILABLE?: any, REQUIRED?: any, TAKEN?: any, TOO_LONG?: any, TOO_MANY?: any, TOO_SHORT?: any, WRONG_PASSWORD?: any }, ResolversTypes['FieldErrorCode']>;

export type ImageFormatResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageFormat'] = ResolversParentTypes['ImageFormat']> = ResolversObject<{
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoiceSellerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceSeller'] = ResolversParentTypes['InvoiceSeller']> = ResolversObject<{
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MoneyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptQuote?: Resolver<ResolversTypes['AcceptQuoteResult'], ParentType, ContextType, RequireFields<MutationAcceptQuoteArgs, 'input'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  login?: Resolver<ResolversTypes['SignInResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'identifier' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  placeOrder?: Resolver<ResolversTypes['PlaceOrderResult'], ParentType, ContextType, RequireFields<MutationPlaceOrderArgs, 'input'>>;
  register?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCompanyProfile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestPasswordReset?: Resolver<ResolversTypes['RequestPasswordResetPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestQuote?: Resolver<ResolversTypes['RequestQuoteResult'], ParentType, ContextType, RequireFields<MutationRequestQuoteArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  saveCompanyProfile?: Resolver<ResolversTypes['CompanyProfileResult'], ParentType, ContextType, RequireFields<MutationSaveCompanyProfileArgs, 'input'>>;
  sendContactMessage?: Resolver<ResolversTypes['ContactMessageResult'], ParentType, ContextType, RequireFields<MutationSendContactMessageArgs, 'input'>>;
  setDefaultAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationSetDefaultAddressArgs, 'id'>>;
  signOutEverywhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updateAddress?: Resolver<ResolversTypes['AddressResult'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
}>;

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  bankTransfer?: Resolver<Maybe<ResolversTypes['BankTransferInstructions']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  confirmationEmail?: Resolver<Maybe<ResolversTypes['EmailDelivery']>, ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNote?: Resolver<Maybe<ResolversTypes['TaxCreditNote']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isGuestOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['PaymentMethod'], ParentType, ContextType>;
  purchaseOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quoteNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['OrderAddress'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  statusHistory?: Resolver<Array<ResolversTypes['OrderStatusChange']>, ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxInvoice?: Resolver<Maybe<ResolversTypes['TaxInvoice']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatIncluded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = ResolversObject<{
  area?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  building?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emirate?: Resolver<ResolversTypes['Emirate'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderConnection'] = ResolversParentTypes['OrderConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['OrderEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderEdge'] = ResolversParentTypes['OrderEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  partNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type OrderRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderRefused'] = ResolversParentTypes['OrderRefused']> = ResolversObject<{
  code?: Resolver<ResolversTypes['OrderRefusedCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OrderStatusChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderStatusChange'] = ResolversParentTypes['OrderStatusChange']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PlaceOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaceOrderResult'] = ResolversParentTypes['PlaceOrderResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'Order' | 'OrderRefused', ParentType, ContextType>;
}>;

export type PriceBandFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PriceBandFacet'] = ResolversParentTypes['PriceBandFacet']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  badges?: Resolver<Array<ResolversTypes['ProductBadge']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  descriptionLanguage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercent?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['ProductImage'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  onSale?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  related?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<ProductRelatedArgs, 'first'>>;
  salePrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specifications?: Resolver<Array<ResolversTypes['ProductSpecification']>, ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['SubCategory']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductCategory'] = ResolversParentTypes['ProductCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<ProductCategoryProductsArgs, 'first' | 'sort'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['SubCategory']>, ParentType, ContextType>;
}>;

export type ProductConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductConnection'] = ResolversParentTypes['ProductConnection']> = ResolversObject<{
  didYouMean?: Resolver<Maybe<ResolversTypes['DidYouMean']>, ParentType, ContextType>;
  edges?: Resolver<Array<ResolversTypes['ProductEdge']>, ParentType, ContextType>;
  facets?: Resolver<Maybe<ResolversTypes['ProductFacets']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductEdge'] = ResolversParentTypes['ProductEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
}>;

export type ProductFacetsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductFacets'] = ResolversParentTypes['ProductFacets']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['BrandFacet']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CategoryFacet']>, ParentType, ContextType>;
  inStock?: Resolver<Array<ResolversTypes['BooleanFacet']>, ParentType, ContextType>;
  onSale?: Resolver<Array<ResolversTypes['BooleanFacet']>, ParentType, ContextType>;
  priceBands?: Resolver<Array<ResolversTypes['PriceBandFacet']>, ParentType, ContextType>;
  specifications?: Resolver<Array<ResolversTypes['SpecificationFacet']>, ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['SubCategoryFacet']>, ParentType, ContextType>;
}>;

export type ProductImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = ResolversObject<{
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isPlaceholder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  large?: Resolver<Maybe<ResolversTypes['ImageFormat']>, ParentType, ContextType>;
  medium?: Resolver<Maybe<ResolversTypes['ImageFormat']>, ParentType, ContextType>;
  small?: Resolver<Maybe<ResolversTypes['ImageFormat']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ImageFormat']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductSpecificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductSpecification'] = ResolversParentTypes['ProductSpecification']> = ResolversObject<{
  comparison?: Resolver<ResolversTypes['SpecificationComparison'], ParentType, ContextType>;
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numericValue?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType, RequireFields<QueryBrandArgs, 'slug'>>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<QueryCartArgs, 'items'>>;
  categories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType, RequireFields<QueryCategoryArgs, 'slug'>>;
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  myAddresses?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  myOrders?: Resolver<ResolversTypes['OrderConnection'], ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'first'>>;
  myQuotes?: Resolver<ResolversTypes['QuoteConnection'], ParentType, ContextType, RequireFields<QueryMyQuotesArgs, 'first'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'number'>>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, Partial<QueryProductArgs>>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'first' | 'sort'>>;
  productsByIds?: Resolver<Array<Maybe<ResolversTypes['Product']>>, ParentType, ContextType, RequireFields<QueryProductsByIdsArgs, 'ids'>>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<QueryQuoteArgs, 'number'>>;
  search?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'keyword'>>;
  searchSuggestions?: Resolver<ResolversTypes['SearchSuggestions'], ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'first' | 'keyword'>>;
  shop?: Resolver<ResolversTypes['Shop'], ParentType, ContextType>;
  subCategory?: Resolver<Maybe<ResolversTypes['SubCategory']>, ParentType, ContextType, RequireFields<QuerySubCategoryArgs, 'slug'>>;
  trackOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryTrackOrderArgs, 'email' | 'number'>>;
  trackQuote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType, RequireFields<QueryTrackQuoteArgs, 'email' | 'number'>>;
  withdrawnProductIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType, RequireFields<QueryWithdrawnProductIdsArgs, 'ids'>>;
}>;

export type QuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = ResolversObject<{
  canAccept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emirate?: Resolver<ResolversTypes['Emirate'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isGuestQuote?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['QuoteLine']>, ParentType, ContextType>;
  neededBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quotedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quotedTotals?: Resolver<Maybe<ResolversTypes['QuoteTotals']>, ParentType, ContextType>;
  shopNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['QuoteStatus'], ParentType, ContextType>;
  trn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  webTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type QuoteAcceptedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteAccepted'] = ResolversParentTypes['QuoteAccepted']> = ResolversObject<{
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QuoteConnectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteConnection'] = ResolversParentTypes['QuoteConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['QuoteEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Quote']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QuoteEdgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteEdge'] = ResolversParentTypes['QuoteEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
}>;

export type QuoteLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteLine'] = ResolversParentTypes['QuoteLine']> = ResolversObject<{
  partNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quotedLineTotal?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  quotedUnitPrice?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  webUnitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type QuoteRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteRefused'] = ResolversParentTypes['QuoteRefused']> = ResolversObject<{
  code?: Resolver<ResolversTypes['QuoteRefusedCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['Quote']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QuoteRequestedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteRequested'] = ResolversParentTypes['QuoteRequested']> = ResolversObject<{
  acknowledgementEmail?: Resolver<Maybe<ResolversTypes['EmailDelivery']>, ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type QuoteTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuoteTotals'] = ResolversParentTypes['QuoteTotals']> = ResolversObject<{
  shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatIncluded?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type RequestPasswordResetPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestPasswordResetPayload'] = ResolversParentTypes['RequestPasswordResetPayload']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RequestQuoteResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RequestQuoteResult'] = ResolversParentTypes['RequestQuoteResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'QuoteRefused' | 'QuoteRequested', ParentType, ContextType>;
}>;

export type SearchSuggestionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchSuggestions'] = ResolversParentTypes['SearchSuggestions']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['SubCategory']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ShopResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Shop'] = ResolversParentTypes['Shop']> = ResolversObject<{
  addressLines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bankTransfer?: Resolver<Maybe<ResolversTypes['BankTransferDetails']>, ParentType, ContextType>;
  cashOnDeliveryLimit?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  trn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SignInRefusedResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInRefused'] = ResolversParentTypes['SignInRefused']> = ResolversObject<{
  code?: Resolver<ResolversTypes['SignInRefusedCode'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type SignInResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInResult'] = ResolversParentTypes['SignInResult']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AuthPayload' | 'SignInRefused', ParentType, ContextType>;
}>;

export type SpecificationFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SpecificationFacet'] = ResolversParentTypes['SpecificationFacet']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['SpecificationFacetValue']>, ParentType, ContextType>;
}>;

export type SpecificationFacetValueResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SpecificationFacetValue'] = ResolversParentTypes['SpecificationFacetValue']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubCategory'] = ResolversParentTypes['SubCategory']> = ResolversObject<{
  category?: Resolver<Maybe<ResolversTypes['ProductCategory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductConnection'], ParentType, ContextType, RequireFields<SubCategoryProductsArgs, 'first' | 'sort'>>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubCategoryFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SubCategoryFacet'] = ResolversParentTypes['SubCategoryFacet']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subCategory?: Resolver<ResolversTypes['SubCategory'], ParentType, ContextType>;
}>;

export type TaxCreditNoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxCreditNote'] = ResolversParentTypes['TaxCreditNote']> = ResolversObject<{
  eInvoice?: Resolver<Maybe<ResolversTypes['EDocument']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TaxInvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCredited?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalExcludingVat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalVat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TaxInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxInvoice'] = ResolversParentTypes['TaxInvoice']> = ResolversObject<{
  buyerCompany?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  eInvoice?: Resolver<Maybe<ResolversTypes['EDocument']>, ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['TaxInvoiceLine']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  proForma?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  purchaseOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  seller?: Resolver<ResolversTypes['InvoiceSeller'], ParentType, ContextType>;
  supplyDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalExcludingVat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalPayable?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalVat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
}>;

export type TaxInvoiceLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TaxInvoiceLine'] = ResolversParentTypes['TaxInvoiceLine']> = ResolversObject<{
  amountExcludingVat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountExcludingVat?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TaxInvoiceLineKind'], ParentType, ContextType>;
  lineTotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  partNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPriceExcludingVat?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  vatRate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AcceptQuoteResult?: AcceptQuoteResultResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressInvalid?: AddressInvalidResolvers<ContextType>;
  AddressResult?: AddressResultResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BankTransferDetails?: BankTransferDetailsResolvers<ContextType>;
  BankTransferInstructions?: BankTransferInstructionsResolvers<ContextType>;
  BooleanFacet?: BooleanFacetResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandFacet?: BrandFacetResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CategoryFacet?: CategoryFacetResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyAddress?: CompanyAddressResolvers<ContextType>;
  CompanyInvalid?: CompanyInvalidResolvers<ContextType>;
  CompanyProfileResult?: CompanyProfileResultResolvers<ContextType>;
  ContactMessageResult?: ContactMessageResultResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  DidYouMean?: DidYouMeanResolvers<ContextType>;
  EDocument?: EDocumentResolvers<ContextType>;
  EmailDelivery?: EmailDeliveryResolvers<ContextType>;
  ErrorResult?: ErrorResultResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FieldErrorCode?: FieldErrorCodeResolvers;
  ImageFormat?: ImageFormatResolvers<ContextType>;
  InvoiceSeller?: InvoiceSellerResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderConnection?: OrderConnectionResolvers<ContextType>;
  OrderEdge?: OrderEdgeResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderRefused?: OrderRefusedResolvers<ContextType>;
  OrderStatusChange?: OrderStatusChangeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PlaceOrderResult?: PlaceOrderResultResolvers<ContextType>;
  PriceBandFacet?: PriceBandFacetResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductCategory?: ProductCategoryResolvers<ContextType>;
  ProductConnection?: ProductConnectionResolvers<ContextType>;
  ProductEdge?: ProductEdgeResolvers<ContextType>;
  ProductFacets?: ProductFacetsResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductSpecification?: ProductSpecificationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  QuoteAccepted?: QuoteAcceptedResolvers<ContextType>;
  QuoteConnection?: QuoteConnectionResolvers<ContextType>;
  QuoteEdge?: QuoteEdgeResolvers<ContextType>;
  QuoteLine?: QuoteLineResolvers<ContextType>;
  QuoteRefused?: QuoteRefusedResolvers<ContextType>;
  QuoteRequested?: QuoteRequestedResolvers<ContextType>;
  QuoteTotals?: QuoteTotalsResolvers<ContextType>;
  RequestPasswordResetPayload?: RequestPasswordResetPayloadResolvers<ContextType>;
  RequestQuoteResult?: RequestQuoteResultResolvers<ContextType>;
  SearchSuggestions?: SearchSuggestionsResolvers<ContextType>;
  Shop?: ShopResolvers<ContextType>;
  SignInRefused?: SignInRefusedResolvers<ContextType>;
  SignInResult?: SignInResultResolvers<ContextType>;
  SpecificationFacet?: SpecificationFacetResolvers<ContextType>;
  SpecificationFacetValue?: SpecificationFacetValueResolvers<ContextType>;
  SubCategory?: SubCategoryResolvers<ContextType>;
  SubCategoryFacet?: SubCategoryFacetResolvers<ContextType>;
  TaxCreditNote?: TaxCreditNoteResolvers<ContextType>;
  TaxInvoice?: TaxInvoiceResolvers<ContextType>;
  TaxInvoiceLine?: TaxInvoiceLineResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GatewayContext> = ResolversObject<{
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
