import { graphql } from "../../__generated__/gql";

// Sign-in, registration and password reset return a token and the shopper; the storefront keeps the token and
// the names (lib/auth/session-storage.ts).
export const LoginMutation = graphql(`
  mutation Login($identifier: String!, $password: String!) {
    login(identifier: $identifier, password: $password) {
      ... on AuthPayload { token customer { id firstName lastName email } }
      ... on SignInRefused { message fields { path message code } }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      customer { id firstName lastName email }
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) { accepted }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      token
      customer { id firstName lastName email }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const SignOutEverywhereMutation = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

export const ProfileQuery = graphql(`
  query Profile {
    me { ...ProfileView_customer ...CompanyProfile_customer }
  }
`);

export const SaveCompanyProfileMutation = graphql(`
  mutation SaveCompanyProfile($input: CompanyInput!) {
    saveCompanyProfile(input: $input) {
      ... on Customer { ...CompanyProfile_customer }
      ... on CompanyInvalid { message fields { path message code } }
    }
  }
`);

export const RemoveCompanyProfileMutation = graphql(`
  mutation RemoveCompanyProfile {
    removeCompanyProfile
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) { ...ProfileView_customer }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      customer { id firstName lastName email }
    }
  }
`);
