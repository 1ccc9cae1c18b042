import { graphql } from '../../gql';

/** What a cart line shows of its product: one set of fields for the server's cart and the freshness check. */
export const CartProductFieldsFragment = graphql(`
  fragment CartProductFields on Product {
    id
    slug
    name
    brand
    category
    price
    finalPrice
    originalPrice
    discountPrice
    images
    cardImages
    stockQuantity
    inStock
  }
`);

/** What a cart line shows of its variant, for a product sold in kinds. */
export const CartVariantFieldsFragment = graphql(`
  fragment CartVariantFields on ProductVariant {
    id
    values
    price
    finalPrice
    discountPrice
    images
    cardImages
    stockQuantity
    inStock
  }
`);

export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    id
    subtotal
    deliveryCharge
    totalAmount
    totalQuantity
    items {
      quantity
      lineTotal
      product {
        ...CartProductFields
      }
      variant {
        ...CartVariantFields
      }
    }
  }
`);

export const ServerCartQuery = graphql(`
  query ServerCart {
    cart {
      ...CartFields
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($input: AddToCartInput!) {
    addToCart(input: $input) {
      ...CartFields
    }
  }
`);

export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($input: UpdateCartInput!) {
    updateCartItem(input: $input) {
      ...CartFields
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($productId: ID!, $variantId: ID) {
    removeFromCart(productId: $productId, variantId: $variantId) {
      ...CartFields
    }
  }
`);

export const ClearCartMutation = graphql(`
  mutation ClearCart {
    clearCart {
      ...CartFields
    }
  }
`);

export const MergeCartMutation = graphql(`
  mutation MergeCart($input: MergeCartInput!) {
    mergeCart(input: $input) {
      ...CartFields
    }
  }
`);

/** The cart's products as they are now: the cart and checkout check prices and stock with it whenever they are shown. */
export const CartProductsQuery = graphql(`
  query CartProducts($ids: [ID!]!) {
    productsByIds(ids: $ids) {
      ...CartProductFields
      variants {
        ...CartVariantFields
      }
    }
  }
`);
