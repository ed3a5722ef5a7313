/** Shared storefront pieces: prices, badges, paging, the shop's limit notices. */
export const components = {
  price: {
    currencySymbol: "د.إ",
    vatIncluded: "incl. VAT",
    salePrice: "Sale price",
    originalPrice: "Original price",
    discount: "-{{percent}}%",
    discountLabel: "{{percent}}% off",
  },
  badges: {
    HOT: "Hot",
    NEW: "New",
    SALE: "Sale",
    OUT_OF_STOCK: "Out of stock",
  },
  pager: {
    label: "Pages",
    first: "← First page",
    previous: "Previous page",
    next: "Next page →",
  },
  /**
   * A line whose product is out of stock: placeOrder refuses it (OUT_OF_STOCK, the same `inStock` the catalogue
   * shows), so the cart page, the cart panel and the checkout all say so in these words.
   */
  stock: {
    cannotOrder: "Out of stock: this item can't be ordered at the moment. Remove it to place your order.",
  },
  shopNotice: {
    dismiss: "Dismiss",
    cartLines: "Your cart holds up to {{max, number}} different products. Remove one to add another.",
    maxQuantity: "You can order up to {{max, number}} of one product online. For more, please contact us.",
    wishlist: "Your wishlist holds up to {{max, number}} products. Remove one to add another.",
    compare: "You can compare up to {{max, number}} products. Remove one to add another.",
    cookieSize: "Your list is full. Remove a product to add another.",
  },
} as const;
