import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Anonymous, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { User } from '../users/models/user.model';
import { AcceptStaffInviteInput, InviteStaffInput, StaffRoleArgs } from './dto/staff.inputs';
import { StaffInvitation, StaffInviteDetails, StaffOverview } from './models/staff.model';
import { StaffService } from './staff.service';

/** Staff members and invitations: the same StaffService methods as REST /api/v1/admin/staff and /api/v1/staff-invites. */
@Resolver()
export class StaffResolver {
  constructor(private readonly staff: StaffService) {}

  @Staff(Permission.StaffManage)
  @Query(() => StaffOverview, { description: 'Owners: the staff members and the pending invitations.' })
  staffOverview(): Promise<StaffOverview> {
    return this.staff.overview();
  }

  @Staff(Permission.StaffManage)
  @Mutation(() => StaffInvitation, {
    description:
      'Owners: invites a person to the staff; answers the link, shown this once. Replaces a pending invitation to the same e-mail; CONFLICT when the e-mail has an account.',
  })
  inviteStaff(@Ctx() ctx: RequestContext, @Args('input') input: InviteStaffInput): Promise<StaffInvitation> {
    return this.staff.invite(ctx, input);
  }

  @Staff(Permission.StaffManage)
  @Mutation(() => Boolean, { description: 'Owners: withdraws a pending invitation; its link stops working.' })
  async revokeStaffInvite(@Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.staff.revoke(id);
    return true;
  }

  @Staff(Permission.StaffManage)
  @Mutation(() => User, {
    description: "Owners: changes a staff member's role. Not your own, and the shop keeps at least one active Owner.",
  })
  setStaffRole(
    @Ctx() ctx: RequestContext,
    @Args('id', { type: () => ID }) id: string,
    @Args() { staffRole }: StaffRoleArgs,
  ): Promise<User> {
    return this.staff.setRole(ctx, id, staffRole);
  }

  @Staff(Permission.StaffManage)
  @Mutation(() => Boolean, {
    description:
      "Owners: deletes a staff member's account. Not your own, and the shop keeps at least one active Owner.",
  })
  async removeStaffMember(@Ctx() ctx: RequestContext, @Args('id', { type: () => ID }) id: string): Promise<boolean> {
    await this.staff.remove(ctx, id);
    return true;
  }

  @Anonymous()
  @Query(() => StaffInviteDetails, {
    description: 'What an invitation link shows; NOT_FOUND when it is unknown, used or expired.',
  })
  staffInvite(@Ctx() ctx: RequestContext, @Args('token') token: string): Promise<StaffInviteDetails> {
    return this.staff.details(ctx, token);
  }

  @Anonymous()
  @Mutation(() => User, {
    description: "Sets the invited person's password and makes their staff account (once); they then sign in as usual.",
  })
  acceptStaffInvite(
    @Ctx() ctx: RequestContext,
    @Args('token') token: string,
    @Args('input') input: AcceptStaffInviteInput,
  ): Promise<User> {
    return this.staff.accept(ctx, token, input);
  }
}
