import { MEMBER_STATUS_LABELS, type MemberStatus } from '@leerpunt/shared/members';
import { PLANS } from '@leerpunt/shared/plans';
import type { MemberPlan, MemberSubscriptionStatus } from '../../../gql/graphql';

/** Plan names as the pricing cards show them, by the API's enum name. */
export const PLAN_LABELS: Record<MemberPlan, string> = {
  PROFESSIONAL: PLANS.professional.name,
  PROFESSIONAL_MONTHLY: PLANS.professionalMonthly.name,
  PROFESSIONAL_INSIGHTS: PLANS.professionalInsights.name,
};

/** The API's status names in the order the filter offers them. */
export const STATUS_OPTIONS: MemberSubscriptionStatus[] = ['ACTIVE', 'INACTIVE', 'PAST_DUE', 'UNPAID', 'INCOMPLETE', 'PAUSED', 'CANCELED'];

export const statusLabel = (status: MemberSubscriptionStatus): string => MEMBER_STATUS_LABELS[status.toLowerCase() as MemberStatus];

export const planLabel = (plan: MemberPlan | null | undefined): string => (plan ? PLAN_LABELS[plan] : 'No plan');

export const fullName = (m: { firstName: string; lastName: string }): string => `${m.firstName} ${m.lastName}`.trim();

/** "1 attempt", "2 attempts". */
export const attempts = (n: number): string => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;
