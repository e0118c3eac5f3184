import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { parseId, parseOptionalId } from '../../ids';
import { Public } from '../../graphql/auth-checker';
import type { GraphQLContext } from '../../graphql/context';
import { credentialFailures, UserErrorCode, withUserErrors } from '../../graphql/user-errors';
import { MESSAGES } from '@leerpunt/shared/messages';
import {
  activateFreeCommand,
  checkoutSessionCommand,
  idFrom,
  subscriptionSessionCommand,
  upgradeSubscriptionCommand,
  validateDiscountCommand,
} from './billing.inputs';
import type { DiscountService, PriceQuote } from './discounts/discount.service';
import {
  ActivateFreePlanInput,
  ActivateFreePlanPayload,
  CancelSubscriptionInput,
  CancelSubscriptionPayload,
  CreateCheckoutSessionInput,
  CreateCheckoutSessionPayload,
  CreatePaymentRetrySessionInput,
  CreatePaymentRetrySessionPayload,
  CreatePortalSessionInput,
  CreatePortalSessionPayload,
  CreateSubscriptionSessionInput,
  CreateSubscriptionSessionPayload,
  DiscountValidation,
  PlanType,
  ResumeSubscriptionInput,
  ResumeSubscriptionPayload,
  SubscriptionInfo,
  UpgradeQuote,
  UpgradeSubscriptionInput,
  UpgradeSubscriptionPayload,
  ValidateDiscountCodeInput,
  ValidateDiscountCodePayload,
  VerifySubscriptionPaymentInput,
  VerifySubscriptionPaymentPayload,
} from './billing.types';
import type { BillingService } from './billing.service';

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
  constructor(
    private readonly billingService: BillingService,
    private readonly discountService: DiscountService,
  ) {}

  @Public()
  @Query(() => [PlanType], { description: 'The plans with prices (EUR cents, excluding VAT) and provider price ids.' })
  plans(): PlanType[] {
    return this.billingService.plans();
  }

  @Authorized()
  @Query(() => SubscriptionInfo, {
    nullable: true,
    description: "A member's plan and billing state (the member or an admin). Null, with an error, when the member does not exist or is not visible.",
  })
  subscription(
    @Arg('userId', () => ID, { description: 'The member id (their own, or any for an admin)' }) userId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SubscriptionInfo> {
    return this.billingService.subscriptionOf(ctx.user, () => parseId(userId, 'userId'));
  }

  @Public()
  @Mutation(() => ValidateDiscountCodePayload, { description: 'Checks a discount code for a plan and prices it (POST /validate-discount-code).' })
  async validateDiscountCode(
    @Arg('input', () => ValidateDiscountCodeInput, { description: 'The code and the plan it is for' }) input: ValidateDiscountCodeInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ValidateDiscountCodePayload> {
    const { code, planId, userId, amount } = input;
    const { value, userErrors } = await withUserErrors(() =>
      this.discountService.validate(validateDiscountCommand({ code, plan_id: planId, user_id: parseOptionalId(userId, 'userId'), amount }), ctx.ip),
    );
    return { validation: value && toValidation(value), userErrors };
  }

  @Public()
  @Mutation(() => ActivateFreePlanPayload, { description: 'Puts a confirmed account on the free plan (POST /activate-free).' })
  async activateFreePlan(
    @Arg('input', () => ActivateFreePlanInput, { description: 'The credentials of the account and the free plan' }) input: ActivateFreePlanInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ActivateFreePlanPayload> {
    const { value, userErrors } = await withUserErrors(() => this.billingService.activateFree(activateFreeCommand(input), ctx.ip), credentialFailures);
    return { user: value, message: value && MESSAGES.freePlanSelected, userErrors };
  }

  @Public()
  @Mutation(() => CreateSubscriptionSessionPayload, {
    description: 'Opens a checkout for an account identified by its credentials (POST /create-subscription-session).',
  })
  async createSubscriptionSession(
    @Arg('input', () => CreateSubscriptionSessionInput, { description: 'The credentials of the buyer and the plan' }) input: CreateSubscriptionSessionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreateSubscriptionSessionPayload> {
    const { value, userErrors } = await withUserErrors(
      () => this.billingService.createSubscriptionSession(subscriptionSessionCommand(input), ctx.ip),
      credentialFailures,
    );
    return { checkoutUrl: value?.checkoutUrl ?? null, sessionId: value?.sessionId ?? null, handoffSecret: value?.handoffSecret ?? null, userErrors };
  }

  @Authorized()
  @Mutation(() => CreateCheckoutSessionPayload, {
    description: 'Opens a checkout for a signed-in member, e.g. an upgrade (POST /stripe/create-checkout-session).',
  })
  async createCheckoutSession(
    @Arg('input', () => CreateCheckoutSessionInput, { description: 'The buyer and the plan' }) input: CreateCheckoutSessionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreateCheckoutSessionPayload> {
    const { value, userErrors } = await withUserErrors(() => this.billingService.createCheckoutSession(ctx.user, () => checkoutSessionCommand(input)));
    return { url: value?.url ?? null, sessionId: value?.sessionId ?? null, handoffSecret: value?.handoffSecret ?? null, userErrors };
  }

  @Authorized()
  @Mutation(() => CreatePortalSessionPayload, {
    description: 'A billing-portal link; a provider failure is an error with extensions.error_type configuration_error or stripe_error.',
  })
  async createPortalSession(
    @Arg('input', () => CreatePortalSessionInput, { description: 'The member whose portal to open' }) input: CreatePortalSessionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatePortalSessionPayload> {
    const { value, userErrors } = await withUserErrors(() => this.billingService.createPortalSession(ctx.user, () => parseId(input.userId, 'userId')));
    return { url: value?.url ?? null, userErrors };
  }

  @Authorized()
  @Mutation(() => CreatePaymentRetrySessionPayload, {
    description:
      'After a failed renewal payment: a link where the member updates the card and pays again. The subscription turns active when the payment arrives.',
  })
  async createPaymentRetrySession(
    @Arg('input', () => CreatePaymentRetrySessionInput, { description: 'The member whose failed payment to retry' }) input: CreatePaymentRetrySessionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatePaymentRetrySessionPayload> {
    const { value, userErrors } = await withUserErrors(() => this.billingService.createPaymentRetrySession(ctx.user, parseId(input.userId, 'userId')));
    return { url: value?.url ?? null, userErrors };
  }

  @Authorized()
  @Mutation(() => CancelSubscriptionPayload, { description: 'Cancels the subscription at the end of the paid period; access stays until then.' })
  async cancelSubscription(
    @Arg('input', () => CancelSubscriptionInput, { description: 'The member whose subscription to cancel' }) input: CancelSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CancelSubscriptionPayload> {
    const { value, userErrors } = await withUserErrors(() => this.billingService.setCancelAtPeriodEnd(ctx.user, parseId(input.userId, 'userId'), true));
    return { subscription: value, userErrors };
  }

  @Authorized()
  @Mutation(() => ResumeSubscriptionPayload, { description: 'Keeps a subscription that was set to end renewing, before its period ends.' })
  async resumeSubscription(
    @Arg('input', () => ResumeSubscriptionInput, { description: 'The member whose subscription to keep' }) input: ResumeSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResumeSubscriptionPayload> {
    const { value, userErrors } = await withUserErrors(() => this.billingService.setCancelAtPeriodEnd(ctx.user, parseId(input.userId, 'userId'), false));
    return { subscription: value, userErrors };
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
    return this.billingService.upgradeQuote(ctx.user, idFrom(userId));
  }

  @Authorized()
  @Mutation(() => UpgradeSubscriptionPayload, {
    description: 'Moves the existing paid subscription to Professional with proration and charges the quoted amount at once; "Member since" is kept.',
  })
  async upgradeSubscription(
    @Arg('input', () => UpgradeSubscriptionInput, { description: 'The quote being confirmed' }) input: UpgradeSubscriptionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UpgradeSubscriptionPayload> {
    const outcome = await this.billingService.upgradeSubscription(ctx.user, upgradeSubscriptionCommand(input));
    return { ...outcome, userErrors: outcome.userErrors.map(({ field, message, code }) => ({ field, message, code: UserErrorCode[code] })) };
  }

  @Public()
  @Mutation(() => VerifySubscriptionPaymentPayload, {
    description: 'Confirms a completed checkout and returns a fresh access token for its buyer (POST /verify-subscription-payment).',
  })
  async verifySubscriptionPayment(
    @Arg('input', () => VerifySubscriptionPaymentInput, { description: 'The checkout to confirm' }) input: VerifySubscriptionPaymentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<VerifySubscriptionPaymentPayload> {
    const { value, userErrors } = await withUserErrors(() =>
      this.billingService.verifyPayment(ctx.user, { sessionId: input.sessionId, handoffSecret: input.handoffSecret ?? null }),
    );
    return { accessToken: value?.accessToken ?? null, user: value?.user ?? null, message: value?.message ?? null, userErrors };
  }
}
