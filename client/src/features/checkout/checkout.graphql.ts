import { graphql } from '../../gql';

/** Places a cash-on-delivery order; answers the new order and, for guests only, its access key. */
export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      accessKey
      order {
        ...OrderDetailFields
      }
    }
  }
`);
