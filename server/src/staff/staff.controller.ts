import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { Anonymous, Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { toRestUser, withMongoId } from '../common/http/rest-shapes';
import { AcceptStaffInviteInput, InviteStaffInput, StaffRoleArgs } from './dto/staff.inputs';
import { StaffService } from './staff.service';

/** REST /api/v1/admin/staff: staff members and invitations, for Owners. The rules live in StaffService and UsersService. */
@Controller('admin/staff')
export class StaffController {
  constructor(private readonly staff: StaffService) {}

  @Staff(Permission.StaffManage)
  @Get()
  async list() {
    const { members, invites } = await this.staff.overview();
    return { success: true, data: { members: members.map(toRestUser), invites: invites.map(withMongoId) } };
  }

  @Staff(Permission.StaffManage)
  @Post('invites')
  async invite(@Ctx() ctx: RequestContext, @Body() input: InviteStaffInput) {
    const { invite, link } = await this.staff.invite(ctx, input);
    return { success: true, message: 'Invitation created', data: { invite: withMongoId(invite), link } };
  }

  @Staff(Permission.StaffManage)
  @Delete('invites/:id')
  async revoke(@Param('id') id: string) {
    await this.staff.revoke(id);
    return { success: true, message: 'Invitation revoked' };
  }

  @Staff(Permission.StaffManage)
  @Put(':id/role')
  async setRole(@Ctx() ctx: RequestContext, @Param('id') id: string, @Body() { staffRole }: StaffRoleArgs) {
    const user = await this.staff.setRole(ctx, id, staffRole);
    return { success: true, message: 'Role changed', data: toRestUser(user) };
  }

  @Staff(Permission.StaffManage)
  @Delete(':id')
  async remove(@Ctx() ctx: RequestContext, @Param('id') id: string) {
    await this.staff.remove(ctx, id);
    return { success: true, message: 'Staff member removed' };
  }
}

/** REST /api/v1/staff-invites/{token}: the invited person reads their invitation and sets their password. */
@Controller('staff-invites')
export class StaffInvitesController {
  constructor(private readonly staff: StaffService) {}

  @Anonymous()
  @Get(':token')
  async details(@Ctx() ctx: RequestContext, @Param('token') token: string) {
    return { success: true, data: await this.staff.details(ctx, token) };
  }

  @Anonymous()
  @Post(':token/accept')
  @HttpCode(201)
  async accept(@Ctx() ctx: RequestContext, @Param('token') token: string, @Body() input: AcceptStaffInviteInput) {
    const user = await this.staff.accept(ctx, token, input);
    return {
      success: true,
      message: 'Your staff account is ready. Please sign in.',
      data: { email: user.email, staffRole: user.staffRole },
    };
  }
}
