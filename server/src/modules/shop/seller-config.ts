import { EMIRATES, trnOf, type EmirateCode, type ShopLocale } from "@proav/shop-rules";

/**
 * The seller's details for tax invoices (UAE VAT Executive Regulation, Art. 59: legal name, address, TRN), PINT AE
 * e-invoices (also the trade licence and its issuing authority) and bank-transfer instructions. The backend does
 * not hold them, and they are the shop owner's legal data, so they come from configuration (SHOP_* variables),
 * validated at start-up: a malformed value stops the gateway with an error naming its variable.
 *
 * Every variable left unset takes a SAMPLE value, so a fresh install shows a complete invoice and a bank-transfer
 * shopper always sees where to pay; `samples` names them, and while any is a sample every invoice says "Sample
 * seller details" (`Shop.sample`). A real shop sets them all (docs/configuration.md).
 */
export interface SellerDetails {
  legalName: string;
  addressLines: string[];
  /** The address as written on Arabic invoices (SHOP_ADDRESS_AR); null when only an English one is configured. */
  arabicAddressLines: string[] | null;
  /** The address in the parts an e-invoice needs: SHOP_ADDRESS's first part, the parts between, its last, SHOP_EMIRATE. */
  postalAddress: { street: string; additionalStreet: string | null; city: string; emirate: EmirateCode };
  email: string | null;
  phone: string | null;
  /** 15 digits. */
  trn: string;
  /** The trade licence (PINT AE's seller legal registration, ibr-150-ae) and the authority that issued it. */
  tradeLicence: { number: string; authority: string };
  bankTransfer: { bankName: string; accountName: string; iban: string; swift: string | null; sample: boolean };
  /** The SHOP_* variables still at their sample values; empty for a fully configured shop. */
  samples: string[];
  /** Whether any legal or bank detail is a sample (`samples` is not empty): invoices then say so. */
  sample: boolean;
}

type Env = Record<string, string | undefined>;

export class SellerConfigError extends Error {
  override name = "ConfigError";
}

/** The demo configuration's seller: plausible, complete, and flagged as samples wherever it is printed. */
export const SAMPLE_SELLER = {
  SHOP_LEGAL_NAME: "ProAV Shop",
  SHOP_ADDRESS: "Office 1204, Bay Square Building 5|Business Bay|Dubai",
  SHOP_ADDRESS_AR: "مكتب 1204، مبنى باي سكوير 5|الخليج التجاري|دبي",
  SHOP_EMIRATE: "DUBAI",
  SHOP_TRN: "100000000000003",
  SHOP_TRADE_LICENCE: "SAMPLE-000001",
  SHOP_TRADE_LICENCE_AUTHORITY: "Dubai Department of Economy and Tourism",
  SHOP_BANK_NAME: "Sample Bank PJSC",
  // Valid mod-97 check digits, so every IBAN check passes; no real account.
  SHOP_BANK_IBAN: "AE070331234567890123456",
} as const;

/** The variables whose sample stands in while they are unset (SHOP_ADDRESS_AR follows SHOP_ADDRESS). */
const SAMPLED = [
  "SHOP_LEGAL_NAME",
  "SHOP_ADDRESS",
  "SHOP_EMIRATE",
  "SHOP_TRN",
  "SHOP_TRADE_LICENCE",
  "SHOP_TRADE_LICENCE_AUTHORITY",
  "SHOP_BANK_NAME",
  "SHOP_BANK_IBAN",
] as const;

const text = (env: Env, name: string, max = 200): string | null => {
  const value = env[name]?.trim();
  if (!value) return null;
  if (value.length > max) throw new SellerConfigError(`${name} must be at most ${max} characters`);
  return value;
};

