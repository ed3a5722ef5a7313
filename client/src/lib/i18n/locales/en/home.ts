/** The home page and its variants. */
export const home = {
  seoTitle: "ProAV Shop UAE | Workstations, Broadcast, Pro AV and AEC Software",
  description:
    "Authorised UAE dealer of HP, Dell and Lenovo workstations, Blackmagic Design and AJA broadcast gear, Genelec and Focusrite pro audio, and Autodesk, Bentley and Graphisoft software. Prices in AED incl. VAT.",
  hero: {
    eyebrow: "Authorised dealer · Dubai, UAE",
    title: "Professional workstations, broadcast and pro AV, delivered across the UAE",
    text: "Certified workstations, live production and studio gear, and AEC software licences. Prices in AED, VAT included.",
    shop: "Shop all products",
    deals: "See the deals",
    points: ["Manufacturer's warranty", "Tax invoices for businesses", "Cash on delivery or bank transfer"],
  },
  categoriesTitle: "Shop by category",
  subCategories_one: "{{count}} range",
  subCategories_other: "{{count}} ranges",
  dealsTitle: "On-sale deals",
  dealsMeta_one: "{{count}} product on sale",
  dealsMeta_other: "{{count}} products on sale",
  dealsAll: "All deals",
  newTitle: "New arrivals",
  newMeta: "{{count}} products in the catalogue",
  newAll: "Shop everything",
  brandsTitle: "Our brands",
  failedTitle: "Our catalogue is taking a break",
  failedText: "We couldn't load products just now. Please refresh in a moment; your cart is kept.",
  emptyText: "No products are available yet.",
} as const;
