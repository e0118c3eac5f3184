import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import { MESSAGES } from '../../shared/constants';
import { parseEmail, parseLogin, parseNewPassword, parseRegistration } from './auth.inputs';
import { ConfirmEmailPayload, LoginPayload, OkPayload, RegisterInput, RegisterPayload, ResetTokenInfo } from './auth.types';

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => RegisterPayload, { description: 'Creates an account and e-mails a confirmation link.' })
  async register(
    @Arg('input', () => RegisterInput, { description: 'The registration form' }) input: RegisterInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegisterPayload> {
    const { email } = await ctx.services.auth.register(parseRegistration(input), ctx.ip);
    return { userEmail: email, emailSent: true };
  }

  @Public()
  @Mutation(() => LoginPayload, {
    description: 'Signs in with e-mail and password. Wrong credentials and unconfirmed addresses are GraphQL errors (UNAUTHENTICATED / FORBIDDEN).',
  })
  async login(
    @Arg('email', { description: 'The sign-in e-mail address (case-insensitive)' }) email: string,
    @Arg('password', { description: 'The password' }) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<LoginPayload> {
    const outcome = await ctx.services.auth.login(parseLogin({ email, password }), ctx.ip);
    return {
      accessToken: outcome.kind === 'ok' ? outcome.accessToken : null,
      user: outcome.user,
      subscriptionRequired: outcome.kind === 'subscription_required',
      recordToken: outcome.kind === 'subscription_required' ? await ctx.services.auth.issueRecordToken(outcome.user) : null,
    };
  }

  @Public()
  @Mutation(() => OkPayload, { description: 'Sends the e-mail confirmation link again; answers ok whether or not the address is registered.' })
  async resendConfirmation(@Arg('email', { description: 'The address to send the link to' }) email: string, @Ctx() ctx: GraphQLContext): Promise<OkPayload> {
    await ctx.services.auth.resendConfirmation(parseEmail(email), ctx.ip);
    return { ok: true, message: MESSAGES.resendSuccess };
  }

  @Public()
  @Mutation(() => ConfirmEmailPayload, { description: 'Confirms an e-mail address from the link in the confirmation e-mail.' })
  async confirmEmail(
    @Arg('token', { description: 'The token from the confirmation link' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConfirmEmailPayload> {
    const { status, user } = await ctx.services.auth.confirmEmail(token);
    return {
      message: status === 'confirmed' ? MESSAGES.confirmSuccess : 'Email already confirmed',
      confirmed: true,
      alreadyConfirmed: status === 'already_confirmed',
      subscriptionPlan: user.subscriptionPlan ?? user.chosenPlan,
    };
  }

  @Public()
  @Mutation(() => OkPayload, { description: 'E-mails a password-reset link valid for 60 minutes; answers ok whether or not the address is registered.' })
  async requestPasswordReset(@Arg('email', { description: 'The address of the account' }) email: string, @Ctx() ctx: GraphQLContext): Promise<OkPayload> {
    await ctx.services.auth.requestPasswordReset(parseEmail(email), ctx.ip);
    return { ok: true, message: 'If an account exists for this e-mail, a reset link is on its way.' };
  }

  @Public()
  @Query(() => ResetTokenInfo, { description: 'Checks a password-reset link before showing the form; an invalid or expired token is a BAD_USER_INPUT error.' })
  verifyResetToken(@Arg('token', { description: 'The token from the reset link' }) token: string, @Ctx() ctx: GraphQLContext): Promise<ResetTokenInfo> {
    return ctx.services.auth.verifyResetToken(token);
  }

  @Public()
  @Mutation(() => OkPayload, { description: 'Sets a new password with a reset token; the token can be used once.' })
  async resetPassword(
    @Arg('token', { description: 'The token from the reset link' }) token: string,
    @Arg('password', { description: 'The new password, at least 8 characters' }) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OkPayload> {
    const reset = await ctx.services.auth.startPasswordReset(ctx.ip);
    await reset({ token, newPassword: parseNewPassword(password) });
    return { ok: true, message: 'Password reset successfully' };
  }

  @Authorized()
  @Mutation(() => OkPayload, { description: 'Signs out: this access token is refused from now on (POST /api/logout).' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<OkPayload> {
    if (ctx.accessToken) await ctx.services.auth.logout(ctx.accessToken);
    return { ok: true, message: 'Signed out' };
  }
}
