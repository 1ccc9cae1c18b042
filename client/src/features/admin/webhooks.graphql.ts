import { graphql } from '../../gql';

export const WebhooksQuery = graphql(`
  query Webhooks {
    webhookSubscriptions {
      id
      url
      events
      description
      active
      pausedAt
      pausedReason
      failingSince
      createdByName
      createdAt
    }
    webhookEvents {
      name
      description
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($subscriptionId: ID, $limit: Int) {
    webhookDeliveries(subscriptionId: $subscriptionId, limit: $limit) {
      total
      items {
        id
        subscriptionId
        event
        status
        createdAt
        nextAttemptAt
        attempts {
          number
          at
          statusCode
          error
          durationMs
        }
      }
    }
  }
`);

export const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($input: CreateWebhookSubscriptionInput!) {
    createWebhookSubscription(input: $input) {
      secret
      subscription {
        id
        url
        events
        description
        active
        pausedAt
        pausedReason
        failingSince
        createdByName
        createdAt
      }
    }
  }
`);

export const UpdateWebhookMutation = graphql(`
  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookSubscriptionInput!) {
    updateWebhookSubscription(id: $id, input: $input) {
      id
      url
      events
      description
      active
      pausedAt
      pausedReason
      failingSince
      createdByName
      createdAt
    }
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhookSubscription(id: $id) {
      id
    }
  }
`);

export const RollWebhookSecretMutation = graphql(`
  mutation RollWebhookSecret($id: ID!) {
    rollWebhookSecret(id: $id) {
      secret
      subscription {
        id
        url
        events
        description
        active
        pausedAt
        pausedReason
        failingSince
        createdByName
        createdAt
      }
    }
  }
`);

export const SendTestWebhookMutation = graphql(`
  mutation SendTestWebhook($subscriptionId: ID!) {
    sendTestWebhook(subscriptionId: $subscriptionId) {
      id
      status
    }
  }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      id
      status
      nextAttemptAt
    }
  }
`);
