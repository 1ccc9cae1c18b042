import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { Anonymous, SignedIn } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { toRestUser } from '../common/http/rest-shapes';
import { ChangePasswordInput } from '../users/dto/change-password.input';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RequestPasswordResetInput, ResetPasswordInput } from './dto/password-reset.inputs';
import { RegisterInput } from './dto/register.input';
import { AuthPayload } from './models/auth-payload.model';
import { PasswordResetService } from './password-reset.service';

const toRestAuth = ({ user, token, expiresAt }: AuthPayload) => ({ user: toRestUser(user), token, expiresAt });

/** REST /api/v1/auth. */
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordResets: PasswordResetService,
  ) {}

  @Anonymous()
  @Post('register')
  async register(@Ctx() ctx: RequestContext, @Body() input: RegisterInput) {
    return {
      success: true,
      message: 'Registration successful!',
      data: toRestAuth(await this.auth.register(ctx, input)),
    };
  }

  @Anonymous()
  @Post('login')
  @HttpCode(200)
  async login(@Ctx() ctx: RequestContext, @Body() input: LoginInput) {
    return { success: true, message: 'Login successful!', data: toRestAuth(await this.auth.login(ctx, input)) };
  }

  /** The same answer whether or not an account has the e-mail or phone. */
  @Anonymous()
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(@Ctx() ctx: RequestContext, @Body() input: RequestPasswordResetInput) {
    const { message, channel } = await this.passwordResets.request(ctx, input);
    return { success: true, message, data: { channel } };
  }

  @Anonymous()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Ctx() ctx: RequestContext, @Body() input: ResetPasswordInput) {
    const { message } = await this.passwordResets.reset(ctx, input);
    return { success: true, message };
  }

  @SignedIn()
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Ctx() ctx: RequestContext) {
    return { success: true, data: toRestAuth(await this.auth.refresh(ctx)) };
  }
}

/** REST PUT /api/v1/user/change-password: in the auth module, as it answers a fresh token. */
@Controller('user')
export class PasswordController {
  constructor(private readonly auth: AuthService) {}

  @SignedIn()
  @Put('change-password')
  async changePassword(@Ctx() ctx: RequestContext, @Body() input: ChangePasswordInput) {
    return {
      success: true,
      message: 'Password changed successfully',
      data: toRestAuth(await this.auth.changePassword(ctx, input)),
    };
  }
}