/** UAE IBAN: AE, 2 check digits, 3-digit bank code, 16-digit account number (23 characters), mod-97 valid. */
export function isUaeIban(raw: string): boolean {
  const iban = raw.replace(/\s+/g, "").toUpperCase();
  if (!/^AE\d{21}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** One line per "|", so an address fits in one environment variable. */
const lines = (value: string): string[] =>
  value
    .split("|")
    .map((l) => l.trim())
    .filter(Boolean);

/** The seller's address in `locale`: the Arabic one on Arabic pages and invoices when configured, else English. */
export function sellerAddress(seller: SellerDetails, locale: ShopLocale): string[] {
  switch (locale) {
    case "en":
      return seller.addressLines;
    case "ar":
      return seller.arabicAddressLines ?? seller.addressLines;
    default:
      // A new language is a type error here until it has its own address setting (or chooses English's).
      return locale satisfies never;
  }
}

export function sellerFromEnv(env: Env): SellerDetails {
  const samples = SAMPLED.filter((name) => !text(env, name));
  const value = (name: (typeof SAMPLED)[number]) => text(env, name) ?? SAMPLE_SELLER[name];

  const trnText = value("SHOP_TRN");
  const trn = trnOf(trnText);
  if (trn === null) throw new SellerConfigError(`SHOP_TRN must be the 15-digit UAE tax registration number, got "${trnText}"`);

  const address = lines(value("SHOP_ADDRESS"));
  if (address.length < 2)
    throw new SellerConfigError(
      `SHOP_ADDRESS must name the street and the city, separated by "|" (e.g. "Office 12, Bay Square|Business Bay|Dubai"), got "${env.SHOP_ADDRESS}"`,
    );
  // The sample address has its Arabic; a configured English one has none unless SHOP_ADDRESS_AR is set too.
  const arabic = lines(text(env, "SHOP_ADDRESS_AR") ?? (text(env, "SHOP_ADDRESS") ? "" : SAMPLE_SELLER.SHOP_ADDRESS_AR));
  const emirate = value("SHOP_EMIRATE")
    .toUpperCase()
    .replace(/[\s-]+/g, "_");
  if (!(EMIRATES as readonly string[]).includes(emirate))
    throw new SellerConfigError(`SHOP_EMIRATE must be one of ${EMIRATES.join(", ")}, got "${env.SHOP_EMIRATE}"`);

  const ibanText = value("SHOP_BANK_IBAN");
  if (!isUaeIban(ibanText))
    throw new SellerConfigError("SHOP_BANK_IBAN must be a valid UAE IBAN (AE, 2 check digits, 19 more digits; the check digits must match)");
  const swift = text(env, "SHOP_BANK_SWIFT")?.toUpperCase() ?? null;
  if (swift !== null && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift))
    throw new SellerConfigError(`SHOP_BANK_SWIFT must be an 8 or 11 character BIC, got "${env.SHOP_BANK_SWIFT}"`);

  const legalName = value("SHOP_LEGAL_NAME");
  return {
    legalName,
    addressLines: address,
    arabicAddressLines: arabic.length ? arabic : null,
    postalAddress: {
      street: address[0] ?? "",
      additionalStreet: address.length > 2 ? address.slice(1, -1).join(", ") : null,
      city: address.at(-1) ?? "",
      emirate: emirate as EmirateCode,
    },
    email: text(env, "SHOP_EMAIL"),
    phone: text(env, "SHOP_PHONE"),
    trn,
    tradeLicence: { number: value("SHOP_TRADE_LICENCE"), authority: value("SHOP_TRADE_LICENCE_AUTHORITY") },
    bankTransfer: {
      bankName: value("SHOP_BANK_NAME"),
      accountName: text(env, "SHOP_BANK_ACCOUNT_NAME") ?? legalName,
      iban: ibanText.replace(/\s+/g, "").toUpperCase(),
      swift,
      // The demo account (SHOP_BANK_IBAN unset): every place that shows it says no payment can be made to it.
      sample: samples.includes("SHOP_BANK_IBAN"),
    },
    samples,
    sample: samples.length > 0,
  };
}
