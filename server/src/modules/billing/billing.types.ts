import { NodeInterface } from '../../graphql/node';
import { BillingIntervalEnum, DiscountKindEnum, PaymentProviderEnum } from '../../graphql/enums';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../../graphql/user-errors';
import { UserType } from '../users/user.types';

@ObjectType('Plan', { description: 'A subscription plan (SPEC §3); amounts in EUR cents excluding VAT.' })
export class PlanType {
  @Field(() => ID, { description: 'professional | professionalMonthly | professionalInsights' }) id: string;
  @Field(() => String, { description: 'Display name, e.g. Professional Monthly' }) name: string;
  @Field(() => Int, { description: 'Price per interval in EUR cents excluding VAT; 0 for the free plan' }) amount: number;
  @Field(() => BillingIntervalEnum, { nullable: true, description: 'How often the plan is charged; null for the free plan' }) interval: string | null;
  @Field(() => String, { nullable: true, description: 'The provider price id; null for the free plan' }) priceId: string | null;
  @Field(() => [String], { description: 'Feature lines for the plan card, in display order' }) features: string[];
  @Field(() => Boolean, { description: 'Members on this plan can take tests and earn PE points' }) canTakeTests: boolean;
  @Field(() => Boolean, { description: 'Members on this plan can download certificates' }) canDownloadCertificates: boolean;
  @Field(() => Boolean, { description: 'Members on this plan can ask the AI assistant' }) hasAssistant: boolean;
}

@ObjectType({ description: 'The discount code applied in a validation result.' })
export class AppliedDiscountCode {
  @Field(() => String, { description: 'The code as stored: trimmed and upper-cased' }) code: string;
  @Field(() => DiscountKindEnum, { description: 'Percentage or fixed amount' }) kind: string;
  @Field(() => Float, { description: 'A percentage, or an amount in cents for fixed codes' }) value: number;
  @Field(() => String, { description: 'What the code is for, as the admin described it; null when not given', nullable: true }) description: string | null;
  @Field(() => Date, { description: 'Last moment the code can be used (ISO 8601, UTC); null when open-ended', nullable: true }) validUntil: Date | null;
  @Field(() => String, { description: 'The only plan id the code applies to; null when it applies to every paid plan', nullable: true }) planRestriction:
    string | null;
}

@ObjectType({ description: 'A plan price with a discount code applied (POST /validate-discount-code).' })
export class DiscountValidation {
  @Field(() => ID, { description: 'The plan the price is for (professional, professionalMonthly or professionalInsights)' }) planId: string;
  @Field(() => Int, { description: 'Plan price before the discount, EUR cents excluding VAT' }) originalAmount: number;
  @Field(() => Int, { description: 'Amount taken off, EUR cents' }) discountAmount: number;
  @Field(() => Int, { description: 'Price to pay after the discount, EUR cents excluding VAT; never below 0' }) finalAmount: number;
  @Field(() => Float, { description: 'Rounded to one decimal' }) discountPercentage: number;
  @Field(() => AppliedDiscountCode, { description: 'The code that was applied' }) discountCode: AppliedDiscountCode;
}

@InputType({ description: 'A discount code to check against a plan (POST /validate-discount-code).' })
export class ValidateDiscountCodeInput {
  @Field(() => String, { description: 'The code as typed; trimmed and upper-cased before the check' }) code: string;
  @Field(() => String, { description: 'Plan id, name or price id' }) planId: string;
  @Field(() => ID, { nullable: true, description: 'The member who will redeem it, when known (codes may be limited per member)' }) userId?: string | null;
  @Field(() => Int, { nullable: true, description: 'Price to discount in EUR cents; default the plan price' }) amount?: number | null;
}

@ObjectType({ description: 'Answer to validateDiscountCode. Nothing is reserved: the code is checked again when the checkout opens.' })
export class ValidateDiscountCodePayload {
  @Field(() => DiscountValidation, { nullable: true, description: 'The plan price with the code applied; null when userErrors is not empty' })
  validation: DiscountValidation | null;
  @Field(() => [UserError], {
    description:
      'Why the code cannot be used (unknown, expired, used up, another plan), a plan that is unknown or free, or too many attempts (RATE_LIMITED); empty when it applies',
  })
  userErrors: UserError[];
}

