import { allowanceCovers, allowanceOf, monthlyAnniversary, subscribedMonths } from './allowance.service';

const at = (iso: string) => new Date(iso);

describe('subscribedMonths', () => {
  it('counts the current month from the start and adds one at each monthly anniversary', () => {
    const start = at('2025-01-15T10:00:00Z');
    expect(subscribedMonths(start, at('2025-01-15T10:00:00Z'))).toBe(1);
    expect(subscribedMonths(start, at('2025-02-15T09:59:59Z'))).toBe(1);
    expect(subscribedMonths(start, at('2025-02-15T10:00:00Z'))).toBe(2);
    expect(subscribedMonths(start, at('2026-01-14T00:00:00Z'))).toBe(12);
    expect(subscribedMonths(start, at('2026-01-15T10:00:00Z'))).toBe(13);
  });

  it('clamps anniversaries to the last day of shorter months', () => {
    const start = at('2025-01-31T00:00:00Z');
    expect(subscribedMonths(start, at('2025-02-27T23:00:00Z'))).toBe(1);
    expect(subscribedMonths(start, at('2025-02-28T00:00:00Z'))).toBe(2);
    expect(subscribedMonths(start, at('2025-03-30T00:00:00Z'))).toBe(2);
    expect(subscribedMonths(start, at('2025-03-31T00:00:00Z'))).toBe(3);
  });

  it('treats a missing or future start as the first month', () => {
    expect(subscribedMonths(null, at('2025-05-01T00:00:00Z'))).toBe(1);
    expect(subscribedMonths(at('2026-01-01T00:00:00Z'), at('2025-05-01T00:00:00Z'))).toBe(1);
  });
});

describe('allowanceOf', () => {
  const monthly = {
    id: 1,
    isAdmin: false,
    subscriptionStatus: 'active',
    subscriptionPlan: 'professionalMonthly',
    subscriptionStartedAt: at('2025-01-10T00:00:00Z'),
  };

  it('is capacity minus charged points, exact to the hundredth', () => {
    const a = allowanceOf(monthly, 0.1 + 0.2, at('2025-03-20T00:00:00Z'));
    expect(a).toEqual({ isMonthly: true, capacity: 3, used: 0.3, available: 2.7, nextGrantAt: at('2025-04-10T00:00:00Z') });
    expect(allowanceCovers(a, 2.7)).toBe(true);
    expect(allowanceCovers(a, 2.71)).toBe(false);
  });

  it('never goes below zero and is empty for other plans and admins', () => {
    expect(allowanceOf(monthly, 5, at('2025-01-20T00:00:00Z')).available).toBe(0);
    expect(allowanceOf({ ...monthly, subscriptionPlan: 'professional' }, 0)).toEqual({
      isMonthly: false,
      capacity: 0,
      used: 0,
      available: 0,
      nextGrantAt: null,
    });
    expect(allowanceOf({ ...monthly, isAdmin: true }, 0).isMonthly).toBe(false);
    expect(allowanceOf({ ...monthly, subscriptionStatus: 'past_due' }, 0).isMonthly).toBe(false);
    expect(allowanceCovers(allowanceOf({ ...monthly, subscriptionPlan: 'professional' }, 0), 3)).toBe(true);
  });
});

describe('nextGrantAt', () => {
  const started = (iso: string) => ({
    id: 1,
    isAdmin: false,
    subscriptionStatus: 'active',
    subscriptionPlan: 'professionalMonthly',
    subscriptionStartedAt: at(iso),
  });

  it('is the next monthly anniversary of the subscription, the day a locked test may unlock', () => {
    expect(allowanceOf(started('2025-01-10T08:30:00Z'), 1, at('2025-01-10T08:30:00Z')).nextGrantAt).toEqual(at('2025-02-10T08:30:00Z'));
    expect(allowanceOf(started('2025-01-10T08:30:00Z'), 1, at('2025-02-10T08:29:59Z')).nextGrantAt).toEqual(at('2025-02-10T08:30:00Z'));
    expect(allowanceOf(started('2025-01-10T08:30:00Z'), 1, at('2025-02-10T08:30:00Z')).nextGrantAt).toEqual(at('2025-03-10T08:30:00Z'));
    // The 31st falls on each month's last day.
    expect(allowanceOf(started('2025-01-31T00:00:00Z'), 0, at('2025-02-01T00:00:00Z')).nextGrantAt).toEqual(at('2025-02-28T00:00:00Z'));
    expect(monthlyAnniversary(at('2025-12-31T00:00:00Z'), 2)).toEqual(at('2026-02-28T00:00:00Z'));
  });

  it('is unknown without a start date', () => {
    expect(allowanceOf({ ...started('2025-01-10T00:00:00Z'), subscriptionStartedAt: null }, 0).nextGrantAt).toBeNull();
  });
});
