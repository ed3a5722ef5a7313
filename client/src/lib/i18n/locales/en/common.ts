/** Strings shared by every screen. */
export const common = {
  shopName: "ProAV Shop",
  vatIncluded: "incl. VAT",
  /** Between two parts of one line (an area and its emirate). */
  comma: ", ",
  loading: "Loading…",
} as const;
