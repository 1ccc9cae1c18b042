import { graphql } from '../../gql';

/** The parcel, as the customer's order page, the tracking page and the admin show it. */
export const ShipmentFieldsFragment = graphql(`
  fragment ShipmentFields on Shipment {
    courier
    courierName
    trackingNumber
    trackingUrl
    riderName
    booked
    bookedAt
    deliveredAt
    returnedAt
    events {
      at
      code
      description
      location
    }
  }
`);

/** Everything the confirmation / detail page shows of one order. */
export const OrderDetailFieldsFragment = graphql(`
  fragment OrderDetailFields on Order {
    id
    orderNumber
    createdAt
    status
    canCancel
    paymentMethod
    subtotal
    shippingFee
    discountCode
    discount
    totalAmount
    notes
    isGuestOrder
    itemCount
    confirmation {
      status
    }
    shippingAddress {
      name
      email
      phone
      address
      city
    }
    guestInfo {
      name
      email
      phone
      address
      city
    }
    customer {
      id
      name
      email
      phone
    }
    items {
      productId
      variantId
      sku
      options {
        name
        value
      }
      name
      brand
      category
      image
      quantity
      price
      lineTotal
    }
    shipment {
      ...ShipmentFields
    }
  }
`);

/** One order: the customer's own (no key), or a guest order with its access key. */
export const OrderDetailQuery = graphql(`
  query OrderDetail($id: ID!, $accessKey: String) {
    order(id: $id, accessKey: $accessKey) {
      ...OrderDetailFields
    }
  }
`);

/** What a row of the order history shows. */
export const OrderHistoryFieldsFragment = graphql(`
  fragment OrderHistoryFields on Order {
    id
    orderNumber
    createdAt
    status
    canCancel
    totalAmount
    itemCount
  }
`);

export const MyOrdersQuery = graphql(`
  query MyOrders($page: Int!, $limit: Int!) {
    myOrders(page: $page, limit: $limit) {
      items {
        ...OrderHistoryFields
      }
      pagination {
        page
        pages
        total
      }
    }
  }
`);

/** Answers the cancelled order, so every cached view of it (history row, detail) updates itself. */
export const CancelMyOrderMutation = graphql(`
  mutation CancelMyOrder($id: ID!) {
    cancelMyOrder(id: $id) {
      ...OrderHistoryFields
      ...OrderDetailFields
    }
  }
`);
