import type { DataSource, EntityManager } from 'typeorm';
import type { AllowanceRepository } from './allowance.repository';
import { AppError } from '../../../errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { isMonthly, requireUser } from '../../users/access';
import type { UserEntity } from '../../users/user.entity';

/** The Professional Monthly allowance of PE points (see docs/decisions.md for the accounting). */
export interface Allowance {
  isMonthly: boolean;
  /** Points granted so far in the current subscription: one per started subscription month. */
  capacity: number;
  /** Points already charged by passed tests in the current subscription. */
  used: number;
  /** capacity − used, never below 0. */
  available: number;
  /** When the next point is granted (the next monthly anniversary of the subscription); null off Professional Monthly. */
  nextGrantAt: Date | null;
}

export type AllowanceUser = Pick<UserEntity, 'id' | 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan' | 'subscriptionStartedAt'> &
  Partial<Pick<UserEntity, 'paymentGraceEndsAt'>>;

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * Subscription months started by `now`, the current one included: 1 from the start, 2 from the first
 * monthly anniversary (same day of month and time, UTC; clamped to the month's last day), and so on.
 */
export function subscribedMonths(startedAt: Date | null, now: Date): number {
  if (!startedAt || now.getTime() <= startedAt.getTime()) return 1;
  let months = (now.getUTCFullYear() - startedAt.getUTCFullYear()) * 12 + (now.getUTCMonth() - startedAt.getUTCMonth());
  const day = Math.min(startedAt.getUTCDate(), daysInMonth(now.getUTCFullYear(), now.getUTCMonth()));
  const anniversary = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    day,
    startedAt.getUTCHours(),
    startedAt.getUTCMinutes(),
    startedAt.getUTCSeconds(),
    startedAt.getUTCMilliseconds(),
  );
  if (now.getTime() < anniversary) months -= 1;
  return months + 1;
}

/** The `n`-th monthly anniversary of `startedAt` (same day and time, UTC; clamped to the month's last day). */
export function monthlyAnniversary(startedAt: Date, n: number): Date {
  const year = startedAt.getUTCFullYear();
  const month = startedAt.getUTCMonth() + n;
  const day = Math.min(startedAt.getUTCDate(), daysInMonth(year, month));
  return new Date(Date.UTC(year, month, day, startedAt.getUTCHours(), startedAt.getUTCMinutes(), startedAt.getUTCSeconds(), startedAt.getUTCMilliseconds()));
}

/** Points are numeric(5,2): compute in hundredths so 0.1 + 0.2 stays 0.3. */
const cents = (points: number) => Math.round(points * 100);

/** The allowance of `user` given the points already charged in the current subscription. */
export function allowanceOf(user: AllowanceUser, usedPoints: number, now = new Date()): Allowance {
  if (!isMonthly(user)) return { isMonthly: false, capacity: 0, used: 0, available: 0, nextGrantAt: null };
  const months = subscribedMonths(user.subscriptionStartedAt, now);
  const capacity = months * cents(LIMITS.monthlyAllowancePerMonth);
  const used = cents(usedPoints);
  return {
    isMonthly: true,
    capacity: capacity / 100,
    used: used / 100,
    available: Math.max(0, capacity - used) / 100,
    // `months` have started, so the next grant is the months-th anniversary.
    nextGrantAt: user.subscriptionStartedAt ? monthlyAnniversary(user.subscriptionStartedAt, months) : null,
  };
}

/** True when the allowance covers an article worth `points` (always true for non-monthly users). */
export const allowanceCovers = (allowance: Allowance, points: number) => !allowance.isMonthly || cents(allowance.available) >= cents(points);

/** Points a pass charges to the allowance: the article's points on Professional Monthly, nothing on other plans. */
export const allowanceCharge = (user: AllowanceUser, points: number) => (isMonthly(user) ? points : 0);

/** The spec's answer when the allowance does not cover an article worth `points`. */
export const allowanceTooLow = (allowance: Allowance, points: number) =>
  new AppError('PAYMENT_REQUIRED', MESSAGES.testAllowanceTooLow, { available: allowance.available, required: points });

export class AllowanceService {
  constructor(private readonly repo: AllowanceRepository) {}

  /** The caller's own allowance (GET /api/monthly-allowance). */
  forCaller(actor: UserEntity | null): Promise<Allowance> {
    return this.of(requireUser(actor));
  }

  /** The allowance of `user`; pass the transaction's manager when deciding inside one. */
  async of(user: AllowanceUser, manager?: EntityManager | DataSource): Promise<Allowance> {
    if (!isMonthly(user)) return allowanceOf(user, 0);
    return allowanceOf(user, await this.repo.usedSince(user.id, user.subscriptionStartedAt ?? null, manager));
  }
}
