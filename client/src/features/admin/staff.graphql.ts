import { graphql } from '../../gql';

export const StaffInviteRowFragment = graphql(`
  fragment StaffInviteRow on StaffInvite {
    id
    name
    email
    staffRole
    invitedByName
    createdAt
    expiresAt
  }
`);

export const StaffOverviewQuery = graphql(`
  query StaffOverview {
    staffOverview {
      members {
        id
        name
        email
        staffRole
        isBlocked
        createdAt
      }
      invites {
        ...StaffInviteRow
      }
    }
  }
`);

export const InviteStaffMutation = graphql(`
  mutation InviteStaff($input: InviteStaffInput!) {
    inviteStaff(input: $input) {
      link
      invite {
        ...StaffInviteRow
      }
    }
  }
`);

export const RevokeStaffInviteMutation = graphql(`
  mutation RevokeStaffInvite($id: ID!) {
    revokeStaffInvite(id: $id)
  }
`);

export const SetStaffRoleMutation = graphql(`
  mutation SetStaffRole($id: ID!, $staffRole: StaffRole!) {
    setStaffRole(id: $id, staffRole: $staffRole) {
      id
      staffRole
      permissions
    }
  }
`);

export const RemoveStaffMemberMutation = graphql(`
  mutation RemoveStaffMember($id: ID!) {
    removeStaffMember(id: $id)
  }
`);
