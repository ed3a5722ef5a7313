import { graphql } from "../../__generated__/gql";

export const MyAddressesQuery = graphql(`
  query MyAddresses {
    myAddresses { ...AddressEditor_address }
  }
`);

export const CreateAddressMutation = graphql(`
  mutation CreateAddress($input: AddressInput!) {
    createAddress(input: $input) {
      ... on Address { ...AddressEditor_address }
      ... on AddressInvalid { message fields { path message code } }
    }
  }
`);

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ... on Address { ...AddressEditor_address }
      ... on AddressInvalid { message fields { path message code } }
    }
  }
`);

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id)
  }
`);

export const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) { id isDefault }
  }
`);
