import { graphql } from '../../gql';

/** What an order row shows in the admin lists and the dashboard. */
export const AdminOrderRowFragment = graphql(`
  fragment AdminOrderRow on Order {
    id
    orderNumber
    isGuestOrder
    itemCount
    totalAmount
    status
    allowedNextStatuses
    createdAt
    risk {
      level
      reasons
    }
    confirmation {
      status
    }
    customer {
      id
      name
      email
      phone
    }
    shippingAddress {
      name
      email
      phone
      address
      city
    }
  }
`);

export const AdminDashboardQuery = graphql(`
  query AdminDashboard {
    adminDashboard {
      storageNotice
      setupNotices
      totalUsers
      totalOrders
      totalProducts
      totalRevenue
      revenueStatuses
      recentOrders {
        ...AdminOrderRow
      }
      dailyFigures {
        day
        orders
        revenue
      }
      ordersByStatus {
        status
        count
      }
      outOfStockCount
      lowStockCount
      lowStockThreshold
      codFigures {
        days
        orders
        confirmed
        declinedOrExpired
        delivered
        returned
        returnRate
        cashDelivered
        cashOut
        byCity {
          city
          orders
          delivered
          returned
          returnRate
        }
        byRisk {
          level
          orders
          delivered
          returned
          returnRate
        }
        byItem {
          productId
          variantId
          name
          sku
          orders
          units
          delivered
          returned
          returnRate
        }
      }
      stockAlerts {
        id
        name
        brand
        stockQuantity
        images
        cardImages
        variantId
        sku
        lineName
      }
    }
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $limit: Int) {
    adminUsers(search: $search, limit: $limit) {
      items {
        id
        name
        email
        phone
        role
        isBlocked
        createdAt
      }
      pagination {
        total
      }
    }
  }
`);

export const SetUserBlockedMutation = graphql(`
  mutation SetUserBlocked($id: ID!, $isBlocked: Boolean!) {
    setUserBlocked(id: $id, isBlocked: $isBlocked) {
      id
      isBlocked
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export const AdminOrdersQuery = graphql(`
  query AdminOrders(
    $page: Int
    $limit: Int
    $search: String
    $status: OrderStatus
    $sortBy: String
    $sortOrder: SortOrder
    $readyToShip: Boolean
    $kind: OrderKind
  ) {
    adminOrders(
      kind: $kind
      page: $page
      limit: $limit
      search: $search
      status: $status
      sortBy: $sortBy
      sortOrder: $sortOrder
      readyToShip: $readyToShip
    ) {
      items {
        ...AdminOrderRow
      }
      pagination {
        page
        pages
        total
      }
    }
  }
`);

/** The numbers on the tabs: every account order, every guest order, and both. */
export const AdminOrderCountsQuery = graphql(`
  query AdminOrderCounts {
    adminOrderCounts {
      account
      guest
      all
    }
  }
`);

/** Everything the order page reads of one order (account or guest). */
export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      isGuestOrder
      itemCount
      totalAmount
      status
      allowedNextStatuses
      createdAt
      customer {
        id
        name
        email
        phone
      }
      shippingAddress {
        name
        email
        phone
        address
        city
      }
      notes
      paymentMethod
      subtotal
      shippingFee
      discountCode
      discount
      risk {
        level
        reasons
      }
      guestInfo {
        name
        email
        phone
        address
        city
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
      statusHistory {
        status
        changedAt
        changedByName
        changedByRole
        note
      }
      confirmation {
        ...AdminConfirmationFields
      }
      shipment {
        ...ShipmentFields
        paymentId
        paidAt
      }
    }
  }
`);

export const SetOrderStatusMutation = graphql(`
  mutation SetOrderStatus($id: ID!, $status: OrderStatus!, $overrideReason: String) {
    setOrderStatus(id: $id, status: $status, overrideReason: $overrideReason) {
      id
      status
      allowedNextStatuses
      canCancel
      updatedAt
      confirmation {
        status
      }
      statusHistory {
        status
        changedAt
        changedByName
        changedByRole
        note
      }
    }
  }
`);

export const DeleteOrderMutation = graphql(`
  mutation DeleteOrder($id: ID!) {
    deleteOrder(id: $id)
  }
`);

/** Every field the product table and the edit form need. */
export const AdminProductFragment = graphql(`
  fragment AdminProductFields on Product {
    id
    slug
    name
    description
    brand
    category
    condition
    price
    discountPrice
    finalPrice
    stockQuantity
    inStock
    tags
    featured
    trendy
    images
    cardImages
    createdAt
    options {
      name
      values
    }
    variants {
      id
      sku
      values
      price
      discountPrice
      stockQuantity
      ownImages
    }
  }
`);

export const SetProductVariantsMutation = graphql(`
  mutation SetProductVariants($id: ID!, $input: ProductVariantsInput!) {
    setProductVariants(id: $id, input: $input) {
      ...AdminProductFields
    }
  }
`);

export const AdminProductsQuery = graphql(`
  query AdminProducts($search: String, $category: String, $limit: Int, $page: Int) {
    adminProducts(search: $search, category: $category, limit: $limit, page: $page) {
      items {
        ...AdminProductFields
      }
      pagination {
        total
        pages
      }
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`);
