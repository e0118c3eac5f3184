import { addInterval } from '../../providers/payments/payment-provider';
import { mapStripeStatus } from '../../providers/payments/stripe.provider';
import { MESSAGES } from '@leerpunt/shared/messages';
import { BILLING_MESSAGES, periodCharge } from './billing.rules';
import type { DiscountCodeEntity } from './discounts/discount-code.entity';
import { discountProblem, priceWithDiscount } from './discounts/discount.service';
import { cardForm } from './sandbox/sandbox.inputs';
import { checkTestCard } from './sandbox/sandbox.service';
import { redactBillingUrl } from './billing.log';
import { prorateByDays, subtractInterval } from '../../providers/payments/sandbox-proration';

const code = (over: Partial<DiscountCodeEntity> = {}) =>
  ({
    id: 1,
    code: 'X',
    kind: 'percent',
    value: 20,
    active: true,
    validFrom: null,
    validUntil: null,
    maxRedemptions: null,
    redemptionCount: 0,
    planRestriction: null,
    ...over,
  }) as DiscountCodeEntity;

describe('addInterval', () => {
  it.each([
    ['2026-01-15T10:00:00Z', 'month', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00Z', 'month', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T00:00:00Z', 'month', '2028-02-29T00:00:00.000Z'],
    ['2026-12-31T23:59:59Z', 'month', '2027-01-31T23:59:59.000Z'],
    ['2026-03-31T00:00:00Z', 'month', '2026-04-30T00:00:00.000Z'],
    ['2028-02-29T08:00:00Z', 'year', '2029-02-28T08:00:00.000Z'],
    ['2026-06-01T00:00:00Z', 'year', '2027-06-01T00:00:00.000Z'],
  ] as const)('%s + 1 %s = %s (same day, clamped to the month end)', (from, interval, expected) => {
    expect(addInterval(new Date(from), interval).toISOString()).toBe(expected);
  });
});

describe('priceWithDiscount', () => {
  it('rounds percentage discounts to the cent and the percentage to one decimal', () => {
    expect(priceWithDiscount('professional', code({ value: 12.5 }))).toMatchObject({ discountAmount: 6238, finalAmount: 43662, discountPercentage: 12.5 });
    expect(priceWithDiscount('professionalMonthly', code({ value: 33.33 }))).toMatchObject({
      discountAmount: 1666,
      finalAmount: 3333,
      discountPercentage: 33.3,
    });
    expect(priceWithDiscount('professional', code({ value: 100 }))).toMatchObject({ discountAmount: 49900, finalAmount: 0, discountPercentage: 100 });
  });
  it('never takes more than the price with a fixed amount', () => {
    expect(priceWithDiscount('professionalMonthly', code({ kind: 'fixed', value: 10000 }))).toMatchObject({
      discountAmount: 4999,
      finalAmount: 0,
      discountPercentage: 100,
    });
    expect(priceWithDiscount('professional', code({ kind: 'fixed', value: 1 }))).toMatchObject({
      discountAmount: 1,
      finalAmount: 49899,
      discountPercentage: 0,
    });
  });
  it('without a code charges the plan price', () => {
    expect(priceWithDiscount('professional', null)).toEqual({
      plan: 'professional',
      originalAmount: 49900,
      discountAmount: 0,
      finalAmount: 49900,
      discountPercentage: 0,
      discount: null,
    });
  });
});

describe('discountProblem', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it.each([
    [null, MESSAGES.discountInvalid],
    [code({ active: false }), MESSAGES.discountInvalid],
    [code({ validFrom: new Date('2026-06-02T00:00:00Z') }), BILLING_MESSAGES.discountNotYetValid],
    [code({ validUntil: new Date('2026-06-01T12:00:00Z') }), BILLING_MESSAGES.discountExpired],
    [code({ maxRedemptions: 3, redemptionCount: 3 }), BILLING_MESSAGES.discountExhausted],
    [code({ planRestriction: 'professional' }), BILLING_MESSAGES.discountWrongPlan],
    [code({ maxRedemptions: 3, redemptionCount: 2, validUntil: new Date('2026-06-01T12:00:01Z') }), null],
  ])('%j → %s', (c, expected) => {
    expect(discountProblem(c, 'professionalMonthly', now)).toBe(expected);
  });
});

describe('checkTestCard', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  const card = { name: 'A B', number: '4242 4242 4242 4242', expiry: '06 / 26', cvc: '123' };
  it('accepts the test card until the end of its expiry month', () => {
    expect(checkTestCard(card, now)).toBeNull();
    expect(checkTestCard({ ...card, number: '4242-4242-4242-4242', expiry: '12/2030', cvc: '1234' }, now)).toBeNull();
  });
  it.each([
    [{ name: ' ' }, BILLING_MESSAGES.cardName],
    [{ number: '4111 1111 1111 1111' }, BILLING_MESSAGES.cardInvalid],
    [{ number: 4242424242424242 }, BILLING_MESSAGES.cardInvalid],
    [{ expiry: '05 / 26' }, BILLING_MESSAGES.cardExpiry],
    [{ expiry: '13 / 30' }, BILLING_MESSAGES.cardExpiry],
    [{ expiry: 'soon' }, BILLING_MESSAGES.cardExpiry],
    [{ cvc: '12' }, BILLING_MESSAGES.cardCvc],
    [{ number: '4000 0000 0000 0002' }, BILLING_MESSAGES.cardDeclined],
  ])('refuses %j', (over, message) => {
    expect(checkTestCard(cardForm({ ...card, ...over }), now)).toBe(message);
  });
});

