import type { CartLine } from "@proav/shop-rules";
import { graphql } from "../../__generated__/gql";

// Every view of the cart (cart page, cart panel, WhatsApp message, checkout review) shows what the gateway's
// `cart` priced, never a sum of its own. One document for all of them, so the cache holds one answer per cart
// content: opening the panel, the cart page and the checkout for the same cart makes one request.
export const PricedCartQuery = graphql(`
  query PricedCart($items: [CartItemInput!]!) {
    cart(items: $items) {
      lines {
        quantity
        unitPrice { amount }
        lineTotal { amount }
        product {
          id
          slug
          title
          titleLanguage
          partNumber
          inStock
          price { amount }
          salePrice { amount }
          discountPercent
          brands { id name }
          image { url alt thumbnail { url width height } }
        }
      }
      unavailableProductIds
      notInLanguageProductIds
      itemCount
      subTotal { amount }
      shipping { amount }
      freeShippingThreshold { amount }
      amountToFreeShipping { amount }
      total { amount }
      vatIncluded { amount }
    }
  }
`);

/** The cart cookie's lines as the gateway's CartItemInput list, in cart order. */
export function cartItems(cart: readonly CartLine[]) {
  return cart.map((l) => ({ productId: l.id, quantity: l.quantity }));
}

/**
 * What an order placed in this language contains: the cart's lines except those not sold in it, which stay in
 * the cart both languages share (`notInLanguage`, from the priced cart) once the order is placed.
 */
export function splitForOrder<L extends { id: string }>(cart: readonly L[], notInLanguage: readonly string[] = []) {
  const elsewhere = new Set(notInLanguage);
  return { ordered: cart.filter((l) => !elsewhere.has(l.id)), kept: cart.filter((l) => elsewhere.has(l.id)) };
}
