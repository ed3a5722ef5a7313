// The seven emirates a delivery address can name, in the order an address form lists them; the values are the
// schema's `Emirate` enum.
export const EMIRATES = ["ABU_DHABI", "DUBAI", "SHARJAH", "AJMAN", "UMM_AL_QUWAIN", "RAS_AL_KHAIMAH", "FUJAIRAH"] as const;

export type EmirateCode = (typeof EMIRATES)[number];