describe('mapStripeStatus', () => {
  it('grants access for active and trialing only', () => {
    expect(['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete', 'incomplete_expired', 'paused'].map(mapStripeStatus)).toEqual([
      'active',
      'active',
      'past_due',
      'unpaid',
      'canceled',
      'incomplete',
      'canceled',
      'paused',
    ]);
  });
});

describe('redactBillingUrl', () => {
  it('hides checkout and portal ids and session_id query values', () => {
    expect(redactBillingUrl('/sandbox/checkout/abcDEF123_-xyz/pay')).toBe('/sandbox/checkout/[redacted]/pay');
    expect(redactBillingUrl('/sandbox/portal/abc?notice=cancel')).toBe('/sandbox/portal/[redacted]?notice=cancel');
    expect(redactBillingUrl('/subscription-success?session_id=abc&x=1')).toBe('/subscription-success?session_id=[redacted]&x=1');
    expect(redactBillingUrl('/api/articles?page=1')).toBe('/api/articles?page=1');
  });
});

describe('prorateByDays (the sandbox proration)', () => {
  it('credits the whole unused days of the month at the monthly price, rounded to cents', () => {
    // Period 15 February → 15 March 2026 is 28 days; 12 days and 1 hour remain, so 12 whole days are unused.
    const p = prorateByDays({
      currentAmount: 4999,
      currentInterval: 'month',
      periodEnd: new Date('2026-03-15T10:00:00Z'),
      newAmount: 49900,
      newInterval: 'year',
      at: new Date('2026-03-03T09:00:00Z'),
    });
    expect(p).toEqual({ unusedDays: 12, periodDays: 28, credit: 2142, amountDue: 47758, newPeriodEnd: new Date('2027-03-03T09:00:00Z') });
  });

  it('counts the period back with the same month-end clamping as renewals', () => {
    expect(subtractInterval(new Date('2026-03-31T00:00:00Z'), 'month').toISOString()).toBe('2026-02-28T00:00:00.000Z');
    const p = prorateByDays({
      currentAmount: 3100,
      currentInterval: 'month',
      periodEnd: new Date('2026-03-31T00:00:00Z'),
      newAmount: 49900,
      newInterval: 'year',
      at: new Date('2026-03-01T00:00:00Z'),
    });
    expect(p).toMatchObject({ periodDays: 31, unusedDays: 30, credit: 3000 });
  });

  it('gives no credit once the period is over and never a negative amount due', () => {
    expect(
      prorateByDays({
        currentAmount: 4999,
        currentInterval: 'month',
        periodEnd: new Date('2026-03-15T00:00:00Z'),
        newAmount: 49900,
        newInterval: 'year',
        at: new Date('2026-03-16T00:00:00Z'),
      }),
    ).toMatchObject({ unusedDays: 0, credit: 0, amountDue: 49900 });
    expect(
      prorateByDays({
        currentAmount: 99900,
        currentInterval: 'month',
        periodEnd: new Date('2026-03-31T00:00:00Z'),
        newAmount: 49900,
        newInterval: 'year',
        at: new Date('2026-03-01T00:00:00Z'),
      }).amountDue,
    ).toBe(0);
  });
});

describe('periodCharge', () => {
  const paidAt = new Date('2026-03-10T09:00:00Z');
  const first = { plan: 'professionalMonthly', amount: 3999, originalAmount: 4999, discountAmount: 1000, discountCode: 'WELCOME20', completedAt: paidAt };

  it('is the discounted first payment while its period runs, the list price after a renewal', () => {
    expect(periodCharge('professionalMonthly', new Date('2026-04-10T09:00:05Z'), first)).toEqual({
      amount: 3999,
      listAmount: 4999,
      discountAmount: 1000,
      discountCode: 'WELCOME20',
      renewalAmount: 4999,
    });
    expect(periodCharge('professionalMonthly', new Date('2026-05-10T09:00:00Z'), first)).toMatchObject({ amount: 4999, discountAmount: 0, discountCode: null });
  });

  it('is the list price for another plan than the one paid, or without a payment', () => {
    expect(periodCharge('professional', new Date('2026-04-10T09:00:00Z'), first).amount).toBe(49900);
    expect(periodCharge('professionalMonthly', new Date('2026-04-10T09:00:00Z'), null).amount).toBe(4999);
  });
});
