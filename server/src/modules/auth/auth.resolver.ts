import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import { credentialFailures, withUserErrors } from '../../graphql/user-errors';
import { MESSAGES } from '@leerpunt/shared/messages';
import { parseEmailForm, parseLogin, parseNewPasswordForm, parseRegistration } from './auth.inputs';
import {
  ConfirmEmailInput,
  ConfirmEmailPayload,
  LoginInput,
  LoginPayload,
  OkPayload,
  RegisterInput,
  RegisterPayload,
  RequestPasswordResetInput,
  RequestPasswordResetPayload,
  ResendConfirmationInput,
  ResendConfirmationPayload,
  ResetPasswordInput,
  ResetPasswordPayload,
  ResetTokenInfo,
} from './auth.types';
import type { AuthService } from './auth.service';

@Resolver()
export class AuthResolver {
  constructor(private readonly authService: AuthService) {}

  @Public()
  @Mutation(() => RegisterPayload, { description: 'Creates an account and e-mails a confirmation link.' })
  async register(
    @Arg('input', () => RegisterInput, { description: 'The registration form' }) input: RegisterInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegisterPayload> {
    const { value, userErrors } = await withUserErrors(() => this.authService.register(parseRegistration(input), ctx.ip));
    return { userEmail: value?.email ?? null, emailSent: value !== null, userErrors };
  }

  @Public()
  @Mutation(() => LoginPayload, {
    description: 'Signs in with e-mail and password. Wrong credentials and an unconfirmed address are userErrors (INVALID_CREDENTIALS, EMAIL_NOT_CONFIRMED).',
  })
  async login(@Arg('input', () => LoginInput, { description: 'The sign-in form' }) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<LoginPayload> {
    const { value: outcome, userErrors } = await withUserErrors(() => this.authService.login(parseLogin(input), ctx.ip), credentialFailures);
    if (!outcome) return { accessToken: null, user: null, subscriptionRequired: false, recordToken: null, userErrors };
    return {
      accessToken: outcome.kind === 'ok' ? outcome.accessToken : null,
      user: outcome.user,
      subscriptionRequired: outcome.kind === 'subscription_required',
      recordToken: outcome.kind === 'subscription_required' ? await this.authService.issueRecordToken(outcome.user) : null,
      userErrors,
    };
  }

  @Public()
  @Mutation(() => ResendConfirmationPayload, {
    description: 'Sends the e-mail confirmation link again; answers alike whether or not the address is registered.',
  })
  async resendConfirmation(
    @Arg('input', () => ResendConfirmationInput, { description: 'The address to send the link to' }) input: ResendConfirmationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResendConfirmationPayload> {
    const { value, userErrors } = await withUserErrors(async () => {
      await this.authService.resendConfirmation(parseEmailForm(input), ctx.ip);
      return MESSAGES.resendSuccess;
    });
    return { message: value, userErrors };
  }

  @Public()
  @Mutation(() => ConfirmEmailPayload, { description: 'Confirms an e-mail address from the link in the confirmation e-mail.' })
  async confirmEmail(
    @Arg('input', () => ConfirmEmailInput, { description: 'The token of the confirmation link' }) input: ConfirmEmailInput,
  ): Promise<ConfirmEmailPayload> {
    const { value, userErrors } = await withUserErrors(() => this.authService.confirmEmail(input.token));
    if (!value) return { message: null, confirmed: false, alreadyConfirmed: false, subscriptionPlan: null, userErrors };
    const { status, user } = value;
    return {
      message: status === 'confirmed' ? MESSAGES.confirmSuccess : 'Email already confirmed',
      confirmed: true,
      alreadyConfirmed: status === 'already_confirmed',
      subscriptionPlan: user.subscriptionPlan ?? user.chosenPlan,
      userErrors,
    };
  }

  @Public()
  @Mutation(() => RequestPasswordResetPayload, {
    description: 'E-mails a password-reset link valid for 60 minutes; answers alike whether or not the address is registered.',
  })
  async requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput, { description: 'The address of the account' }) input: RequestPasswordResetInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RequestPasswordResetPayload> {
    const { value, userErrors } = await withUserErrors(async () => {
      await this.authService.requestPasswordReset(parseEmailForm(input), ctx.ip);
      return 'If an account exists for this e-mail, a reset link is on its way.';
    });
    return { message: value, userErrors };
  }

  @Public()
  @Query(() => ResetTokenInfo, { description: 'Checks a password-reset link before showing the form; an invalid or expired token is a BAD_USER_INPUT error.' })
  verifyResetToken(@Arg('token', { description: 'The token from the reset link' }) token: string): Promise<ResetTokenInfo> {
    return this.authService.verifyResetToken(token);
  }

  @Public()
  @Mutation(() => ResetPasswordPayload, { description: 'Sets a new password with a reset token; the token can be used once.' })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput, { description: 'The token and the new password' }) input: ResetPasswordInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResetPasswordPayload> {
    const { value, userErrors } = await withUserErrors(async () => {
      // The attempt is counted before the form is judged (see AuthService.startPasswordReset).
      const reset = await this.authService.startPasswordReset(ctx.ip);
      await reset({ token: input.token, newPassword: parseNewPasswordForm(input) });
      return 'Password reset successfully';
    });
    return { message: value, userErrors };
  }

  @Authorized()
  @Mutation(() => OkPayload, { description: 'Signs out: this access token is refused from now on (POST /api/logout).' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<OkPayload> {
    if (ctx.accessToken) await this.authService.logout(ctx.accessToken);
    return { ok: true, message: 'Signed out' };
  }
}
