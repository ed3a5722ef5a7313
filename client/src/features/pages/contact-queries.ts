import { graphql } from "../../__generated__/gql";

/** The contact form's one write: the gateway checks it again, rate limits it and mails the shop's inbox. */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) { status }
  }
`);
