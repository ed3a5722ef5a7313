/** The wishlist page (/account/wishlist). */
export const wishlist = {
  meta: {
    title: "Wishlist | ProAV Shop UAE",
  },
  heading: "Wishlist",
  dropped: "Products that are no longer available were removed from your wishlist.",
  empty: {
    heading: "Your wishlist is empty",
    text: "Tap the heart on any product to keep it here.",
    shopNow: "Shop now",
  },
  loadError: {
    heading: "We couldn't load your wishlist",
    text: "Your list is saved. Please refresh in a moment.",
  },
} as const;
