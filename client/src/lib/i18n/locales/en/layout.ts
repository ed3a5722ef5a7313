/** Header, footer, navigation and panels. */
export const layout = {
  footer: {
    address: "ProAV Shop, Dubai, United Arab Emirates. Prices in AED, VAT included.",
    dealers: "Authorised dealer of HP, Dell, Lenovo, Blackmagic Design, Autodesk and more.",
  },
} as const;
