import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import type { Allowance } from '../allowance/allowance.service';
import { attemptsRemaining, ineligibilityError, isPass, percentageOf, testIneligibility, type TestStanding } from './assessment.rules';

const professional = { isAdmin: false, subscriptionStatus: 'active', subscriptionPlan: 'professional' };
const monthly = { isAdmin: false, subscriptionStatus: 'active', subscriptionPlan: 'professionalMonthly' };
const insights = { isAdmin: false, subscriptionStatus: 'active', subscriptionPlan: 'professionalInsights' };
const lapsed = { isAdmin: false, subscriptionStatus: 'inactive', subscriptionPlan: 'professional' };
const admin = { isAdmin: true, subscriptionStatus: 'inactive', subscriptionPlan: null };

const fresh: TestStanding = { completed: false, gradedAttempts: 0, points: 1.2 };
const noAllowance: Allowance = { isMonthly: false, capacity: 0, used: 0, available: 0, nextGrantAt: null };
const monthlyAllowance = (available: number): Allowance => ({ isMonthly: true, capacity: 3, used: 3 - available, available, nextGrantAt: null });

describe('attemptsRemaining', () => {
  it('counts down from the limit and never below zero', () => {
    expect(attemptsRemaining(0)).toBe(LIMITS.maxTestAttempts);
    expect(attemptsRemaining(LIMITS.maxTestAttempts - 1)).toBe(1);
    expect(attemptsRemaining(LIMITS.maxTestAttempts)).toBe(0);
    expect(attemptsRemaining(LIMITS.maxTestAttempts + 2)).toBe(0);
  });

  it('adds the attempts an administrator granted', () => {
    expect(attemptsRemaining(LIMITS.maxTestAttempts, 2)).toBe(2);
  });
});

describe('testIneligibility', () => {
  it('lets a Professional member and an admin start a fresh test', () => {
    expect(testIneligibility(professional, fresh, noAllowance)).toBeNull();
    expect(testIneligibility(admin, fresh, noAllowance)).toBeNull();
  });

  it('refuses plans without tests and lapsed subscriptions', () => {
    expect(testIneligibility(insights, fresh, noAllowance)).toBe('not_permitted');
    expect(testIneligibility(lapsed, fresh, noAllowance)).toBe('not_permitted');
  });

  it('refuses a passed test and a test without attempts left', () => {
    expect(testIneligibility(professional, { ...fresh, completed: true }, noAllowance)).toBe('already_passed');
    expect(testIneligibility(professional, { ...fresh, gradedAttempts: LIMITS.maxTestAttempts }, noAllowance)).toBe('no_attempts_left');
    expect(testIneligibility(professional, { ...fresh, gradedAttempts: LIMITS.maxTestAttempts, extraAttempts: 1 }, noAllowance)).toBeNull();
  });

  it('holds a Monthly member to the allowance, compared in whole cents', () => {
    expect(testIneligibility(monthly, fresh, monthlyAllowance(1))).toBe('allowance_too_low');
    expect(testIneligibility(monthly, fresh, monthlyAllowance(1.2))).toBeNull();
    expect(testIneligibility(monthly, { ...fresh, points: 0.3 }, monthlyAllowance(0.1 + 0.2))).toBeNull();
  });

  it('checks in order: plan, passed, attempts, allowance', () => {
    const everything: TestStanding = { completed: true, gradedAttempts: LIMITS.maxTestAttempts, points: 5 };
    expect(testIneligibility(insights, everything, monthlyAllowance(0))).toBe('not_permitted');
    expect(testIneligibility(monthly, everything, monthlyAllowance(0))).toBe('already_passed');
    expect(testIneligibility(monthly, { ...everything, completed: false }, monthlyAllowance(0))).toBe('no_attempts_left');
  });
});

describe('ineligibilityError', () => {
  it('answers each reason with its code and the spec text', () => {
    expect(ineligibilityError('not_permitted', fresh, noAllowance)).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.testNotIncluded });
    expect(ineligibilityError('already_passed', fresh, noAllowance)).toMatchObject({ code: 'CONFLICT', message: MESSAGES.testAlreadyPassed });
    expect(ineligibilityError('no_attempts_left', fresh, noAllowance)).toMatchObject({
      code: 'CONFLICT',
      message: `${MESSAGES.testMaxAttempts}0`,
      details: { attempts_remaining: 0 },
    });
    expect(ineligibilityError('allowance_too_low', fresh, monthlyAllowance(1))).toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: MESSAGES.testAllowanceTooLow,
      details: { available: 1, required: 1.2 },
    });
  });
});

describe('isPass and percentageOf', () => {
  it('passes at the pass mark exactly, without rounding up', () => {
    expect(isPass(4, 5)).toBe(true);
    expect(isPass(3, 5)).toBe(false);
    expect(isPass(79, 100)).toBe(false);
    expect(isPass(80, 100)).toBe(true);
    expect(isPass(0, 0)).toBe(false);
  });

  it('gives the percentage with two decimals', () => {
    expect(percentageOf(4, 5)).toBe(80);
    expect(percentageOf(2, 3)).toBe(66.67);
    expect(percentageOf(1, 0)).toBe(0);
  });
});
