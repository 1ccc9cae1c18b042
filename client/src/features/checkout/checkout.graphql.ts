import { graphql } from '../../gql';

/**
 * Places a cash-on-delivery order; answers the new order and, for guests only, its access key. The
 * idempotency key makes a repeat of the same checkout attempt answer the same order.
 */
export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      accessKey
      order {
        id
        orderNumber
        ...OrderDetailFields
      }
    }
  }
`);

/** After a timeout: whether the attempt's order arrived (NOT_FOUND when it did not). */
export const OrderByIdempotencyKeyQuery = graphql(`
  query OrderByIdempotencyKey($key: String!) {
    orderByIdempotencyKey(key: $key) {
      accessKey
      order {
        id
        orderNumber
        ...OrderDetailFields
      }
    }
  }
`);
