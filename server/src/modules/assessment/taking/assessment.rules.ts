import { AppError, conflict, forbidden } from '../../../errors';
import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { allowanceCovers, allowanceTooLow, type Allowance } from '../allowance/allowance.service';
import { canTakeTests } from '../../users/access';
import type { UserEntity } from '../../users/user.entity';

/** Where a user stands with one article's test. */
export interface TestStanding {
  completed: boolean;
  /** Graded attempts (passed or failed); an open attempt does not count until it is submitted. */
  gradedAttempts: number;
  /** Extra attempts an administrator granted for this item (0 when none). */
  extraAttempts?: number;
  /** The article's PE points. */
  points: number;
}

export type Ineligibility = 'not_permitted' | 'already_passed' | 'no_attempts_left' | 'allowance_too_low';

export const attemptsRemaining = (gradedAttempts: number, extraAttempts = 0) => Math.max(0, LIMITS.maxTestAttempts + extraAttempts - gradedAttempts);

/** Why `user` may not start (or resume) the test, or null when they may. Checked in this order. */
export function testIneligibility(
  user: Pick<UserEntity, 'isAdmin' | 'subscriptionStatus' | 'subscriptionPlan'>,
  standing: TestStanding,
  allowance: Allowance,
): Ineligibility | null {
  if (!canTakeTests(user)) return 'not_permitted';
  if (standing.completed) return 'already_passed';
  if (attemptsRemaining(standing.gradedAttempts, standing.extraAttempts) === 0) return 'no_attempts_left';
  if (!allowanceCovers(allowance, standing.points)) return 'allowance_too_low';
  return null;
}

/** The error a start (or submit) answers for a reason, with the spec's texts. */
export function ineligibilityError(reason: Ineligibility, standing: TestStanding, allowance: Allowance): AppError {
  switch (reason) {
    case 'not_permitted':
      return forbidden(MESSAGES.testNotIncluded);
    case 'already_passed':
      return conflict(MESSAGES.testAlreadyPassed);
    case 'no_attempts_left':
      return new AppError('CONFLICT', `${MESSAGES.testMaxAttempts}0`, { attempts_remaining: 0 });
    case 'allowance_too_low':
      return allowanceTooLow(allowance, standing.points);
  }
}

/** Passing needs at least the pass mark, compared exactly (no rounding). */
export const isPass = (score: number, total: number) => total > 0 && score * 100 >= LIMITS.passPercentage * total;

export const percentageOf = (score: number, total: number) => (total > 0 ? Math.round((score * 10000) / total) / 100 : 0);
