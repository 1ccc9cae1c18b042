import { graphql } from '../../gql';

export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      id
      name
      prefix
      scopes
      createdByName
      createdAt
      expiresAt
      revokedAt
      lastUsedAt
      status
    }
    apiKeyScopes {
      name
      description
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      key
      apiKey {
        id
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
      status
    }
  }
`);
