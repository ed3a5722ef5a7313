/** Shared storefront pieces: prices, badges, paging, the shop's limit notices. */
export const components = {
  price: {
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
  /**
   * A product sold in one of the shop's languages only: a page in the other language leaves it out, but the
   * cart, wishlist and compare list both languages share keep it.
   */
  otherLanguage: {
    saved_one: "One product you saved is not sold in this language, so it is not shown here. It stays on your list.",
    saved_other: "{{count, number}} products you saved are not sold in this language, so they are not shown here. They stay on your list.",
    cart_one: "One item in your cart is not sold in this language, so it is not shown or counted here. It stays in your cart.",
    cart_other: "{{count, number}} items in your cart are not sold in this language, so they are not shown or counted here. They stay in your cart.",
  },
} as const;
