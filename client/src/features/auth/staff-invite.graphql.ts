import { graphql } from '../../gql';

export const StaffInviteQuery = graphql(`
  query StaffInvite($token: String!) {
    staffInvite(token: $token) {
      name
      email
      staffRole
      shopName
      expiresAt
    }
  }
`);

export const AcceptStaffInviteMutation = graphql(`
  mutation AcceptStaffInvite($token: String!, $input: AcceptStaffInviteInput!) {
    acceptStaffInvite(token: $token, input: $input) {
      id
      email
    }
  }
`);
