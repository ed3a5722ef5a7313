import { graphql } from "../../__generated__/gql";

/** What a signed-in shopper's checkout is prefilled with. */
export const CheckoutAccountQuery = graphql(`
  query CheckoutAccount {
    me { id email firstName lastName phone company { ...CompanySection_company } }
    myAddresses { ...SavedAddressPicker_address }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      ... on Order { ...OrderDetail_order confirmationEmail { to status } }
      ... on OrderRefused { message fields { path message code } }
    }
  }
`);

/** Saves a new address typed at checkout to the shopper's book (when they ask), so the order can refer to it. */
export const CreateCheckoutAddressMutation = graphql(`
  mutation CreateCheckoutAddress($input: AddressInput!) {
    createAddress(input: $input) {
      ... on Address { ...SavedAddressPicker_address }
      ... on AddressInvalid { message fields { path message code } }
    }
  }
`);
