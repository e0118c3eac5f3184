import { MESSAGES } from '@leerpunt/shared/messages';
import { BILLING_MESSAGES } from '../../server/src/modules/billing/billing.rules';
import { apiClient, type ApiClient } from '../support/client';
import { createDiscountCode, createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
});
afterAll(() => t.close());

const validate = (body: Record<string, unknown>) => api.post('/api/validate-discount-code', body);
const day = 86400_000;

describe('POST /api/validate-discount-code', () => {
  it('prices Professional with a percentage code: amounts in cents, percentage with one decimal', async () => {
    const { user } = await createUser(t.services, { plan: null });
    await createDiscountCode(t.services, { code: 'SPRING20', value: 20 });
    const res = await validate({ code: 'SPRING20', user_id: user.id, plan_id: 'professional', amount: 49900 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      original_amount: 49900,
      discount_amount: 9980,
      final_amount: 39920,
      discount_percentage: 20,
      discount_code: { code: 'SPRING20', discount_type: 'percent', discount_value: 20 },
    });
    expect(res.body.discount_code).not.toHaveProperty('redemption_count');
    expect(res.body.discount_code).not.toHaveProperty('provider_coupon_id');
  });

  it('normalises the typed code: trimmed and upper-cased', async () => {
    await createDiscountCode(t.services, { code: 'CASE10', value: 10 });
    const res = await validate({ code: '  case10 \t', plan_id: 'Professional', amount: 49900 });
    expect(res.status).toBe(200);
    expect(res.body.discount_code.code).toBe('CASE10');
    expect(res.body.discount_amount).toBe(4990);
  });

  it('refuses a code longer than 50 characters, and an empty one', async () => {
    const long = await validate({ code: 'A'.repeat(51), plan_id: 'professional' });
    expect(long.status).toBe(400);
    expect(long.body.error).toBe(BILLING_MESSAGES.discountTooLong);
    // 50 characters after trimming is fine (and simply unknown).
    const fifty = await validate({ code: `  ${'B'.repeat(50)}  `, plan_id: 'professional' });
    expect(fifty.body.error).toBe(MESSAGES.discountInvalid);
    for (const code of ['', '   ', null]) {
      const res = await validate({ code, plan_id: 'professional' });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(BILLING_MESSAGES.discountEmpty);
    }
    expect((await validate({ code: 42, plan_id: 'professional' })).status).toBe(400);
  });

  it('rounds the percentage to one decimal and caps a fixed amount at the price', async () => {
    await createDiscountCode(t.services, { code: 'THIRD', value: 33.33 });
    const third = await validate({ code: 'third', plan_id: 'professional' });
    expect(third.body).toMatchObject({ discount_amount: 16632, final_amount: 33268, discount_percentage: 33.3 });

    await createDiscountCode(t.services, { code: 'TENEURO', kind: 'fixed', value: 1000 });
    const monthly = await validate({ code: 'TENEURO', plan_id: 'professionalMonthly', amount: 4999 });
    expect(monthly.body).toMatchObject({ original_amount: 4999, discount_amount: 1000, final_amount: 3999, discount_percentage: 20 });
    const yearly = await validate({ code: 'TENEURO', plan_id: 'PROFESSIONAL' });
    expect(yearly.body).toMatchObject({ original_amount: 49900, discount_amount: 1000, final_amount: 48900, discount_percentage: 2 });

    await createDiscountCode(t.services, { code: 'HUGE', kind: 'fixed', value: 100000 });
    const huge = await validate({ code: 'HUGE', plan_id: 'professional' });
    expect(huge.body).toMatchObject({ discount_amount: 49900, final_amount: 0, discount_percentage: 100 });
  });

  it('uses the plan price, not the amount the client sends', async () => {
    await createDiscountCode(t.services, { code: 'HALF', value: 50 });
    const res = await validate({ code: 'HALF', plan_id: 'professional', amount: 100 });
    expect(res.body).toMatchObject({ original_amount: 49900, discount_amount: 24950, final_amount: 24950 });
    expect((await validate({ code: 'HALF', plan_id: 'professional', amount: -5 })).status).toBe(400);
    expect((await validate({ code: 'HALF', plan_id: 'professional', amount: 'lots' })).status).toBe(400);
  });

  it('recognises the plan by name, alias or price id (SPEC §3)', async () => {
    await createDiscountCode(t.services, { code: 'ALIAS5', value: 5 });
    for (const plan_id of ['professional', 'Professional', 'PROFESSIONAL', t.services.config.STRIPE_PRICE_PROFESSIONAL]) {
      expect((await validate({ code: 'ALIAS5', plan_id })).body.original_amount).toBe(49900);
    }
    for (const plan_id of ['Professional Monthly', 'PROFESSIONAL_MONTHLY', t.services.config.STRIPE_PRICE_MONTHLY]) {
      expect((await validate({ code: 'ALIAS5', plan_id })).body.original_amount).toBe(4999);
    }
  });

  it.each([
    [{ code: 'GHOST', plan_id: 'professional' }, MESSAGES.discountInvalid],
    [{ code: 'ALIAS5', plan_id: undefined }, MESSAGES.discountSelectPlan],
    [{ code: 'ALIAS5', plan_id: 'Platinum' }, BILLING_MESSAGES.planUnknown],
    [{ code: 'ALIAS5', plan_id: 'Professional Insights' }, BILLING_MESSAGES.discountPaidPlansOnly],
  ])('refuses %j', async (body, message) => {
    const res = await validate(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it('refuses expired, not yet valid, inactive, exhausted and plan-restricted codes', async () => {
    const now = Date.now();
    await createDiscountCode(t.services, { code: 'OLD', validUntil: new Date(now - day) });
    await createDiscountCode(t.services, { code: 'SOON', validFrom: new Date(now + day) });
    await createDiscountCode(t.services, { code: 'OFF', active: false });
    const used = await createDiscountCode(t.services, { code: 'USEDUP', maxRedemptions: 2 });
    await t.db.query('UPDATE discount_codes SET redemption_count = 2 WHERE id = $1', [used.id]);
    await createDiscountCode(t.services, { code: 'YEARLYONLY', planRestriction: 'professional' });
    await createDiscountCode(t.services, { code: 'WINDOW', validFrom: new Date(now - day), validUntil: new Date(now + day) });

    const cases: Array<[string, string, string]> = [
      ['OLD', 'professional', BILLING_MESSAGES.discountExpired],
      ['SOON', 'professional', BILLING_MESSAGES.discountNotYetValid],
      ['OFF', 'professional', MESSAGES.discountInvalid],
      ['USEDUP', 'professional', BILLING_MESSAGES.discountExhausted],
      ['YEARLYONLY', 'professionalMonthly', BILLING_MESSAGES.discountWrongPlan],
    ];
    for (const [code, plan_id, message] of cases) {
      const res = await validate({ code, plan_id });
      expect({ code, status: res.status, error: res.body.error }).toEqual({ code, status: 400, error: message });
    }
    expect((await validate({ code: 'YEARLYONLY', plan_id: 'professional' })).status).toBe(200);
    expect((await validate({ code: 'WINDOW', plan_id: 'professionalMonthly' })).status).toBe(200);
  });

  it('rejects malformed bodies with 400, never 500', async () => {
    expect((await api.raw('POST', '/api/validate-discount-code', '{"code":')).status).toBe(400);
    expect((await api.raw('POST', '/api/validate-discount-code', '"CODE"')).status).toBe(400);
    expect((await validate({ code: 'ALIAS5', plan_id: 'professional', user_id: 'abc' })).status).toBe(400);
    expect((await validate({ code: ['ALIAS5'], plan_id: 'professional' })).status).toBe(400);
    expect((await validate({ code: 'ALIAS5', plan_id: { id: 1 } })).status).toBe(400);
  });
});

describe('GraphQL validateDiscountCode and plans', () => {
  it('lists the plans publicly with prices excluding VAT', async () => {
    const res = await api.gql('{ plans { id name amount interval priceId canTakeTests } }');
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.plans).toEqual([
      { id: 'professionalInsights', name: 'Professional Insights', amount: 0, interval: null, priceId: null, canTakeTests: false },
      {
        id: 'professionalMonthly',
        name: 'Professional Monthly',
        amount: 4999,
        interval: 'MONTH',
        priceId: t.services.config.STRIPE_PRICE_MONTHLY,
        canTakeTests: true,
      },
      { id: 'professional', name: 'Professional', amount: 49900, interval: 'YEAR', priceId: t.services.config.STRIPE_PRICE_PROFESSIONAL, canTakeTests: true },
    ]);
    const rest = await api.get('/api/plans');
    expect(rest.body.plans.map((p: { amount: number }) => p.amount)).toEqual([0, 4999, 49900]);
  });

  it('validates like the REST call, with refusals as BAD_USER_INPUT userErrors', async () => {
    await createDiscountCode(t.services, { code: 'GQL15', value: 15 });
    const VALIDATE =
      'mutation($input: ValidateDiscountCodeInput!) { validateDiscountCode(input: $input) { validation { originalAmount discountAmount finalAmount discountPercentage discountCode { code kind value } } userErrors { field message code } } }';
    const ok = await api.gql(VALIDATE, { input: { code: ' gql15 ', planId: 'professional', amount: 49900 } });
    expect(ok.body.data.validateDiscountCode).toEqual({
      validation: {
        originalAmount: 49900,
        discountAmount: 7485,
        finalAmount: 42415,
        discountPercentage: 15,
        discountCode: { code: 'GQL15', kind: 'PERCENT', value: 15 },
      },
      userErrors: [],
    });
    const bad = await api.gql(VALIDATE, { input: { code: 'NOPE', planId: 'professional' } });
    expect(bad.body.errors).toBeUndefined();
    expect(bad.body.data.validateDiscountCode).toEqual({
      validation: null,
      userErrors: [{ field: null, message: MESSAGES.discountInvalid, code: 'BAD_USER_INPUT' }],
    });
  });
});

describe('admin discount-code management (GraphQL)', () => {
  const fields = 'id code description kind value validFrom validUntil maxRedemptions redemptionCount planRestriction active';
  const problems = 'userErrors { field message code }';
  const create = `mutation($input: CreateDiscountCodeInput!) { createDiscountCode(input: $input) { discountCode { ${fields} } ${problems} } }`;
  const update = `mutation($input: UpdateDiscountCodeInput!) { updateDiscountCode(input: $input) { discountCode { ${fields} } ${problems} } }`;
  const deactivate = `mutation($input: DeactivateDiscountCodeInput!) { deactivateDiscountCode(input: $input) { discountCode { active } ${problems} } }`;
  const codesOf = (res: { body: { data: { discountCodes: { edges: Array<{ node: { code: string } }> } } } }) =>
    res.body.data.discountCodes.edges.map((e) => e.node.code);

  it('needs an admin: visitors and members are refused', async () => {
    const member = await createUser(t.services, { plan: 'professional' });
    const anon = await api.gql('{ discountCodes { edges { node { id } } } }');
    expect(anon.body.data).toBeNull();
    expect(anon.body.errors[0].extensions.code).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
    const denied = await api.gql('{ discountCodes { edges { node { id } } } }', {}, member.token);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const write = await api.gql(create, { input: { code: 'HACK', kind: 'PERCENT', value: 100 } }, member.token);
    expect(write.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await t.db.query("SELECT 1 FROM discount_codes WHERE code = 'HACK'")).toHaveLength(0);
  });

  it('creates, lists, updates and deactivates codes', async () => {
    const admin = await createUser(t.services, { isAdmin: true });
    const until = new Date(Date.now() + 30 * day).toISOString();
    const made = await api.gql(
      create,
      { input: { code: ' launch-25 ', kind: 'PERCENT', value: 25, validUntil: until, maxRedemptions: 100, planRestriction: 'professional' } },
      admin.token,
    );
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data.createDiscountCode.userErrors).toEqual([]);
    const code = made.body.data.createDiscountCode.discountCode;
    expect(code).toMatchObject({
      code: 'LAUNCH-25',
      kind: 'PERCENT',
      value: 25,
      maxRedemptions: 100,
      redemptionCount: 0,
      planRestriction: 'professional',
      active: true,
    });

    const dup = await api.gql(create, { input: { code: 'launch-25', kind: 'FIXED', value: 500 } }, admin.token);
    expect(dup.body.data.createDiscountCode).toEqual({
      discountCode: null,
      userErrors: [{ field: ['code'], message: 'A discount code with this code already exists', code: 'CONFLICT' }],
    });

    const list = await api.gql('{ discountCodes { edges { node { code } } } }', {}, admin.token);
    expect(codesOf(list)).toContain('LAUNCH-25');

    const changed = await api.gql(update, { input: { id: code.id, value: 30, planRestriction: null, description: 'Launch week' } }, admin.token);
    expect(changed.body.data.updateDiscountCode.userErrors).toEqual([]);
    expect(changed.body.data.updateDiscountCode.discountCode).toMatchObject({
      value: 30,
      planRestriction: null,
      description: 'Launch week',
      kind: 'PERCENT',
      maxRedemptions: 100,
    });
    expect((await validate({ code: 'LAUNCH-25', plan_id: 'professionalMonthly' })).body.discount_amount).toBe(1500);

    const off = await api.gql(deactivate, { input: { id: code.id } }, admin.token);
    expect(off.body.data.deactivateDiscountCode).toEqual({ discountCode: { active: false }, userErrors: [] });
    expect((await validate({ code: 'LAUNCH-25', plan_id: 'professional' })).body.error).toBe(MESSAGES.discountInvalid);

    const missing = await api.gql(deactivate, { input: { id: 999999 } }, admin.token);
    expect(missing.body.data.deactivateDiscountCode).toEqual({
      discountCode: null,
      userErrors: [{ field: ['id'], message: 'Discount code not found', code: 'NOT_FOUND' }],
    });
    const missingUpdate = await api.gql(update, { input: { id: 999999, value: 5 } }, admin.token);
    expect(missingUpdate.body.data.updateDiscountCode.userErrors).toEqual([{ field: ['id'], message: 'Discount code not found', code: 'NOT_FOUND' }]);
  });

  it('refuses a kind outside the enum before running', async () => {
    const admin = await createUser(t.services, { isAdmin: true });
    const res = await api.gql(create, { input: { code: 'K', kind: 'bogus', value: 10 } }, admin.token);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Variable "$input" got invalid value "bogus" at "input.kind"; Value "bogus" does not exist in "DiscountKind" enum.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it.each([
    [{ code: 'P', kind: 'PERCENT', value: 120 }, 'value', 'A percentage cannot exceed 100'],
    [{ code: 'F', kind: 'FIXED', value: 9.5 }, 'value', 'A fixed discount is a whole number of cents'],
    [{ code: 'Z', kind: 'PERCENT', value: 0 }, 'value', 'Value must be positive'],
    [{ code: 'BAD CODE', kind: 'PERCENT', value: 10 }, 'code', 'Code may contain only letters, digits, - and _'],
    [{ code: 'X'.repeat(51), kind: 'PERCENT', value: 10 }, 'code', BILLING_MESSAGES.discountTooLong],
    [
      { code: 'R', kind: 'PERCENT', value: 10, planRestriction: 'professionalInsights' },
      'planRestriction',
      'Plan restriction must be one of professional, professionalMonthly',
    ],
    [
      { code: 'W', kind: 'PERCENT', value: 10, validFrom: '2030-01-02T00:00:00Z', validUntil: '2030-01-01T00:00:00Z' },
      'validUntil',
      'Valid until must be after valid from',
    ],
  ])('refuses %j with a userError on its field', async (input, field, message) => {
    const admin = await createUser(t.services, { isAdmin: true });
    const res = await api.gql(create, { input }, admin.token);
    expect(res.body.data.createDiscountCode).toEqual({ discountCode: null, userErrors: [{ field: [field], message, code: 'BAD_USER_INPUT' }] });
  });

  it('does not let the maximum drop below the redemptions already made', async () => {
    const admin = await createUser(t.services, { isAdmin: true });
    const code = await createDiscountCode(t.services, { maxRedemptions: 5 });
    await t.db.query('UPDATE discount_codes SET redemption_count = 3 WHERE id = $1', [code.id]);
    const res = await api.gql(update, { input: { id: code.id, maxRedemptions: 2 } }, admin.token);
    expect(res.body.data.updateDiscountCode).toEqual({
      discountCode: null,
      userErrors: [{ field: ['maxRedemptions'], message: 'Maximum redemptions cannot be below the 3 already made', code: 'BAD_USER_INPUT' }],
    });
    const changed = await api.gql(update, { input: { id: code.id, kind: 'FIXED', value: 50.5 } }, admin.token);
    expect(changed.body.data.updateDiscountCode.userErrors).toEqual([
      { field: ['value'], message: 'A fixed discount is a whole number of cents', code: 'BAD_USER_INPUT' },
    ]);
  });

  it('lists the codes a page at a time, newest first', async () => {
    const admin = await createUser(t.services, { isAdmin: true });
    for (let i = 0; i < 3; i++) await createDiscountCode(t.services, { code: `PAGED${i}` });
    const page =
      'query($first: Int, $after: String) { discountCodes(first: $first, after: $after) { edges { cursor node { code } } pageInfo { hasNextPage endCursor } totalCount } }';
    const all = (await api.gql(page, { first: 100 }, admin.token)).body.data.discountCodes;
    const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM discount_codes');
    expect(all.totalCount).toBe(n);
    // Newest first: the three just made lead, the last one first.
    expect(all.edges.slice(0, 3).map((e: { node: { code: string } }) => e.node.code)).toEqual(['PAGED2', 'PAGED1', 'PAGED0']);

    const first = (await api.gql(page, { first: 2 }, admin.token)).body.data.discountCodes;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await api.gql(page, { first: 2, after: first.pageInfo.endCursor }, admin.token)).body.data.discountCodes;
    expect(second.edges.map((e: { node: { code: string } }) => e.node.code)).toEqual(all.edges.slice(2, 4).map((e: { node: { code: string } }) => e.node.code));

    for (const variables of [{ first: 0 }, { first: 101 }, { first: 2, after: 'not-a-cursor' }]) {
      expect((await api.gql(page, variables, admin.token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });
});
