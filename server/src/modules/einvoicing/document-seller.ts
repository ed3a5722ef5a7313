import type { DocumentSeller } from "@proav/einvoice";
import type { SellerDetails } from "../shop/index.js";

// The seller's configuration (SHOP_*, modules/shop) as PINT AE names it. With the demo configuration's sample
// values the documents are complete and valid, but name no real company: the provider would refuse them, which is
// why a real shop sets every SHOP_* variable before EINVOICE_ASP_URL (docs/einvoicing.md).

export function documentSellerFrom(seller: SellerDetails): DocumentSeller {
  const { street, additionalStreet, city, emirate } = seller.postalAddress;
  return {
    seller: {
      legalName: seller.legalName,
      address: { street, ...(additionalStreet ? { additionalStreet } : {}), city, emirate },
      trn: seller.trn,
      tradeLicence: seller.tradeLicence,
    },
    bank: { iban: seller.bankTransfer.iban, accountName: seller.bankTransfer.accountName, bic: seller.bankTransfer.swift },
  };
}
