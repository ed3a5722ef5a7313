/** The cart page (/account/shopping-cart). */
export const cart = {
  meta: {
    title: "Shopping cart | ProAV Shop UAE",
  },
  heading: "Shopping cart",
  dropped_one: "One item is no longer available and was removed from your cart.",
  dropped_other: "{{count, number}} items are no longer available and were removed from your cart.",
  empty: {
    heading: "Cart empty!",
    text: "Browse workstations, broadcast and pro AV gear, and software.",
    shopNow: "Shop now",
  },
  loadError: {
    heading: "We couldn't load your cart's products",
    text: "Your cart is saved. Please refresh in a moment.",
  },
  pricesFailed: "We couldn't price your cart's latest change. Your cart is saved; refresh the page to see its prices.",
  line: {
    soldBy: "Sold by {{seller}}",
    seller: "ProAV Shop",
    quantityOf: "Quantity of {{title}}",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    remove: "Remove {{title}} from the cart",
    total: "Line total",
  },
  summary: {
    label: "Order summary",
    subtotal: "Sub Total:",
    items_one: "{{count, number}} item",
    items_other: "{{count, number}} items",
    note: "Prices include 5% VAT · delivery calculated at checkout",
    continueShopping: "Continue shopping",
    clear: "Clear cart",
    checkout: "Checkout",
    checkoutBlocked: "Remove the out-of-stock items to check out.",
    requestQuote: "Request a quote",
    quoteHint: "Buying for a company? We price these lines for you, out-of-stock ones too.",
  },
} as const;
