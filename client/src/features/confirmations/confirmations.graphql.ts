import { graphql } from '../../gql';

/** An order's confirmation as admins see it: state, calls, WhatsApp log, the link and the wa.me addresses. */
export const AdminConfirmationFragment = graphql(`
  fragment AdminConfirmationFields on OrderConfirmation {
    status
    channel
    at
    expiresAt
    link
    whatsappUrl(language: EN)
    whatsappUrlUrdu: whatsappUrl(language: UR)
    attempts {
      at
      outcome
      note
      byName
    }
    messages {
      at
      channel
      language
      status
      attempt
      error
      byName
    }
    phoneReveals {
      at
      byName
    }
  }
`);

export const LogConfirmationAttemptMutation = graphql(`
  mutation LogConfirmationAttempt($orderId: ID!, $input: ConfirmationAttemptInput!) {
    logConfirmationAttempt(orderId: $orderId, input: $input) {
      id
      status
      allowedNextStatuses
      canCancel
      updatedAt
      confirmation {
        ...AdminConfirmationFields
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

/** The fields of an order a queue card shows, so the order need not be opened. */
export const QueueOrderFragment = graphql(`
  fragment QueueOrderFields on Order {
    id
    orderNumber
    createdAt
    items {
      productId
      variantId
      name
      quantity
      options {
        name
        value
      }
    }
  }
`);

/** Waiting orders, oldest first, narrowed by the filters, with what the queue's card shows. */
export const ConfirmationQueueQuery = graphql(`
  query ConfirmationQueue($page: Int!, $risk: String, $expiresWithinHours: Int, $notContacted: Boolean) {
    # 20 cards a page, always: each card carries its calls, messages and duplicates, so a page of 100 would cost
    # more than the API's limit (server/src/graphql/query-limits.ts).
    confirmationQueue(
      page: $page
      limit: 20
      risk: $risk
      expiresWithinHours: $expiresWithinHours
      notContacted: $notContacted
    ) {
      items {
        id
        orderNumber
        createdAt
        ...QueueOrderFields
        status
        totalAmount
        notes
        risk {
          level
          reasons
        }
        itemCount
        isGuestOrder
        shippingAddress {
          name
          phone
          address
          city
        }
        confirmation {
          ...AdminConfirmationFields
        }
        possibleDuplicates {
          ...QueueOrderFields
        }
      }
      pagination {
        page
        pages
        total
        hasNext
        hasPrev
      }
    }
  }
`);

/** How many orders wait (the dashboard's figure). */
export const WaitingConfirmationsQuery = graphql(`
  query WaitingConfirmations {
    confirmationQueue(page: 1, limit: 1) {
      pagination {
        total
      }
    }
  }
`);

/** What the link's page and the tracking page show of an order (the address masked; the link's page adds `deliverTo`). */
export const PublicOrderFragment = graphql(`
  fragment PublicOrderFields on PublicOrder {
    orderNumber
    status
    placedAt
    subtotal
    deliveryCharge
    totalAmount
    confirmationStatus
    confirmedAt
    confirmationExpiresAt
    statusHistory {
      status
      changedAt
    }
    items {
      name
      image
      price
      quantity
      lineTotal
    }
    shipTo {
      name
      address
      city
      phone
    }
  }
`);

export const ConfirmationPageQuery = graphql(`
  query ConfirmationPage($token: String!) {
    confirmation(token: $token) {
      canDecide
      message
      deliverTo {
        name
        address
        city
        phone
      }
      order {
        orderNumber
        confirmationExpiresAt
        totalAmount
        ...PublicOrderFields
      }
    }
  }
`);

export const DecideConfirmationMutation = graphql(`
  mutation DecideConfirmation($token: String!, $decision: ConfirmationDecision!) {
    decideConfirmation(token: $token, decision: $decision) {
      canDecide
      message
      deliverTo {
        name
        address
        city
        phone
      }
      order {
        orderNumber
        confirmationExpiresAt
        totalAmount
        ...PublicOrderFields
      }
    }
  }
`);

export const TrackOrderQuery = graphql(`
  query TrackOrder($orderNumber: String!, $phone: String!) {
    trackOrder(orderNumber: $orderNumber, phone: $phone) {
      orderNumber
      ...PublicOrderFields
      shipment {
        ...ShipmentFields
      }
    }
  }
`);

/** An order's phone number in full for staff who see it masked (the showing is recorded on the order). */
export const RevealCustomerPhoneMutation = graphql(`
  mutation RevealCustomerPhone($orderId: ID!) {
    revealCustomerPhone(orderId: $orderId, language: EN) {
      phone
      whatsappUrl
      whatsappUrlUrdu
    }
  }
`);

/** Records that the wa.me chat was opened for the order (its message log). */
export const RecordWhatsAppOpenedMutation = graphql(`
  mutation RecordWhatsAppOpened($orderId: ID!, $language: MessageLanguage!) {
    recordWhatsAppOpened(orderId: $orderId, language: $language) {
      id
      confirmation {
        ...AdminConfirmationFields
      }
    }
  }
`);
