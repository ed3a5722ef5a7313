/**
 * The seller block of the printed invoice. The shop's legal name, address and UAE tax registration number (TRN)
 * are not in the spec: set them here before going live (a UAE tax invoice must show the seller's TRN; the line
 * is left out while it is null).
 */
export const SHOP_DETAILS = {
  legalName: "ProAV Shop",
  addressLines: ["Dubai", "United Arab Emirates"],
  trn: null as string | null,
};
