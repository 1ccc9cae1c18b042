import { graphql } from '../../gql';

export const SessionUserFragment = graphql(`
  fragment SessionUserFields on User {
    id
    name
    email
    phone
    address
    role
    staffRole
    permissions
    isBlocked
    createdAt
  }
`);

export const LoginMutation = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...SessionUserFields
    }
  }
`);
