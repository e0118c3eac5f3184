import { BillingIntervalEnum, DiscountKindEnum, PaymentProviderEnum } from '../../graphql/enums';
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
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

@ObjectType({ description: 'Answer to activating the free plan.' })
export class FreePlanPayload {
  @Field(() => Boolean, { description: 'True when the account is now on the free plan' }) ok: boolean;
  @Field(() => String, { description: 'The text to show: the member can now sign in' }) message: string;
}

@ObjectType({ description: 'A checkout opened for an account identified by its credentials.' })
export class SubscriptionSession {
  @Field(() => String, { description: 'The provider checkout page to send the buyer to' }) checkoutUrl: string;
  @Field(() => String, { description: 'The checkout session id; pass it to verifySubscriptionPayment after the buyer returns' }) sessionId: string;
}

@ObjectType({ description: 'A checkout opened for a signed-in member.' })
export class CheckoutSessionPayload {
  @Field(() => String, { description: 'The provider checkout page to navigate to' }) url: string;
  @Field(() => String, { description: 'The checkout session id; pass it to verifySubscriptionPayment after the buyer returns' }) sessionId: string;
}

@ObjectType({ description: "A link into the payment provider's billing portal, valid for a short time." })
export class PortalSessionPayload {
  @Field(() => String, { description: 'The billing portal page to send the member to' }) url: string;
}

@ObjectType({ description: 'A completed checkout: the subscription is active and the buyer is signed in.' })
export class PaymentVerification {
  @Field(() => String, { description: 'Bearer token for the buyer, for the Authorization header' }) accessToken: string;
  @Field(() => UserType, { description: 'The buyer, with the new plan' }) user: UserType;
  @Field(() => String, { description: 'The text to show to the buyer' }) message: string;
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
}

@ObjectType('DiscountCode', { description: 'A discount code as admins manage it.' })
export class DiscountCodeType {
  @Field(() => Int, { description: 'The discount code id, for updateDiscountCode and deactivateDiscountCode' }) id: number;
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

export enum BillingUserErrorCode {
  NOT_UPGRADABLE = 'NOT_UPGRADABLE',
  QUOTE_EXPIRED = 'QUOTE_EXPIRED',
  PRICE_CHANGED = 'PRICE_CHANGED',
  PAYMENT_FAILED = 'PAYMENT_FAILED',
}
registerEnumType(BillingUserErrorCode, {
  name: 'BillingUserErrorCode',
  description: 'Why a billing change was not made; nothing was charged in any of these cases.',
  valuesConfig: {
    NOT_UPGRADABLE: { description: 'The member has no active paid subscription at the current provider to prorate; use createCheckoutSession instead.' },
    QUOTE_EXPIRED: { description: 'The quote is older than 30 minutes (or from the future); ask for a new upgradeQuote.' },
    PRICE_CHANGED: { description: 'The amount due for the quoted moment differs from expectedAmountDue; show the new upgradeQuote.' },
    PAYMENT_FAILED: { description: 'The provider refused the payment (e.g. the card was declined); the subscription is unchanged.' },
  },
});

@ObjectType({ description: 'A problem with the input of a billing mutation, to show next to the named field.' })
export class BillingUserError {
  @Field(() => [String], {
    nullable: true,
    description: 'Path to the input field concerned, e.g. ["expectedAmountDue"]; null when it concerns the whole request.',
  })
  field: string[] | null;
  @Field(() => String, { description: 'A sentence for the member.' }) message: string;
  @Field(() => BillingUserErrorCode, { description: 'Machine-readable reason.' }) code: BillingUserErrorCode;
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
  @Field(() => [BillingUserError], { description: 'Why the upgrade was not made; empty on success.' }) userErrors: BillingUserError[];
}
