import { Body, Controller, Get, Put } from '@nestjs/common';
import { SignedIn } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { toRestUser } from '../common/http/rest-shapes';
import { UpdateProfileInput } from './dto/update-profile.input';
import { UsersService } from './users.service';

/** REST /api/v1/user: the signed-in customer's own account (the password change is in the auth module). */
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @SignedIn()
  @Get('profile')
  async profile(@Ctx() ctx: RequestContext) {
    return { success: true, data: { user: toRestUser(await this.users.getProfile(ctx)) } };
  }

  @SignedIn()
  @Put('profile')
  async updateProfile(@Ctx() ctx: RequestContext, @Body() input: UpdateProfileInput) {
    const user = await this.users.updateProfile(ctx, input);
    return { success: true, message: 'Profile updated successfully!', data: { user: toRestUser(user) } };
  }
}