@InputType({ description: 'Puts a confirmed account on the free plan (POST /activate-free); the account is named by its credentials.' })
export class ActivateFreePlanInput {
  @Field(() => String, { description: 'Sign-in e-mail of the confirmed account' }) email: string;
  @Field(() => String, { description: 'Password of the account' }) password: string;
  @Field(() => String, { description: 'The free plan, by id or name (professionalInsights, Professional Insights)' }) plan: string;
}

@ObjectType({ description: 'Answer to activating the free plan.' })
export class ActivateFreePlanPayload {
  @Field(() => UserType, { nullable: true, description: 'The member, now on the free plan; null when userErrors is not empty' }) user: UserType | null;
  @Field(() => String, { nullable: true, description: 'The text to show: the member can now sign in; null when userErrors is not empty' }) message:
    string | null;
  @Field(() => [UserError], {
    description:
      'A wrong e-mail/password pair (INVALID_CREDENTIALS), an unconfirmed address (EMAIL_NOT_CONFIRMED), a plan that is unknown or not free, an active paid plan (CONFLICT) or too many attempts (RATE_LIMITED); empty on success',
  })
  userErrors: UserError[];
}

@InputType({ description: 'Opens a checkout for an account that has no subscription yet, named by its credentials (POST /create-subscription-session).' })
export class CreateSubscriptionSessionInput {
  @Field(() => String, { description: 'Sign-in e-mail of the buyer' }) email: string;
  @Field(() => String, { description: 'Password of the buyer' }) password: string;
  @Field(() => String, { description: 'The provider price id of the paid plan (see plans); a plan id or name is accepted too' }) priceId: string;
  @Field(() => String, { nullable: true, description: 'Optional discount code to apply' }) discountCode?: string | null;
}

@ObjectType({ description: 'A checkout opened for an account identified by its credentials.' })
export class CreateSubscriptionSessionPayload {
  @Field(() => String, { nullable: true, description: 'The provider checkout page to send the buyer to; null when userErrors is not empty' })
  checkoutUrl: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The checkout session id; pass it to verifySubscriptionPayment after the buyer returns. Null when userErrors is not empty',
  })
  sessionId: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The hand-off secret: keep it in the buyer's browser (never in a URL) and pass it to verifySubscriptionPayment with sessionId. Null when userErrors is not empty",
  })
  handoffSecret: string | null;
  @Field(() => [UserError], {
    description:
      'A wrong e-mail/password pair (INVALID_CREDENTIALS), an unconfirmed address (EMAIL_NOT_CONFIRMED), an unknown or free plan, a discount code that does not apply, a plan already held (CONFLICT) or too many attempts (RATE_LIMITED); empty on success. A provider failure is a SERVICE_UNAVAILABLE error.',
  })
  userErrors: UserError[];
}

@InputType({ description: 'Opens a checkout for a signed-in member, e.g. an upgrade (POST /stripe/create-checkout-session).' })
export class CreateCheckoutSessionInput {
  @Field(() => ID, { description: 'The member who buys (the caller, or any member for admins)' }) userId: string;
  @Field(() => String, { description: 'The provider price id of the plan to buy (see plans); a plan id or name is accepted too' }) priceId: string;
  @Field(() => String, { nullable: true, description: 'Optional plan type label, e.g. PROFESSIONAL; used when priceId names no plan' }) planType?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Optional discount code to apply' }) discountCode?: string | null;
}

