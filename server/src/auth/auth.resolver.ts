import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { Anonymous, SignedIn } from '../common/access/access.decorators';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { ChangePasswordInput } from '../users/dto/change-password.input';
import { AuthService } from './auth.service';
import { LoginInput } from './dto/login.input';
import { RequestPasswordResetInput, ResetPasswordInput } from './dto/password-reset.inputs';
import { RegisterInput } from './dto/register.input';
import { AuthPayload } from './models/auth-payload.model';
import { PasswordResetDone, PasswordResetRequest } from './models/password-reset.model';
import { PasswordResetService } from './password-reset.service';

@Resolver()
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordResets: PasswordResetService,
  ) {}

  @Anonymous()
  @Mutation(() => AuthPayload, { description: 'Creates a customer account and signs it in.' })
  register(@Ctx() ctx: RequestContext, @Args('input') input: RegisterInput): Promise<AuthPayload> {
    return this.auth.register(ctx, input);
  }

  @Anonymous()
  @Mutation(() => AuthPayload)
  login(@Ctx() ctx: RequestContext, @Args('input') input: LoginInput): Promise<AuthPayload> {
    return this.auth.login(ctx, input);
  }

  @SignedIn()
  @Mutation(() => AuthPayload, { description: 'Exchanges a valid token for a fresh one.' })
  refreshToken(@Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return this.auth.refresh(ctx);
  }

  @SignedIn()
  @Mutation(() => AuthPayload, {
    description:
      'Changes the password. Every token issued before stops working; the answer carries a fresh token for this session.',
  })
  changePassword(@Ctx() ctx: RequestContext, @Args('input') input: ChangePasswordInput): Promise<AuthPayload> {
    return this.auth.changePassword(ctx, input);
  }

  @Anonymous()
  @Mutation(() => PasswordResetRequest, {
    description:
      'Forgot password: sends a reset link by e-mail or a 6-digit code by WhatsApp, if an account has this e-mail or phone. The answer is the same either way.',
  })
  requestPasswordReset(
    @Ctx() ctx: RequestContext,
    @Args('input') input: RequestPasswordResetInput,
  ): Promise<PasswordResetRequest> {
    return this.passwordResets.request(ctx, input);
  }

  @Anonymous()
  @Mutation(() => PasswordResetDone, {
    description:
      "Sets a new password with a reset link's token, or with the account's e-mail or phone and the code. Every token issued before stops working.",
  })
  resetPassword(@Ctx() ctx: RequestContext, @Args('input') input: ResetPasswordInput): Promise<PasswordResetDone> {
    return this.passwordResets.reset(ctx, input);
  }
}
