import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
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