@ObjectType({ description: 'A checkout opened for a signed-in member.' })
export class CreateCheckoutSessionPayload {
  @Field(() => String, { nullable: true, description: 'The provider checkout page to navigate to; null when userErrors is not empty' }) url: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The checkout session id; pass it to verifySubscriptionPayment after the buyer returns. Null when userErrors is not empty',
  })
  sessionId: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The hand-off secret: keep it in the buyer's browser (never in a URL) and pass it to verifySubscriptionPayment with sessionId. Null when userErrors is not empty",
  })
  handoffSecret: string | null;
  @Field(() => [UserError], {
    description:
      'An unknown or free plan, a discount code that does not apply, a plan already held (CONFLICT) or an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error.',
  })
  userErrors: UserError[];
}

@InputType({ description: "Opens the payment provider's billing portal for a member (POST /stripe/create-portal-session)." })
export class CreatePortalSessionInput {
  @Field(() => ID, { description: 'The member whose billing portal to open (the caller, or any member for admins)' }) userId: string;
}

@InputType({ description: 'Opens the page where a member whose renewal payment failed updates the card and pays again.' })
export class CreatePaymentRetrySessionInput {
  @Field(() => ID, { description: 'The member whose failed payment to retry (the caller, or any member for admins)' }) userId: string;
}

@ObjectType({ description: 'A link to update the payment method and retry the failed payment, valid for a short time.' })
export class CreatePaymentRetrySessionPayload {
  @Field(() => String, {
    nullable: true,
    description:
      "The page to send the member to: Stripe's hosted invoice page (or customer portal), or the TEST MODE sandbox portal; null when userErrors is not empty",
  })
  url: string | null;
  @Field(() => [UserError], {
    description:
      'No overdue payment to retry (BAD_USER_INPUT), or an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error with extensions.error_type configuration_error or stripe_error.',
  })
  userErrors: UserError[];
}

@ObjectType({ description: "A link into the payment provider's billing portal, valid for a short time." })
export class CreatePortalSessionPayload {
  @Field(() => String, { nullable: true, description: 'The billing portal page to send the member to; null when userErrors is not empty' }) url: string | null;
  @Field(() => [UserError], {
    description:
      'A member without a billing account at the current provider, or an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error with extensions.error_type configuration_error or stripe_error.',
  })
  userErrors: UserError[];
}

@InputType({ description: 'Confirms a completed checkout (POST /verify-subscription-payment).' })
export class VerifySubscriptionPaymentInput {
  @Field(() => String, { description: 'The checkout session id returned when the checkout was opened' }) sessionId: string;
  @Field(() => String, {
    nullable: true,
    description: 'The hand-off secret returned with the session id; needed unless the caller is signed in as the buyer',
  })
  handoffSecret?: string | null;
}

@ObjectType({ description: 'A completed checkout: the subscription is active and the buyer is signed in.' })
export class VerifySubscriptionPaymentPayload {
  @Field(() => String, { nullable: true, description: 'Bearer token for the buyer, for the Authorization header; null when userErrors is not empty' })
  accessToken: string | null;
  @Field(() => UserType, { nullable: true, description: 'The buyer, with the new plan; null when userErrors is not empty' }) user: UserType | null;
  @Field(() => String, { nullable: true, description: 'The text to show to the buyer; null when userErrors is not empty' }) message: string | null;
  @Field(() => [UserError], {
    description:
      'An unknown session (NOT_FOUND), a checkout that expired, was cancelled or is not paid yet, or one confirmed too long ago (CONFLICT); empty on success. A session of another signed-in member is a FORBIDDEN error.',
  })
  userErrors: UserError[];
}

@ObjectType('SubscriptionCharge', { description: 'What the member pays for a paid plan, in cents excluding VAT.', simpleResolvers: true })
export class SubscriptionChargeType {
  @Field(() => Int, { description: 'Charged for the current period: the list price less a first-period discount' }) amount: number;
  @Field(() => Int, { description: "The plan's list price" }) listAmount: number;
  @Field(() => Int, { description: 'The discount taken off the current period; 0 without one' }) discountAmount: number;
  @Field(() => String, { nullable: true, description: 'The discount code behind discountAmount; null without one' }) discountCode: string | null;
  @Field(() => Int, { description: 'Charged at the next renewal (discount codes apply to the first payment only)' }) renewalAmount: number;
}

