import { registerEnumType } from 'type-graphql';
import type { MemberStatus } from '@leerpunt/shared/members';
import type { PlanId } from '@leerpunt/shared/plans';

/** The plans by GraphQL name; the values are the stored plan ids. */
export const MemberPlanEnum = {
  PROFESSIONAL: 'professional',
  PROFESSIONAL_MONTHLY: 'professionalMonthly',
  PROFESSIONAL_INSIGHTS: 'professionalInsights',
} as const satisfies Record<string, PlanId>;

registerEnumType(MemberPlanEnum, {
  name: 'MemberPlan',
  description: "A member's subscription plan, as admins filter and read it.",
  valuesConfig: {
    PROFESSIONAL: { description: 'Professional, billed yearly: tests, certificates and the assistant' },
    PROFESSIONAL_MONTHLY: { description: 'Professional Monthly: tests and certificates within a monthly points allowance' },
    PROFESSIONAL_INSIGHTS: { description: 'Professional Insights, the free plan: reading only' },
  },
});

/** Subscription statuses by GraphQL name; the values are the stored statuses. */
export const MemberSubscriptionStatusEnum = {
  ACTIVE: 'active',
  INACTIVE: 'inactive',
  PAST_DUE: 'past_due',
  CANCELED: 'canceled',
  UNPAID: 'unpaid',
  INCOMPLETE: 'incomplete',
  PAUSED: 'paused',
} as const satisfies Record<string, MemberStatus>;

registerEnumType(MemberSubscriptionStatusEnum, {
  name: 'MemberSubscriptionStatus',
  description: "The state of a member's subscription. Only ACTIVE gives access; administrators have access whatever their status.",
  valuesConfig: {
    ACTIVE: { description: 'Paid up (or on the free plan): the member has access' },
    INACTIVE: { description: 'No subscription yet, or one that ended without a provider status' },
    PAST_DUE: { description: 'A renewal payment failed; the provider is retrying it' },
    CANCELED: { description: 'The subscription ended' },
    UNPAID: { description: 'Retries of a failed payment ran out; the subscription is kept but gives no access' },
    INCOMPLETE: { description: 'The first payment has not gone through yet' },
    PAUSED: { description: 'Collection is paused at the provider' },
  },
});
