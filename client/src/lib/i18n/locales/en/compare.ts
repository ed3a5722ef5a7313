/** The compare page (/account/compare). */
export const compare = {
  meta: {
    title: "Compare products | ProAV Shop UAE",
  },
  heading: "Compare products",
  dropped: "Products that are no longer available were removed from the comparison.",
  empty: {
    heading: "Nothing to compare yet",
    text: "Use “Compare” on up to {{max, number}} products to see them side by side.",
    shopNow: "Shop now",
  },
  loadError: {
    heading: "We couldn't load these products",
    text: "Your list is saved. Please refresh in a moment.",
  },
  table: {
    label: "Compared products",
    product: "Product",
    price: "Price",
    brand: "Brand",
    partNumber: "Part number",
    category: "Category",
    availability: "Availability",
    description: "Description",
    actions: "Actions",
    noBrand: "No Brand",
    none: "—",
    inStock: "In stock",
    outOfStock: "Out of stock",
    addToCart: "Add to cart",
    remove: "Remove",
    removeLabel: "Remove {{title}} from compare",
  },
  specifications: {
    differencesOnly: "Show differences only",
    showAll: "Show all specifications",
    showingDifferences: "Showing only the specifications that differ.",
    noDifferences: "These products have the same specifications.",
    best: "Best",
    missing: "Not specified",
  },
} as const;
