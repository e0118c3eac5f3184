import { PLANS, recognisePlan } from '@shared/constants';
import type { SessionUser } from '../../app/session';

type PlanHolder = Pick<SessionUser, 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan'>;

const activePlan = (u: PlanHolder) => (u.subscriptionStatus === 'active' ? recognisePlan(u.subscriptionPlan) : null);

/** Admins always; otherwise an active plan that includes tests (SPEC §6). */
export const canTakeTests = (u: PlanHolder | null): boolean => !!u && (u.isAdmin || (!!activePlan(u) && PLANS[activePlan(u)!].canTakeTests));

/** Professional Monthly members start tests against their allowance; admins never do. */
export const isMonthlyMember = (u: PlanHolder | null): boolean => !!u && !u.isAdmin && activePlan(u) === 'professionalMonthly';
