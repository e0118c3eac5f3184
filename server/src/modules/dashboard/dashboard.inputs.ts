import { badInput } from '../../errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';

/** The selected year: absent means the current UTC year; otherwise a whole year from LIMITS.dashboardYearMin to next year. */
export function parseDashboardYear(year: number | null | undefined, now: Date): number {
  if (year === null || year === undefined) return now.getUTCFullYear();
  if (!Number.isInteger(year) || year < LIMITS.dashboardYearMin || year > now.getUTCFullYear() + 1) throw badInput(MESSAGES.dashboardYearInvalid);
  return year;
}
