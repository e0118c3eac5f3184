import { BillingIntervalEnum, DiscountKindEnum, PaymentProviderEnum } from '../../graphql/enums';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
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
  @Field(() => String, { description: 'The only plan id the code applies to; null when it applies to every paid plan', nullable: true }) planRestriction: string | null;
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
  @Field(() => Date, { description: 'End of the paid period (ISO 8601, UTC); null for the free plan or without a subscription', nullable: true }) currentPeriodEnd: Date | null;
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

@InputType({ description: 'A new discount code (admins).' })
export class DiscountCodeInput {
  @Field(() => String, { description: 'The code members type; stored trimmed and upper-cased, at most 50 characters, unique' }) code: string;
  @Field(() => String, { description: 'Optional note on what the code is for', nullable: true }) description?: string | null;
  @Field(() => DiscountKindEnum, { description: 'Percentage or fixed amount' }) kind: string;
  @Field(() => Float, { description: 'A percentage (0-100) for percent codes, or an amount in EUR cents for fixed codes' }) value: number;
  @Field(() => Date, { description: 'Optional first moment of use (ISO 8601)', nullable: true }) validFrom?: Date | null;
  @Field(() => Date, { description: 'Optional last moment of use (ISO 8601)', nullable: true }) validUntil?: Date | null;
  @Field(() => Int, { description: 'Optional total number of redemptions allowed', nullable: true }) maxRedemptions?: number | null;
  @Field(() => String, { description: 'Optional plan id the code is limited to', nullable: true }) planRestriction?: string | null;
  @Field(() => Boolean, { description: 'Whether the code can be used; default true', nullable: true, defaultValue: true }) active?: boolean;
}

@InputType({ description: 'Only the fields given change; null clears an optional field.' })
export class DiscountCodeUpdateInput {
  @Field(() => String, { description: 'New note; null clears it', nullable: true }) description?: string | null;
  @Field(() => DiscountKindEnum, { description: 'Percentage or fixed amount; absent or null leaves it unchanged', nullable: true }) kind?: string;
  @Field(() => Float, { description: 'New percentage or amount in EUR cents; absent or null leaves it unchanged', nullable: true }) value?: number;
  @Field(() => Date, { description: 'New first moment of use; null clears it', nullable: true }) validFrom?: Date | null;
  @Field(() => Date, { description: 'New last moment of use; null clears it', nullable: true }) validUntil?: Date | null;
  @Field(() => Int, { description: 'New redemption limit; null removes the limit', nullable: true }) maxRedemptions?: number | null;
  @Field(() => String, { description: 'New plan restriction; null lets the code apply to every paid plan', nullable: true }) planRestriction?: string | null;
  @Field(() => Boolean, { description: 'Switch the code on or off; absent or null leaves it unchanged', nullable: true }) active?: boolean;
}
