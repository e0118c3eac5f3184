import { addInterval } from './payment-provider';

const DAY_MS = 86_400_000;

/** Steps back one billing interval from a period end, with the same month-end clamping as addInterval. */
export function subtractInterval(end: Date, interval: 'month' | 'year'): Date {
  const months = interval === 'year' ? 12 : 1;
  const target = new Date(end.getTime());
  const day = end.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface DayProration {
  /** Whole days of the current period not yet begun at `at` (the day in progress counts as used). */
  unusedDays: number;
  /** Calendar days of the current period (28 to 31 for a month). */
  periodDays: number;
  /** unusedDays × currentAmount ÷ periodDays, rounded half up to whole cents. */
  credit: number;
  /** The new plan's price less the credit, never below zero. */
  amountDue: number;
  /** The new plan's period starts at `at`. */
  newPeriodEnd: Date;
}

/**
 * The sandbox's proration of a switch to a longer plan: the unused whole days of the paid period are
 * credited at the old plan's daily price, and the new plan starts a fresh period at once (as Stripe
 * restarts the billing cycle when the interval changes). Days, not seconds, so the figure is one a
 * member can check by hand.
 */
export function prorateByDays(input: {
  currentAmount: number;
  currentInterval: 'month' | 'year';
  periodEnd: Date;
  newAmount: number;
  newInterval: 'month' | 'year';
  at: Date;
}): DayProration {
  const start = subtractInterval(input.periodEnd, input.currentInterval);
  const periodDays = Math.max(1, Math.round((input.periodEnd.getTime() - start.getTime()) / DAY_MS));
  const remaining = input.periodEnd.getTime() - input.at.getTime();
  const unusedDays = Math.min(periodDays, Math.max(0, Math.floor(remaining / DAY_MS)));
  const credit = Math.round((unusedDays * input.currentAmount) / periodDays);
  return {
    unusedDays,
    periodDays,
    credit,
    amountDue: Math.max(0, input.newAmount - credit),
    newPeriodEnd: addInterval(input.at, input.newInterval),
  };
}
