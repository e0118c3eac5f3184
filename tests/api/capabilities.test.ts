import { MESSAGES } from '@leerpunt/shared/messages';
import type { PlanId } from '@leerpunt/shared/plans';
import { ArticleEntity } from '../../server/src/modules/articles/article.entity';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;
let article: ArticleEntity;

beforeAll(async () => {
  t = await startTestApp();
  api = apiClient(t.url);
  article = await createSampleArticle(t.services);
});
afterAll(() => t.close());

const FIELDS = 'hasAccess canTakeTests canRecordOutsideActivities canDownloadCertificates canUseAssistant isMonthly';
const ME = `{ me { id capabilities { ${FIELDS} } } }`;

interface Capabilities {
  hasAccess: boolean;
  canTakeTests: boolean;
  canRecordOutsideActivities: boolean;
  canDownloadCertificates: boolean;
  canUseAssistant: boolean;
  isMonthly: boolean;
}

const NOTHING: Capabilities = {
  hasAccess: false,
  canTakeTests: false,
  canRecordOutsideActivities: false,
  canDownloadCertificates: false,
  canUseAssistant: false,
  isMonthly: false,
};
const EVERYTHING: Capabilities = {
  hasAccess: true,
  canTakeTests: true,
  canRecordOutsideActivities: true,
  canDownloadCertificates: true,
  canUseAssistant: true,
  isMonthly: false,
};
const MONTHLY: Capabilities = { ...EVERYTHING, canUseAssistant: false, isMonthly: true };
const FREE: Capabilities = { ...NOTHING, hasAccess: true };

interface Case {
  plan: PlanId | null;
  isAdmin?: boolean;
  /** A subscription status other than the factory's ('active' with a plan, 'inactive' without). */
  status?: string;
  expected: Capabilities;
}

const CASES: Array<[string, Case]> = [
  ['Professional', { plan: 'professional', expected: EVERYTHING }],
  ['Professional Monthly', { plan: 'professionalMonthly', expected: MONTHLY }],
  ['Professional Insights (free)', { plan: 'professionalInsights', expected: FREE }],
  ['no subscription', { plan: null, expected: NOTHING }],
  ['an ended Professional subscription', { plan: 'professional', status: 'canceled', expected: NOTHING }],
  ['a Professional Monthly subscription past due', { plan: 'professionalMonthly', status: 'past_due', expected: NOTHING }],
  ['an admin without a plan', { plan: null, isAdmin: true, expected: EVERYTHING }],
  ['an admin on Professional Monthly', { plan: 'professionalMonthly', isAdmin: true, expected: EVERYTHING }],
];

async function member(c: Case): Promise<TestUser> {
  const m = await createUser(t.services, { plan: c.plan, isAdmin: c.isAdmin ?? false });
  if (c.status) await t.db.query('UPDATE users SET subscription_status = $1 WHERE id = $2', [c.status, m.user.id]);
  return m;
}

