import { graphql } from '../../../gql';

/** Products to add to an order taken by phone: found by name, with their kinds. */
export const TakeOrderProductsQuery = graphql(`
  query TakeOrderProducts($search: String) {
    products(search: $search, limit: 8, inStock: true) {
      items {
        id
        name
        brand
        finalPrice
        stockQuantity
        options {
          name
        }
        variants {
          id
          values
          sku
          finalPrice
          stockQuantity
        }
      }
    }
  }
`);

export const TakeOrderMutation = graphql(`
  mutation TakeOrder($input: TakeOrderInput!) {
    takeOrder(input: $input) {
      order {
        id
        orderNumber
      }
    }
  }
`);
