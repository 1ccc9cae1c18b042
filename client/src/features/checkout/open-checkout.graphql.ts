import { graphql } from '../../gql';

/** The checkout under way, recorded once a valid phone is typed (the shop may send one reminder of it). */
export const RecordOpenCheckoutMutation = graphql(`
  mutation RecordOpenCheckout($input: RecordOpenCheckoutInput!) {
    recordOpenCheckout(input: $input) {
      token
      value
      units
    }
  }
`);

/** A reminder's link: the cart at today's prices and what was typed. */
export const ResumeCheckoutQuery = graphql(`
  query ResumeCheckout($token: String!) {
    resumeCheckout(token: $token) {
      token
      cart {
        ...CartFields
      }
      details {
        name
        email
        phone
        city
        address
      }
    }
  }
`);
