import {
  accessLevel,
  canReadRecord,
  canUseHelpCenter,
  inPaymentGrace,
  noticeDate,
  PLAN_ORDER,
  PLANS,
  canDownloadCertificates,
  canTakeTests,
  formatEuro,
  formatMoney,
  isActive,
  isMonthly,
  isPaidPlan,
  isPlanId,
  isProfessional,
  planOf,
  type PlanHolder,
} from '@leerpunt/shared/plans';

const member = (subscriptionPlan: string | null, subscriptionStatus = 'active', isAdmin = false): PlanHolder => ({
  isAdmin,
  subscriptionStatus,
  subscriptionPlan,
});

describe('plans', () => {
  it('orders every plan once, cheapest first', () => {
    expect([...PLAN_ORDER].sort()).toEqual(Object.keys(PLANS).sort());
    const amounts = PLAN_ORDER.map((id) => PLANS[id].amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('knows plan ids and only them', () => {
    expect(isPlanId('professional')).toBe(true);
    expect(isPlanId('toString')).toBe(false);
    expect(isPlanId('')).toBe(false);
    expect(isPlanId(null)).toBe(false);
    expect(planOf(member('constructor'))).toBeNull();
    expect(planOf(member('professionalMonthly'))).toBe('professionalMonthly');
  });

  it('counts only the free plan as unpaid', () => {
    expect(PLAN_ORDER.filter(isPaidPlan)).toEqual(['professionalMonthly', 'professional']);
  });
});

describe('access rules (SPEC §6)', () => {
  const cases: [string, PlanHolder, { tests: boolean; certificates: boolean; professional: boolean; monthly: boolean; active: boolean }][] = [
    ['Professional', member('professional'), { tests: true, certificates: true, professional: true, monthly: false, active: true }],
    ['Monthly', member('professionalMonthly'), { tests: true, certificates: true, professional: false, monthly: true, active: true }],
    ['Insights', member('professionalInsights'), { tests: false, certificates: false, professional: false, monthly: false, active: true }],
    ['lapsed Professional', member('professional', 'inactive'), { tests: false, certificates: false, professional: false, monthly: false, active: false }],
    ['past-due Monthly', member('professionalMonthly', 'past_due'), { tests: false, certificates: false, professional: false, monthly: false, active: false }],
    ['unknown plan', member('gold'), { tests: false, certificates: false, professional: false, monthly: false, active: true }],
    ['admin without a plan', member(null, 'inactive', true), { tests: true, certificates: true, professional: true, monthly: false, active: true }],
    ['admin on Monthly', member('professionalMonthly', 'active', true), { tests: true, certificates: true, professional: true, monthly: false, active: true }],
  ];

  it.each(cases)('%s', (_name, holder, expected) => {
    expect({
      tests: canTakeTests(holder),
      certificates: canDownloadCertificates(holder),
      professional: isProfessional(holder),
      monthly: isMonthly(holder),
      active: isActive(holder),
    }).toEqual(expected);
  });
});

describe('the grace period after a failed payment', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const pastDue = (plan: string, graceEnds: string | null): PlanHolder => ({ ...member(plan, 'past_due'), paymentGraceEndsAt: graceEnds });

  it('keeps everything the plan gives until the grace period ends', () => {
    const m = pastDue('professional', '2026-12-08T12:00:00Z');
    expect(accessLevel(m, now)).toBe('grace');
    expect(inPaymentGrace(m, now)).toBe(true);
    expect([isActive(m, now), canTakeTests(m, now), canDownloadCertificates(m, now), isProfessional(m, now)]).toEqual([true, true, true, true]);
    const monthly = pastDue('professionalMonthly', '2026-12-08T12:00:00.000Z');
    expect(isMonthly(monthly, now)).toBe(true);
  });

  it('leaves the record, certificates and the Help Center, not the library or tests, once it has ended', () => {
    const m = pastDue('professional', '2026-12-01T12:00:00Z'); // ends exactly now: over
    expect(accessLevel(m, now)).toBe('readOnly');
    expect([isActive(m, now), canTakeTests(m, now), canDownloadCertificates(m, now), isMonthly(m, now)]).toEqual([false, false, false, false]);
    expect([canReadRecord(m, now), canUseHelpCenter(m, now)]).toEqual([true, true]);
  });

  it('gives no grace without a deadline, and none to other statuses', () => {
    expect(accessLevel(pastDue('professional', null), now)).toBe('readOnly');
    expect(accessLevel({ ...member('professional', 'canceled'), paymentGraceEndsAt: '2026-12-08T12:00:00Z' }, now)).toBe('readOnly');
    expect(accessLevel(member('professional', 'unpaid'), now)).toBe('readOnly');
  });

  it('reads the other levels: active, admin, never subscribed', () => {
    expect(accessLevel(member('professionalInsights'), now)).toBe('full');
    expect(accessLevel(member(null, 'inactive', true), now)).toBe('full');
    expect(accessLevel(member(null, 'inactive'), now)).toBe('none');
    expect(accessLevel(member('professionalInsights', 'canceled'), now)).toBe('none');
    expect(canReadRecord(member(null, 'inactive'), now)).toBe(false);
  });

  it('writes the deadline as a date in words', () => {
    expect(noticeDate('2026-12-08T12:00:00Z')).toBe('8 December 2026');
  });
});

describe('money', () => {
  it('writes cents as euros with two decimals', () => {
    expect(formatMoney(49900)).toBe('499.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatEuro(4999)).toBe('€49.99');
    expect(formatEuro(0)).toBe('€0.00');
  });
});
