import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { UserType } from '../users/user.types';

@ObjectType('Plan', { description: 'A subscription plan (SPEC §3); amounts in EUR cents excluding VAT.' })
export class PlanType {
  @Field(() => ID, { description: 'professional | professionalMonthly | professionalInsights' }) id: string;
  @Field(() => String) name: string;
  @Field(() => Int) amount: number;
  @Field(() => String, { nullable: true, description: "'year', 'month', or null for the free plan" }) interval: string | null;
  @Field(() => String, { nullable: true, description: 'The provider price id; null for the free plan' }) priceId: string | null;
  @Field(() => [String]) features: string[];
  @Field(() => Boolean) canTakeTests: boolean;
  @Field(() => Boolean) canDownloadCertificates: boolean;
  @Field(() => Boolean) hasAssistant: boolean;
}

@ObjectType({ description: 'The discount code applied in a validation result.' })
export class AppliedDiscountCode {
  @Field(() => String) code: string;
  @Field(() => String, { description: "'percent' or 'fixed'" }) kind: string;
  @Field(() => Float, { description: 'A percentage, or an amount in cents for fixed codes' }) value: number;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => Date, { nullable: true }) validUntil: Date | null;
  @Field(() => String, { nullable: true }) planRestriction: string | null;
}

@ObjectType({ description: 'A plan price with a discount code applied (POST /validate-discount-code).' })
export class DiscountValidation {
  @Field(() => ID) planId: string;
  @Field(() => Int) originalAmount: number;
  @Field(() => Int) discountAmount: number;
  @Field(() => Int) finalAmount: number;
  @Field(() => Float, { description: 'Rounded to one decimal' }) discountPercentage: number;
  @Field(() => AppliedDiscountCode) discountCode: AppliedDiscountCode;
}

@ObjectType()
export class FreePlanPayload {
  @Field(() => Boolean) ok: boolean;
  @Field(() => String) message: string;
}

@ObjectType({ description: 'A checkout opened for an account identified by its credentials.' })
export class SubscriptionSession {
  @Field(() => String) checkoutUrl: string;
  @Field(() => String) sessionId: string;
}

@ObjectType()
export class CheckoutSessionPayload {
  @Field(() => String, { description: 'The provider checkout page to navigate to' }) url: string;
  @Field(() => String) sessionId: string;
}

@ObjectType()
export class PortalSessionPayload {
  @Field(() => String) url: string;
}

@ObjectType()
export class PaymentVerification {
  @Field(() => String) accessToken: string;
  @Field(() => UserType) user: UserType;
  @Field(() => String) message: string;
}

@ObjectType('MemberSubscription', { description: "A member's plan and billing state." })
export class SubscriptionInfo {
  @Field(() => PlanType, { nullable: true }) plan: PlanType | null;
  @Field(() => String, { description: "'active' allows use" }) status: string;
  @Field(() => Date, { nullable: true }) startedAt: Date | null;
  @Field(() => Date, { nullable: true }) currentPeriodEnd: Date | null;
  @Field(() => Boolean) cancelAtPeriodEnd: boolean;
  @Field(() => Boolean, { description: 'The billing portal can be opened' }) canManage: boolean;
  @Field(() => Boolean, { description: 'Can move to Professional' }) canUpgrade: boolean;
  @Field(() => String, { description: "'stripe' or 'sandbox' (TEST MODE)" }) provider: string;
}

@ObjectType('DiscountCode', { description: 'A discount code as admins manage it.' })
export class DiscountCodeType {
  @Field(() => Int) id: number;
  @Field(() => String) code: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => String, { description: "'percent' or 'fixed'" }) kind: string;
  @Field(() => Float, { description: 'A percentage, or an amount in cents for fixed codes' }) value: number;
  @Field(() => Date, { nullable: true }) validFrom: Date | null;
  @Field(() => Date, { nullable: true }) validUntil: Date | null;
  @Field(() => Int, { nullable: true }) maxRedemptions: number | null;
  @Field(() => Int) redemptionCount: number;
  @Field(() => String, { nullable: true }) planRestriction: string | null;
  @Field(() => Boolean) active: boolean;
  @Field(() => Date) createdAt: Date;
}

@InputType()
export class DiscountCodeInput {
  @Field(() => String) code: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { description: "'percent' or 'fixed'" }) kind: string;
  @Field(() => Float) value: number;
  @Field(() => Date, { nullable: true }) validFrom?: Date | null;
  @Field(() => Date, { nullable: true }) validUntil?: Date | null;
  @Field(() => Int, { nullable: true }) maxRedemptions?: number | null;
  @Field(() => String, { nullable: true }) planRestriction?: string | null;
  @Field(() => Boolean, { nullable: true, defaultValue: true }) active?: boolean;
}

@InputType({ description: 'Only the fields given change; null clears an optional field.' })
export class DiscountCodeUpdateInput {
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) kind?: string;
  @Field(() => Float, { nullable: true }) value?: number;
  @Field(() => Date, { nullable: true }) validFrom?: Date | null;
  @Field(() => Date, { nullable: true }) validUntil?: Date | null;
  @Field(() => Int, { nullable: true }) maxRedemptions?: number | null;
  @Field(() => String, { nullable: true }) planRestriction?: string | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean;
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
    PAYMENT_FAILED: { description: "The provider refused the payment (e.g. the card was declined); the subscription is unchanged." },
  },
});

@ObjectType({ description: 'A problem with the input of a billing mutation, to show next to the named field.' })
export class BillingUserError {
  @Field(() => [String], { nullable: true, description: 'Path to the input field concerned, e.g. ["expectedAmountDue"]; null when it concerns the whole request.' })
  field: string[] | null;
  @Field(() => String, { description: 'A sentence for the member.' }) message: string;
  @Field(() => BillingUserErrorCode, { description: 'Machine-readable reason.' }) code: BillingUserErrorCode;
}

@ObjectType({ description: 'What moving a paid subscription to Professional costs now, shown before the member confirms. Amounts are EUR cents excluding VAT.' })
export class UpgradeQuote {
  @Field(() => PlanType, { description: 'The plan the member is on now.' }) fromPlan: PlanType;
  @Field(() => PlanType, { description: 'The plan after the upgrade (Professional).' }) toPlan: PlanType;
  @Field(() => Int, { description: 'The new plan price for its first period.' }) planAmount: number;
  @Field(() => Int, { description: 'Credit for the unused part of the current paid period.' }) credit: number;
  @Field(() => Int, { description: 'Charged at once on confirmation: planAmount less credit, never negative.' }) amountDue: number;
  @Field(() => Int, { nullable: true, description: 'Whole unused days behind the credit (sandbox provider); null when the provider prorates to the second (Stripe).' })
  unusedDays: number | null;
  @Field(() => Int, { nullable: true, description: 'Days in the current period behind the credit (sandbox provider); null for Stripe.' }) periodDays: number | null;
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
  @Field(() => SubscriptionInfo, { nullable: true, description: 'The subscription after the upgrade; null when userErrors is not empty.' }) subscription: SubscriptionInfo | null;
  @Field(() => Int, { nullable: true, description: 'What was charged at once, in EUR cents excluding VAT; null when nothing changed.' }) amountCharged: number | null;
  @Field(() => [BillingUserError], { description: 'Why the upgrade was not made; empty on success.' }) userErrors: BillingUserError[];
}