@ObjectType('MemberSubscription', { description: "A member's plan and billing state." })
export class SubscriptionInfo {
  @Field(() => PlanType, { description: 'The current plan; null when the member has none', nullable: true }) plan: PlanType | null;
  @Field(() => String, { description: "'active' allows use" }) status: string;
  @Field(() => Date, { description: 'When the current subscription began (ISO 8601, UTC); null when unknown or none', nullable: true }) startedAt: Date | null;
  @Field(() => Date, { description: 'End of the paid period (ISO 8601, UTC); null for the free plan or without a subscription', nullable: true })
  currentPeriodEnd: Date | null;
  @Field(() => Boolean, { description: 'True when the subscription will end at currentPeriodEnd instead of renewing' }) cancelAtPeriodEnd: boolean;
  @Field(() => Boolean, { description: 'The billing portal can be opened' }) canManage: boolean;
  @Field(() => Boolean, { description: 'Can move to Professional' }) canUpgrade: boolean;
  @Field(() => PaymentProviderEnum, { description: 'The payment provider; SANDBOX means TEST MODE, no money is charged' }) provider: string;
  @Field(() => SubscriptionChargeType, {
    nullable: true,
    description: 'What the member really pays: this period (with any discount) and at renewal; null without an active paid plan',
  })
  charge: SubscriptionChargeType | null;
  @Field(() => Date, {
    nullable: true,
    description:
      'After a failed renewal payment (status past_due): when the grace period ends (ISO 8601, UTC). Until then the plan gives full access; afterwards only the CPD record, certificates and the Help Center. Null otherwise.',
  })
  paymentGraceEndsAt: Date | null;
  @Field(() => Boolean, { description: 'True when a failed payment can be retried with another card (createPaymentRetrySession)' }) canRetryPayment: boolean;
}

@InputType({ description: 'Cancels a subscription at the end of its paid period.' })
export class CancelSubscriptionInput {
  @Field(() => ID, { description: 'The member whose subscription ends at the end of the paid period (the caller, or any member for admins)' })
  userId: string;
}

@ObjectType({ description: 'Answer to cancelSubscription.' })
export class CancelSubscriptionPayload {
  @Field(() => SubscriptionInfo, {
    nullable: true,
    description: 'The subscription, now set to end at currentPeriodEnd (cancelAtPeriodEnd true); null when userErrors is not empty',
  })
  subscription: SubscriptionInfo | null;
  @Field(() => [UserError], {
    description:
      'No active paid subscription to cancel, or an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error.',
  })
  userErrors: UserError[];
}

@InputType({ description: 'Withdraws a scheduled cancellation before the paid period ends.' })
export class ResumeSubscriptionInput {
  @Field(() => ID, { description: 'The member whose scheduled cancellation is withdrawn (the caller, or any member for admins)' }) userId: string;
}

@ObjectType({ description: 'Answer to resumeSubscription.' })
export class ResumeSubscriptionPayload {
  @Field(() => SubscriptionInfo, {
    nullable: true,
    description: 'The subscription, renewing again (cancelAtPeriodEnd false); null when userErrors is not empty',
  })
  subscription: SubscriptionInfo | null;
  @Field(() => [UserError], {
    description:
      'No active paid subscription, one not set to end, or a period already over; an unknown member (NOT_FOUND, admins); empty on success. A provider failure is a SERVICE_UNAVAILABLE error.',
  })
  userErrors: UserError[];
}

