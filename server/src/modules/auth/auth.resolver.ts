import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import { MESSAGES } from '../../shared/constants';
import { ConfirmEmailPayload, LoginPayload, OkPayload, RegisterInput, RegisterPayload, ResetTokenInfo } from './auth.types';

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => RegisterPayload, { description: 'Creates an account and e-mails a confirmation link.' })
  async register(@Arg('input', () => RegisterInput) input: RegisterInput, @Ctx() ctx: GraphQLContext): Promise<RegisterPayload> {
    const { email } = await ctx.services.auth.register(input, ctx.ip);
    return { userEmail: email, emailSent: true };
  }

  @Public()
  @Mutation(() => LoginPayload)
  async login(@Arg('email') email: string, @Arg('password') password: string, @Ctx() ctx: GraphQLContext): Promise<LoginPayload> {
    const outcome = await ctx.services.auth.login({ email, password }, ctx.ip);
    return {
      accessToken: outcome.kind === 'ok' ? outcome.accessToken : null,
      user: outcome.user,
      subscriptionRequired: outcome.kind === 'subscription_required',
      recordToken: outcome.kind === 'subscription_required' ? await ctx.services.auth.issueRecordToken(outcome.user) : null,
    };
  }

  @Public()
  @Mutation(() => OkPayload)
  async resendConfirmation(@Arg('email') email: string, @Ctx() ctx: GraphQLContext): Promise<OkPayload> {
    await ctx.services.auth.resendConfirmation(email, ctx.ip);
    return { ok: true, message: MESSAGES.resendSuccess };
  }

  @Public()
  @Mutation(() => ConfirmEmailPayload)
  async confirmEmail(@Arg('token') token: string, @Ctx() ctx: GraphQLContext): Promise<ConfirmEmailPayload> {
    const { status, user } = await ctx.services.auth.confirmEmail(token);
    return {
      message: status === 'confirmed' ? MESSAGES.confirmSuccess : 'Email already confirmed',
      confirmed: true,
      alreadyConfirmed: status === 'already_confirmed',
      subscriptionPlan: user.subscriptionPlan ?? user.chosenPlan,
    };
  }

  @Public()
  @Mutation(() => OkPayload)
  async requestPasswordReset(@Arg('email') email: string, @Ctx() ctx: GraphQLContext): Promise<OkPayload> {
    await ctx.services.auth.requestPasswordReset(email, ctx.ip);
    return { ok: true, message: 'If an account exists for this e-mail, a reset link is on its way.' };
  }

  @Public()
  @Query(() => ResetTokenInfo)
  verifyResetToken(@Arg('token') token: string, @Ctx() ctx: GraphQLContext): Promise<ResetTokenInfo> {
    return ctx.services.auth.verifyResetToken(token);
  }

  @Public()
  @Mutation(() => OkPayload)
  async resetPassword(@Arg('token') token: string, @Arg('password') password: string, @Ctx() ctx: GraphQLContext): Promise<OkPayload> {
    await ctx.services.auth.resetPassword(token, password, ctx.ip);
    return { ok: true, message: 'Password reset successfully' };
  }

  @Authorized()
  @Mutation(() => OkPayload, { description: 'Signs out: this access token is refused from now on (POST /api/logout).' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<OkPayload> {
    if (ctx.accessToken) await ctx.services.auth.logout(ctx.accessToken);
    return { ok: true, message: 'Signed out' };
  }
}
