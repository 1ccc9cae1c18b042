import { graphql } from '../../gql';

/** Staff: the checkouts left half-way over the last days, and the recovered revenue. */
export const OpenCheckoutsQuery = graphql(`
  query OpenCheckouts($days: Int) {
    openCheckouts(days: $days) {
      items {
        id
        value
        units
        items
        phone
        city
        phoneTypedAt
        reminder
        reminderReason
        remindedAt
        orderId
        orderTotal
        orderedAt
        recovered
      }
      figures {
        days
        recorded
        reminded
        ordered
        recovered
        recoveredRevenue
      }
    }
  }
`);
