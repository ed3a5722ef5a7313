/** Strings shared by every screen. */
export const common = {
  shopName: "ProAV Shop",
  vatIncluded: "incl. VAT",
  loading: "Loading…",
} as const;
