/** Product cards, wherever a list of products is shown. */
export const catalog = {
  card: {
    noBrand: "No Brand",
    partNumber: "Part no. {{partNumber}}",
    addToCart: "Add to cart",
    outOfStock: "Out of stock",
    addToWishlist: "Add {{title}} to wishlist",
  },
} as const;
