import { PLANS, type PlanId } from '@leerpunt/shared/plans';
import type { UsersRepository } from '../users/users.repository';
import { periodCharge, recognisePlan } from './billing.rules';
import type { BillingRepository } from './billing.repository';

/** A paid plan that renews soon, and what the member will be charged (cents, excluding VAT). */
export interface UpcomingRenewal {
  userId: number;
  email: string;
  firstName: string;
  plan: PlanId;
  renewsAt: Date;
  amount: number;
}

/** A member whose failed renewal's grace period ends soon. */
export interface GraceEnding {
  userId: number;
  email: string;
  firstName: string;
  plan: PlanId | null;
  graceEndsAt: Date;
}

/**
 * Finds the members whose paid plan renews within its lead time: the subscription their account points to, active and
 * not set to end, on a confirmed address. `leadDays` gives the lead time of a plan's billing interval.
 */
export class UpcomingRenewals {
  constructor(
    private readonly repo: Pick<BillingRepository, 'renewingBetween'>,
    private readonly users: Pick<UsersRepository, 'byIds' | 'graceEndingBetween'>,
    private readonly priceIds: () => Partial<Record<PlanId, string>>,
  ) {}

  async due(now: Date, leadDays: (interval: 'month' | 'year') => number): Promise<UpcomingRenewal[]> {
    const longest = Math.max(leadDays('month'), leadDays('year'));
    const subs = await this.repo.renewingBetween(now, new Date(now.getTime() + longest * 86_400_000));
    if (subs.length === 0) return [];
    const members = new Map((await this.users.byIds([...new Set(subs.map((s) => s.userId))])).map((u) => [u.id, u]));
    return subs.flatMap((s): UpcomingRenewal[] => {
      const user = members.get(s.userId);
      const plan = recognisePlan(s.plan, this.priceIds());
      const interval = plan ? PLANS[plan].interval : null;
      if (!user || !plan || !interval || !user.emailConfirmed) return [];
      if (user.paymentSubscriptionId !== s.providerSubscriptionId || user.subscriptionStatus !== 'active') return [];
      if (s.currentPeriodEnd.getTime() - now.getTime() > leadDays(interval) * 86_400_000) return [];
      // Discount codes take their amount off the first payment only: a renewal is charged the list price.
      const amount = periodCharge(plan, s.currentPeriodEnd, null).renewalAmount;
      return [{ userId: user.id, email: user.email, firstName: user.firstName, plan, renewsAt: s.currentPeriodEnd, amount }];
    });
  }

  /** Members past due whose grace period ends within `leadDays` of `now` (and has not ended yet). */
  async graceEnding(now: Date, leadDays: number): Promise<GraceEnding[]> {
    const users = await this.users.graceEndingBetween(now, new Date(now.getTime() + leadDays * 86_400_000));
    return users.flatMap((u) =>
      u.paymentGraceEndsAt
        ? [
            {
              userId: u.id,
              email: u.email,
              firstName: u.firstName,
              plan: recognisePlan(u.subscriptionPlan, this.priceIds()),
              graceEndsAt: u.paymentGraceEndsAt,
            },
          ]
        : [],
    );
  }
}
