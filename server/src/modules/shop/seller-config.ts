import type { ShopLocale } from "@proav/shop-rules";

/**
 * The seller's details for tax invoices and bank-transfer instructions. The backend does not hold them, and they are
 * the shop owner's legal data, so they come from configuration (SHOP_* variables), validated at start-up.
 * A UAE tax invoice must show the seller's TRN (15 digits); bank-transfer details appear only once an IBAN is set.
 */
export interface SellerDetails {
  legalName: string;
  addressLines: string[];
  /** The address as written on Arabic invoices (SHOP_ADDRESS_AR); null when only an English one is configured. */
  arabicAddressLines: string[] | null;
  email: string | null;
  phone: string | null;
  trn: string | null;
  bankTransfer: { bankName: string; accountName: string; iban: string; swift: string | null } | null;
}

type Env = Record<string, string | undefined>;

export class SellerConfigError extends Error {
  override name = "ConfigError";
}

const text = (env: Env, name: string): string | null => {
  const value = env[name]?.trim();
  if (!value) return null;
  if (value.length > 200) throw new SellerConfigError(`${name} must be at most 200 characters`);
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
  const trn = text(env, "SHOP_TRN")?.replace(/\s+/g, "") ?? null;
  if (trn !== null && !/^\d{15}$/.test(trn)) throw new SellerConfigError(`SHOP_TRN must be the 15-digit UAE tax registration number, got "${env.SHOP_TRN}"`);
  const ibanRaw = text(env, "SHOP_BANK_IBAN");
  if (ibanRaw !== null && !isUaeIban(ibanRaw)) throw new SellerConfigError("SHOP_BANK_IBAN must be a valid UAE IBAN (AE followed by 21 digits)");
  const iban = ibanRaw?.replace(/\s+/g, "").toUpperCase() ?? null;
  const legalName = text(env, "SHOP_LEGAL_NAME") ?? "ProAV Shop";
  const swift = text(env, "SHOP_BANK_SWIFT")?.toUpperCase() ?? null;
  if (swift !== null && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift))
    throw new SellerConfigError(`SHOP_BANK_SWIFT must be an 8 or 11 character BIC, got "${env.SHOP_BANK_SWIFT}"`);
  // The default address has its Arabic; a configured English one has none unless SHOP_ADDRESS_AR is set too.
  const arabic = lines(text(env, "SHOP_ADDRESS_AR") ?? (text(env, "SHOP_ADDRESS") ? "" : "دبي|الإمارات العربية المتحدة"));
  return {
    legalName,
    // One line per "|" so an address fits in one environment variable.
    addressLines: lines(text(env, "SHOP_ADDRESS") ?? "Dubai|United Arab Emirates"),
    arabicAddressLines: arabic.length ? arabic : null,
    email: text(env, "SHOP_EMAIL"),
    phone: text(env, "SHOP_PHONE"),
    trn,
    bankTransfer: iban ? { bankName: text(env, "SHOP_BANK_NAME") ?? "", accountName: text(env, "SHOP_BANK_ACCOUNT_NAME") ?? legalName, iban, swift } : null,
  };
}