@ObjectType('DiscountCode', { description: 'A discount code as admins manage it.', implements: NodeInterface })
export class DiscountCodeType {
  @Field(() => ID, { description: 'Globally unique and opaque; updateDiscountCode and deactivateDiscountCode take it' }) id: number;
  @Field(() => Int, { description: "The discount code's number" }) databaseId?: number;
  @Field(() => String, { description: 'The code members type: trimmed, upper-cased, at most 50 characters' }) code: string;
  @Field(() => String, { description: 'What the code is for; null when not given', nullable: true }) description: string | null;
  @Field(() => DiscountKindEnum, { description: 'Percentage or fixed amount' }) kind: string;
  @Field(() => Float, { description: 'A percentage, or an amount in cents for fixed codes' }) value: number;
  @Field(() => Date, { description: 'First moment the code can be used (ISO 8601, UTC); null: from creation', nullable: true }) validFrom: Date | null;
  @Field(() => Date, { description: 'Last moment the code can be used (ISO 8601, UTC); null: no end', nullable: true }) validUntil: Date | null;
  @Field(() => Int, { description: 'How many times the code can be redeemed in total; null: no limit', nullable: true }) maxRedemptions: number | null;
  @Field(() => Int, { description: 'How many times the code has been redeemed so far' }) redemptionCount: number;
  @Field(() => String, { description: 'The only plan id the code applies to; null: every paid plan', nullable: true }) planRestriction: string | null;
  @Field(() => Boolean, { description: 'False once deactivated; inactive codes are refused' }) active: boolean;
  @Field(() => Date, { description: 'When the code was created (ISO 8601, UTC)' }) createdAt: Date;
}

@ObjectType({
  description: 'What moving a paid subscription to Professional costs now, shown before the member confirms. Amounts are EUR cents excluding VAT.',
})
export class UpgradeQuote {
  @Field(() => PlanType, { description: 'The plan the member is on now.' }) fromPlan: PlanType;
  @Field(() => PlanType, { description: 'The plan after the upgrade (Professional).' }) toPlan: PlanType;
  @Field(() => Int, { description: 'The new plan price for its first period.' }) planAmount: number;
  @Field(() => Int, { description: 'Credit for the unused part of the current paid period.' }) credit: number;
  @Field(() => Int, { description: 'Charged at once on confirmation: planAmount less credit, never negative.' }) amountDue: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Whole unused days behind the credit (sandbox provider); null when the provider prorates to the second (Stripe).',
  })
  unusedDays: number | null;
  @Field(() => Int, { nullable: true, description: 'Days in the current period behind the credit (sandbox provider); null for Stripe.' }) periodDays:
    number | null;
  @Field(() => Date, { description: 'When the current paid period ends.' }) currentPeriodEnd: Date;
  @Field(() => Date, { nullable: true, description: 'When the new plan renews: one year after the upgrade.' }) newPeriodEnd: Date | null;
  @Field(() => Date, { nullable: true, description: '"Member since": unchanged by the upgrade.' }) memberSince: Date | null;
  @Field(() => Date, { description: 'The moment the proration is computed for; pass it back to upgradeSubscription unchanged.' }) quotedAt: Date;
}

@InputType({ description: 'Confirms an upgrade to Professional at the quoted amount.' })
export class UpgradeSubscriptionInput {
  @Field(() => ID, { description: 'The member whose subscription is upgraded (the caller, or any member for admins).' }) userId: string;
  @Field(() => Date, { description: 'UpgradeQuote.quotedAt, unchanged; at most 30 minutes old.' }) quotedAt: Date;
  @Field(() => Int, { description: 'UpgradeQuote.amountDue as shown to the member; the charge must equal it.' }) expectedAmountDue: number;
}

@ObjectType({ description: 'The outcome of upgradeSubscription.' })
export class UpgradeSubscriptionPayload {
  @Field(() => SubscriptionInfo, { nullable: true, description: 'The subscription after the upgrade; null when userErrors is not empty.' })
  subscription: SubscriptionInfo | null;
  @Field(() => Int, { nullable: true, description: 'What was charged at once, in EUR cents excluding VAT; null when nothing changed.' }) amountCharged:
    number | null;
  @Field(() => [UserError], {
    description: 'Why the upgrade was not made (NOT_UPGRADABLE, QUOTE_EXPIRED, PRICE_CHANGED, PAYMENT_FAILED); nothing was charged. Empty on success.',
  })
  userErrors: UserError[];
}
