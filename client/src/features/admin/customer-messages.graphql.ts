import { graphql } from '../../gql';

export const OrderMessagesQuery = graphql(`
  query OrderMessages($orderId: ID!) {
    orderMessages(orderId: $orderId) {
      id
      kind
      channel
      to
      language
      subject
      body
      state
      reason
      nextAttemptAt
      sentAt
      deliveredAt
      createdAt
      attempts {
        number
        at
        status
        answer
      }
    }
  }
`);
