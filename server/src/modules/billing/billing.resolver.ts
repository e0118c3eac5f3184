import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import { MESSAGES } from '../../shared/constants';
import {
  activateFreeCommand,
  checkoutSessionCommand,
  idFrom,
  subscriptionSessionCommand,
  upgradeSubscriptionCommand,
  validateDiscountCommand,
} from './billing.inputs';
import type { PriceQuote } from './discounts/discount.service';
import {
  CheckoutSessionPayload,
  DiscountValidation,
  FreePlanPayload,
  PaymentVerification,
  PlanType,
  PortalSessionPayload,
  SubscriptionInfo,
  SubscriptionSession,
  UpgradeQuote,
  UpgradeSubscriptionInput,
  UpgradeSubscriptionPayload,
  BillingUserErrorCode,
} from './billing.types';

const toValidation = (q: PriceQuote): DiscountValidation => ({
  planId: q.plan,
  originalAmount: q.originalAmount,
  discountAmount: q.discountAmount,
  finalAmount: q.finalAmount,
  discountPercentage: q.discountPercentage,
  discountCode: {
    code: q.discount!.code,
    kind: q.discount!.kind,
    value: q.discount!.value,
    description: q.discount!.description,
    validUntil: q.discount!.validUntil,
    planRestriction: q.discount!.planRestriction,
  },
});

/** GraphQL equivalents of the billing calls (SPEC §7); the same service methods as the REST facade. */
@Resolver()
export class BillingResolver {
  @Public()
  @Query(() => [PlanType], { description: 'The plans with prices (EUR cents, excluding VAT) and provider price ids.' })
  plans(@Ctx() ctx: GraphQLContext): PlanType[] {
    return ctx.services.billing.plans();
  }

