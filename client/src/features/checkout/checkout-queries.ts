import { graphql } from "../../__generated__/gql";

// The review's money comes from the gateway's `cart` (the same rules placeOrder uses), never from the browser.
export const CheckoutCartQuery = graphql(`
  query CheckoutCart($items: [CartItemInput!]!) {
    cart(items: $items) {
      lines { quantity product { id } }
      unavailableProductIds
      total { amount }
      ...CheckoutReview_cart
    }
  }
`);

/** What a signed-in shopper's checkout is prefilled with. */
export const CheckoutAccountQuery = graphql(`
  query CheckoutAccount {
    me { id email firstName lastName phone }
    myAddresses { id name phone emirate area street building isDefault }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) { ...OrderDetail_order confirmationEmail { to status } }
  }
`);

/** Saves a new address typed at checkout to the shopper's book (when they ask), so the order can refer to it. */
export const CreateCheckoutAddressMutation = graphql(`
  mutation CreateCheckoutAddress($input: AddressInput!) {
    createAddress(input: $input) { id name phone emirate area street building isDefault }
  }
`);
