import { Field, ID, ObjectType } from '@nestjs/graphql';
import { StaffRole } from '../../common/access/permissions';
import { User } from '../../users/models/user.model';

@ObjectType('StaffInvite', { description: 'Owners only: an invitation to join the staff, not yet used.' })
export class StaffInvite {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field(() => StaffRole) staffRole: StaffRole;
  @Field({ description: 'Who sent it.' }) invitedByName: string;
  @Field() createdAt: Date;
  @Field({ description: 'After this the link no longer works (seven days after it was sent).' }) expiresAt: Date;
}

@ObjectType('StaffInvitation', { description: 'A new invitation and its link, shown this once.' })
export class StaffInvitation {
  @Field(() => StaffInvite) invite: StaffInvite;
  @Field({ description: 'The page where the person sets their password; the shop keeps no copy of it.' })
  link: string;
}

@ObjectType('StaffOverview', { description: 'Owners only: the staff members and the invitations still pending.' })
export class StaffOverview {
  @Field(() => [User], { description: 'Staff accounts, oldest first.' }) members: User[];
  @Field(() => [StaffInvite], { description: 'Pending invitations, newest first.' }) invites: StaffInvite[];
}

@ObjectType('StaffInviteDetails', { description: 'What an invitation link shows the person invited.' })
export class StaffInviteDetails {
  @Field() name: string;
  @Field() email: string;
  @Field(() => StaffRole) staffRole: StaffRole;
  @Field() shopName: string;
  @Field() expiresAt: Date;
}