  @Authorized()
  @Query(() => SubscriptionInfo, {
    nullable: true,
    description: "A member's plan and billing state (the member or an admin). Null, with an error, when the member does not exist or is not visible.",
  })
  subscription(
    @Arg('userId', () => Int, { description: 'The member id (their own, or any for an admin)' }) userId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubscriptionInfo> {
    return ctx.services.billing.subscriptionOf(ctx.user, userId);
  }

  @Public()
  @Mutation(() => DiscountValidation, { description: 'Checks a discount code for a plan and prices it (POST /validate-discount-code).' })
  async validateDiscountCode(
    @Arg('code', () => String, { description: 'The code as typed; trimmed and upper-cased before the check' }) code: string,
    @Arg('planId', () => String, { description: 'Plan id, name or price id' }) planId: string,
    @Arg('userId', () => Int, { description: 'The member who will redeem it, when known (codes may be limited per member)', nullable: true })
    userId: number | null,
    @Arg('amount', () => Int, { description: 'Price to discount in EUR cents; default the plan price', nullable: true }) amount: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DiscountValidation> {
    return toValidation(await ctx.services.discounts.validate(validateDiscountCommand({ code, plan_id: planId, user_id: userId, amount }), ctx.ip));
  }

  @Public()
  @Mutation(() => FreePlanPayload, { description: 'Puts a confirmed account on the free plan (POST /activate-free).' })
  async activateFreePlan(
    @Arg('email', () => String, { description: 'Sign-in e-mail of the confirmed account' }) email: string,
    @Arg('password', () => String, { description: 'Password of the account' }) password: string,
    @Arg('plan', () => String, { description: 'The free plan, by id or name (professionalInsights, Professional Insights)' }) plan: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<FreePlanPayload> {
    await ctx.services.billing.activateFree(activateFreeCommand({ email, password, plan }), ctx.ip);
    return { ok: true, message: MESSAGES.freePlanSelected };
  }

  @Public()
  @Mutation(() => SubscriptionSession, { description: 'Opens a checkout for an account identified by its credentials (POST /create-subscription-session).' })
  createSubscriptionSession(
    @Arg('email', () => String, { description: 'Sign-in e-mail of the buyer' }) email: string,
    @Arg('password', () => String, { description: 'Password of the buyer' }) password: string,
    @Arg('priceId', () => String, { description: 'The provider price id of the paid plan (see plans)' }) priceId: string,
    @Arg('discountCode', () => String, { description: 'Optional discount code to apply', nullable: true }) discountCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubscriptionSession> {
    return ctx.services.billing.createSubscriptionSession(subscriptionSessionCommand({ email, password, priceId, discountCode }), ctx.ip);
  }

  @Authorized()
  @Mutation(() => CheckoutSessionPayload, { description: 'Opens a checkout for a signed-in member, e.g. an upgrade (POST /stripe/create-checkout-session).' })
  createCheckoutSession(
    @Arg('userId', () => Int, { description: 'The member who buys (the caller, or any member for admins)' }) userId: number,
    @Arg('priceId', () => String, { description: 'The provider price id of the plan to buy (see plans)' }) priceId: string,
    @Arg('planType', () => String, { description: 'Optional plan type label sent to the provider, e.g. PROFESSIONAL', nullable: true }) planType: string | null,
    @Arg('discountCode', () => String, { description: 'Optional discount code to apply', nullable: true }) discountCode: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckoutSessionPayload> {
    return ctx.services.billing.createCheckoutSession(ctx.user, checkoutSessionCommand({ userId, priceId, planType, discountCode }));
  }

  @Authorized()
  @Mutation(() => PortalSessionPayload, { description: 'A billing-portal link; errors carry extensions.error_type configuration_error or stripe_error.' })
  createPortalSession(
    @Arg('userId', () => Int, { description: 'The member whose billing portal to open (the caller, or any member for admins)' }) userId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PortalSessionPayload> {
    return ctx.services.billing.createPortalSession(ctx.user, userId);
  }

  @Authorized()
  @Mutation(() => SubscriptionInfo, { description: 'Cancels the subscription at the end of the paid period; access stays until then.' })
  cancelSubscription(
    @Arg('userId', () => Int, { description: 'The member whose subscription ends at the end of the paid period (the caller, or any member for admins)' })
    userId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubscriptionInfo> {
    return ctx.services.billing.setCancelAtPeriodEnd(ctx.user, userId, true);
  }

  @Authorized()
  @Mutation(() => SubscriptionInfo, { description: 'Keeps a subscription that was set to end renewing, before its period ends.' })
  resumeSubscription(
    @Arg('userId', () => Int, { description: 'The member whose scheduled cancellation is withdrawn (the caller, or any member for admins)' }) userId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubscriptionInfo> {
    return ctx.services.billing.setCancelAtPeriodEnd(ctx.user, userId, false);
  }

  @Authorized()
  @Query(() => UpgradeQuote, {
    nullable: true,
    description:
      'What upgrading to Professional would charge now: the Professional price less a credit for the unused part of the paid period. Null when the member has no active paid subscription to prorate (then upgrade through createCheckoutSession).',
  })
  upgradeQuote(
    @Arg('userId', () => ID, { description: 'The member (the caller, or any member for admins)' }) userId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UpgradeQuote | null> {
    return ctx.services.billing.upgradeQuote(ctx.user, idFrom(userId));
  }

  @Authorized()
  @Mutation(() => UpgradeSubscriptionPayload, {
    description: 'Moves the existing paid subscription to Professional with proration and charges the quoted amount at once; "Member since" is kept.',
  })
  async upgradeSubscription(
    @Arg('input', () => UpgradeSubscriptionInput, { description: 'The quote being confirmed' }) input: UpgradeSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UpgradeSubscriptionPayload> {
    const outcome = await ctx.services.billing.upgradeSubscription(ctx.user, upgradeSubscriptionCommand(input));
    return { ...outcome, userErrors: outcome.userErrors.map(({ field, message, code }) => ({ field, message, code: BillingUserErrorCode[code] })) };
  }

  @Public()
  @Mutation(() => PaymentVerification, {
    description: 'Confirms a completed checkout and returns a fresh access token for its buyer (POST /verify-subscription-payment).',
  })
  verifySubscriptionPayment(
    @Arg('sessionId', () => String, { description: 'The checkout session id returned when the checkout was opened' }) sessionId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PaymentVerification> {
    return ctx.services.billing.verifyPayment(ctx.user, sessionId);
  }
}