/** What the server does when the member tries each thing a capability stands for. */
async function allowed(m: TestUser): Promise<Capabilities> {
  const library = await api.gql('{ articles(perPage: 1) { total } }', {}, m.token);
  if (library.body.errors) expect(library.body.errors[0].extensions.code).toBe('PAYMENT_REQUIRED');

  const test = await api.gql(
    'mutation($a: ID!) { startTest(input: { articleId: $a }) { session { attemptNumber questions { id } } userErrors { message } } }',
    { a: article.id },
    m.token,
  );
  if (test.body.errors) expect(test.body.errors[0]).toMatchObject({ message: MESSAGES.testNotIncluded, extensions: { code: 'FORBIDDEN' } });
  else expect(test.body.data.startTest.session.questions.length).toBeGreaterThan(0);

  const activity = {
    kind: 'CONFERENCE',
    date: '2025-06-12',
    title: 'Annual Audit Congress',
    provider: 'Royal NBA',
    category: 'Accounting',
    hours: 6.5,
    points: 6,
  };
  const outside = await api.gql(
    'mutation($input: CreateOutsideActivityInput!) { createOutsideActivity(input: $input) { outsideActivity { id } userErrors { message } } }',
    { input: { activity } },
    m.token,
  );
  if (outside.body.errors) expect(outside.body.errors[0]).toMatchObject({ message: MESSAGES.outsidePlanRequired, extensions: { code: 'FORBIDDEN' } });
  else expect(outside.body.data.createOutsideActivity.userErrors).toEqual([]);

  // No certificate is earned here: the plan check comes first (403), a permitted member hears that there is none yet (404).
  const certificate = await api.get(`/api/certificate/${article.id}`, m.token);
  expect([403, 404]).toContain(certificate.status);
  expect(certificate.body.error).toBe(certificate.status === 403 ? MESSAGES.certificateNotIncluded : MESSAGES.certificateNotEarned);

  const assistant = await api.gql(
    'mutation($q: String!) { askAssistant(input: { question: $q }) { exchange { id } userErrors { code } } }',
    { q: 'What is going concern?' },
    m.token,
  );
  if (assistant.body.errors) expect(assistant.body.errors[0]).toMatchObject({ message: MESSAGES.aiProfessionalRequired, extensions: { code: 'FORBIDDEN' } });
  else expect(assistant.body.data.askAssistant.userErrors).toEqual([]);

  const allowance = await api.gql('{ monthlyAllowance { isMonthly } }', {}, m.token);
  expect(allowance.body.errors).toBeUndefined();

  return {
    hasAccess: !library.body.errors,
    canTakeTests: !test.body.errors,
    canRecordOutsideActivities: !outside.body.errors,
    canDownloadCertificates: certificate.status === 404,
    canUseAssistant: !assistant.body.errors,
    isMonthly: allowance.body.data.monthlyAllowance.isMonthly,
  };
}

describe('User.capabilities', () => {
  it.each(CASES)('%s: states what the server then allows', async (_label, c) => {
    const m = await member(c);
    const me = await api.gql(ME, {}, m.token);
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data.me.capabilities).toEqual(c.expected);
    expect(await allowed(m)).toEqual(c.expected);
  });

  it('agrees with the older single answers (canUseAssistant, the dashboard access block)', async () => {
    for (const [, c] of CASES) {
      const m = await member(c);
      const res = await api.gql(
        `{ canUseAssistant dashboard { access { canTakeTests isMonthly canUseAssistant } } me { capabilities { ${FIELDS} } } }`,
        {},
        m.token,
      );
      expect(res.body.errors).toBeUndefined();
      const { capabilities } = res.body.data.me;
      expect(res.body.data.canUseAssistant).toBe(capabilities.canUseAssistant);
      expect(res.body.data.dashboard.access).toEqual({
        canTakeTests: capabilities.canTakeTests,
        isMonthly: capabilities.isMonthly,
        canUseAssistant: capabilities.canUseAssistant,
      });
    }
  });

  it("are the member's own when an admin reads them, and come with the login answer", async () => {
    const admin = await createUser(t.services, { plan: null, isAdmin: true });
    const free = await createUser(t.services, { plan: 'professionalInsights' });
    const read = await api.gql(`query($id: ID!) { user(id: $id) { capabilities { ${FIELDS} } } }`, { id: free.user.id }, admin.token);
    expect(read.body.data.user.capabilities).toEqual(FREE);

    const ended = await member({ plan: 'professional', status: 'canceled', expected: NOTHING });
    const login = await api.gql(
      `mutation($email: String!, $password: String!) { login(input: { email: $email, password: $password }) { subscriptionRequired user { capabilities { ${FIELDS} } } } }`,
      { email: ended.user.email, password: ended.password },
    );
    expect(login.body.errors).toBeUndefined();
    expect(login.body.data.login).toEqual({ subscriptionRequired: true, user: { capabilities: NOTHING } });
  });

  it('needs a signed-in member', async () => {
    const res = await api.gql(ME);
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
