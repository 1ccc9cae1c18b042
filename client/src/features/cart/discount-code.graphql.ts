import { graphql } from '../../gql';

/** A discount code tried on the cart's lines (with the checkout's phone and city once known). */
export const ValidateDiscountCodeQuery = graphql(`
  query ValidateDiscountCode($input: ValidateDiscountCodeInput!) {
    validateDiscountCode(input: $input) {
      valid
      message
      code
      kind
      subtotal
      discount
      deliveryCharge
      total
    }
  }
`);
