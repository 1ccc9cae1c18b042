import { graphql } from '../../gql';

export const DiscountCodesQuery = graphql(`
  query DiscountCodes {
    discountCodes {
      id
      code
      description
      kind
      value
      minSubtotal
      startsAt
      endsAt
      maxUses
      maxUsesPerPhone
      maxUsesPerAccount
      paused
      uses
      scope {
        categories
        products
        variants
      }
      figures {
        orders
        delivered
        returned
        cancelled
        revenue
        discountGiven
      }
      createdAt
    }
  }
`);

export const CreateDiscountCodeMutation = graphql(`
  mutation CreateDiscountCode($input: CreateDiscountCodeInput!) {
    createDiscountCode(input: $input) {
      id
      code
    }
  }
`);

export const SetDiscountCodePausedMutation = graphql(`
  mutation SetDiscountCodePaused($id: ID!, $paused: Boolean!) {
    setDiscountCodePaused(id: $id, input: { paused: $paused }) {
      id
      paused
    }
  }
`);
