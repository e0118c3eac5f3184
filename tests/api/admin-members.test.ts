import { fromGlobalId, toGlobalId } from '../../server/src/graphql/global-id';
import { randomBytes } from 'node:crypto';
import { answerKey, wrongAnswers } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { startSmtpServer, type ReceivedMail } from '../support/smtp';

/** The admin members page: finding members, their attempts per item, and resending confirmation e-mails. */
let t: TestApp;
let api: ApiClient;
let admin: TestUser;
let smtp: { port: number; received: ReceivedMail[]; close: () => Promise<void> };

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  api = apiClient(t.url);
  admin = await createUser(t.services, { isAdmin: true, firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const MEMBERS = `query($first: Int, $after: String, $search: String, $plan: MemberPlan, $status: MemberSubscriptionStatus) {
  members(first: $first, after: $after, search: $search, plan: $plan, status: $status) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id firstName lastName email emailConfirmed isAdmin plan subscriptionStatus memberSince registeredAt } }
  }
}`;
const DETAIL = `query($userId: ID!) {
  member(userId: $userId) {
    member { id email emailConfirmed }
    items { articleId articleTitle attemptsUsed attemptsRemaining extraAttempts passed attemptInProgress lastAttemptAt }
    grants { articleId articleTitle extraAttempts grantedBy grantedByName reason createdAt }
  }
}`;
const GRANT = `mutation($input: GrantAttemptsInput!) { grantTestAttempts(input: $input) { grant { id } userErrors { field message code } } }`;
const RESEND = `mutation($input: ResendMemberConfirmationInput!) {
  resendMemberConfirmation(input: $input) { member { id email emailConfirmed } userErrors { field message code } }
}`;

type Node = { id: string; firstName: string; lastName: string; email: string; plan: string | null; subscriptionStatus: string };

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: Array<{ cursor: string; node: Node & Record<string, unknown> }>;
  nodes: Node[];
}

async function list(variables: Record<string, unknown>, token = admin.token): Promise<Page> {
  const res = await api.gql<{ members: Omit<Page, 'nodes'> }>(MEMBERS, variables, token);
  expect(res.body.errors).toBeUndefined();
  const page = res.body.data.members;
  return { ...page, nodes: page.edges.map((e) => e.node) };
}

const mailsTo = (email: string) => smtp.received.filter((r) => r.to.includes(email));

/** A word found in no other test's accounts, so each test counts only its own members. */
const marker = () => `q${randomBytes(4).toString('hex')}`;

async function waitFor(check: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe('members list', () => {
  it('finds members by any part of their name or e-mail, in any case and word order, literally', async () => {
    const m = marker();
    const jane = await createUser(t.services, { firstName: 'Jane', lastName: `Doe${m}`, email: `jane.doe@${m}.test` });
    const john = await createUser(t.services, { firstName: 'John', lastName: 'Smith', email: `john_${m}@other.test` });
    await createUser(t.services, { firstName: 'Jan', lastName: 'Jansen', email: `jan@${m}-firm.test` });

    expect((await list({ search: `DOE${m.toUpperCase()}` })).nodes.map((n) => n.id)).toEqual([toGlobalId('Member', jane.user.id)]);
    expect((await list({ search: `jane doe${m}` })).nodes.map((n) => n.id)).toEqual([toGlobalId('Member', jane.user.id)]);
    expect((await list({ search: `doe${m}   JANE` })).nodes.map((n) => n.id)).toEqual([toGlobalId('Member', jane.user.id)]);
    expect((await list({ search: `john_${m.slice(0, 4)}` })).nodes.map((n) => n.id)).toEqual([toGlobalId('Member', john.user.id)]);
    const byMarker = await list({ search: ` ${m} ` });
    expect(byMarker.totalCount).toBe(3);
    // LIKE's wildcards are plain characters: "%" and "_" match only themselves.
    expect((await list({ search: `${m.slice(0, 3)}%` })).totalCount).toBe(0);
    expect((await list({ search: `john${m}` })).totalCount).toBe(0);
    expect((await list({ search: `john_${m}` })).totalCount).toBe(1);
    // Blank search lists everyone.
    expect((await list({ search: '   ' })).totalCount).toBeGreaterThanOrEqual(4);
  });

  it('filters by plan and subscription status, and reads each row as the page shows it', async () => {
    const m = marker();
    const monthly = await createUser(t.services, { plan: 'professionalMonthly', lastName: m, confirmed: false });
    await t.db.query(`UPDATE users SET subscription_status = 'past_due' WHERE id = $1`, [monthly.user.id]);
    const free = await createUser(t.services, { plan: 'professionalInsights', lastName: m });
    const none = await createUser(t.services, { plan: null, lastName: m });
    // A status the lists do not name counts (and reads) as inactive.
    const odd = await createUser(t.services, { plan: 'professional', lastName: m });
    await t.db.query(`UPDATE users SET subscription_status = 'trialing' WHERE id = $1`, [odd.user.id]);

    expect((await list({ search: m, plan: 'PROFESSIONAL_MONTHLY' })).nodes.map((n) => n.id)).toEqual([toGlobalId('Member', monthly.user.id)]);
    expect((await list({ search: m, status: 'PAST_DUE' })).nodes.map((n) => n.id)).toEqual([toGlobalId('Member', monthly.user.id)]);
    expect((await list({ search: m, plan: 'PROFESSIONAL_MONTHLY', status: 'ACTIVE' })).totalCount).toBe(0);
    expect((await list({ search: m, status: 'ACTIVE' })).nodes.map((n) => n.id)).toEqual([toGlobalId('Member', free.user.id)]);
    expect((await list({ search: m, status: 'INACTIVE' })).nodes.map((n) => Number(fromGlobalId(n.id)?.key)).sort((a, b) => a - b)).toEqual(
      [none.user.id, odd.user.id].sort((a, b) => a - b),
    );

    const rows = (await list({ search: m })).nodes;
    expect(rows.find((r) => r.id === toGlobalId('Member', monthly.user.id))).toMatchObject({
      email: monthly.user.email,
      emailConfirmed: false,
      isAdmin: false,
      plan: 'PROFESSIONAL_MONTHLY',
      subscriptionStatus: 'PAST_DUE',
      memberSince: monthly.user.subscriptionStartedAt!.toISOString(),
      registeredAt: monthly.user.createdAt.toISOString(),
    });
    expect(rows.find((r) => r.id === toGlobalId('Member', none.user.id))).toMatchObject({ plan: null, subscriptionStatus: 'INACTIVE', memberSince: null });
    expect(rows.find((r) => r.id === toGlobalId('Member', odd.user.id))).toMatchObject({ plan: 'PROFESSIONAL', subscriptionStatus: 'INACTIVE' });
  });

  it('pages newest registration first with keyset cursors: no repeats or gaps, even for equal times and members added meanwhile', async () => {
    const m = marker();
    const users = [];
    for (let i = 0; i < 5; i++) users.push(await createUser(t.services, { lastName: `${m}${i}` }));
    // Two members registered in the same microsecond: the higher id comes first.
    await t.db.query(`UPDATE users SET created_at = '2026-01-02T03:04:05.123456Z' WHERE id = ANY($1::int[])`, [[users[1].user.id, users[2].user.id]]);
    await t.db.query(`UPDATE users SET created_at = '2025-06-01T00:00:00Z' WHERE id = $1`, [users[0].user.id]);
    await t.db.query(`UPDATE users SET created_at = '2026-05-01T00:00:00Z' WHERE id = $1`, [users[3].user.id]);
    await t.db.query(`UPDATE users SET created_at = '2026-07-01T00:00:00Z' WHERE id = $1`, [users[4].user.id]);
    const expected = [users[4], users[3], users[2], users[1], users[0]].map((u) => toGlobalId('Member', u.user.id));

    const first = await list({ search: m, first: 2 });
    expect(first).toMatchObject({ totalCount: 5, pageInfo: { hasNextPage: true, hasPreviousPage: false } });
    expect(first.pageInfo.endCursor).toBe(first.edges[1].cursor);
    // A member registering now lands before the first page, so the next pages are unchanged.
    await createUser(t.services, { lastName: `${m}new` });
    const second = await list({ search: m, first: 2, after: first.pageInfo.endCursor });
    expect(second).toMatchObject({ totalCount: 6, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
    const third = await list({ search: m, first: 2, after: second.pageInfo.endCursor });
    expect(third.pageInfo.hasNextPage).toBe(false);
    expect([...first.nodes, ...second.nodes, ...third.nodes].map((n) => n.id)).toEqual(expected);
    const beyond = await list({ search: m, first: 2, after: third.pageInfo.endCursor });
    expect(beyond).toMatchObject({ totalCount: 6, edges: [], pageInfo: { hasNextPage: false, startCursor: null, endCursor: null } });
  });

  it('refuses a page size outside 1-100, a foreign cursor and an over-long search with BAD_USER_INPUT', async () => {
    for (const variables of [
      { first: 0 },
      { first: 101 },
      { after: 'not-a-cursor' },
      { after: Buffer.from('[1,2]').toString('base64url') },
      { search: 'x'.repeat(255) },
    ]) {
      const res = await api.gql(MEMBERS, variables, admin.token);
      expect([JSON.stringify(variables), res.body.errors?.[0]?.extensions.code]).toEqual([JSON.stringify(variables), 'BAD_USER_INPUT']);
    }
    const unknownPlan = await api.gql(MEMBERS, { plan: 'GOLD' }, admin.token);
    expect(unknownPlan.status).toBe(400);
    expect((await api.gql(MEMBERS, { first: 100 }, admin.token)).body.errors).toBeUndefined();
  });
});

describe('member detail', () => {
  const start = (u: TestUser, articleId: number) => api.post(`/api/users/${u.user.id}/articles/${articleId}/start-test`, {}, u.token);
  const submit = (u: TestUser, articleId: number, answers: Record<string, string>) =>
    api.post(`/api/users/${u.user.id}/articles/${articleId}/submit-test`, { answers }, u.token);

  it('lists attempts per item (used, remaining, extra, passed, in progress, last attempt) and the grants with who and why', async () => {
    const member = await createUser(t.services);
    const failed = await createSampleArticle(t.services, { title: 'Failed once, trying again' });
    const passed = await createSampleArticle(t.services, { title: 'Passed first time' });
    const grantedOnly = await createSampleArticle(t.services, { title: 'Granted before trying' });

    expect((await start(member, failed.id)).status).toBe(200);
    expect((await submit(member, failed.id, wrongAnswers(await answerKey(t.db, member.user.id, failed.id)))).body.passed).toBe(false);
    expect((await start(member, passed.id)).status).toBe(200);
    expect((await submit(member, passed.id, await answerKey(t.db, member.user.id, passed.id))).body.passed).toBe(true);
    expect((await start(member, failed.id)).status).toBe(200);
    const granted = await api.gql(GRANT, { input: { userId: member.user.id, articleId: grantedOnly.id, extraAttempts: 2, reason: 'Exam week' } }, admin.token);
    expect(granted.body.data.grantTestAttempts.userErrors).toEqual([]);

    const res = await api.gql(DETAIL, { userId: member.user.id }, admin.token);
    expect(res.body.errors).toBeUndefined();
    const detail = res.body.data.member;
    expect(detail.member).toMatchObject({ id: toGlobalId('Member', member.user.id), email: member.user.email });
    expect(detail.items).toMatchObject([
      {
        articleId: String(failed.id),
        articleTitle: failed.title,
        attemptsUsed: 1,
        attemptsRemaining: 2,
        extraAttempts: 0,
        passed: false,
        attemptInProgress: true,
      },
      { articleId: String(passed.id), attemptsUsed: 1, passed: true, attemptInProgress: false },
      {
        articleId: String(grantedOnly.id),
        attemptsUsed: 0,
        attemptsRemaining: 5,
        extraAttempts: 2,
        passed: false,
        attemptInProgress: false,
        lastAttemptAt: null,
      },
    ]);
    expect(Date.parse(detail.items[0].lastAttemptAt)).toBeGreaterThanOrEqual(Date.parse(detail.items[1].lastAttemptAt));
    expect(detail.grants).toEqual([
      {
        articleId: String(grantedOnly.id),
        articleTitle: grantedOnly.title,
        extraAttempts: 2,
        grantedBy: String(admin.user.id),
        grantedByName: 'Ada Admin',
        reason: 'Exam week',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('addresses grant input problems to their fields', async () => {
    const member = await createUser(t.services);
    const article = await createSampleArticle(t.services);
    const res = await api.gql(GRANT, { input: { userId: member.user.id, articleId: article.id, extraAttempts: 11, reason: 'x' } }, admin.token);
    expect(res.body.data.grantTestAttempts).toEqual({
      grant: null,
      userErrors: [
        { field: ['extraAttempts'], code: 'BAD_USER_INPUT', message: 'Extra attempts must be a whole number from 1 to 10' },
        { field: ['reason'], code: 'BAD_USER_INPUT', message: 'Give a reason of 3 to 500 characters' },
      ],
    });
  });

  it('answers null with NOT_FOUND for an unknown member', async () => {
    const res = await api.gql(DETAIL, { userId: 99_999_999 }, admin.token);
    expect(res.body.data.member).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('resend confirmation', () => {
  const resend = (userId: number, token = admin.token) => api.gql(RESEND, { input: { userId } }, token);
  it('sends an unconfirmed member one new link through the outbox and the mail server, and writes the audit log', async () => {
    const member = await createUser(t.services, { confirmed: false });
    const res = await resend(member.user.id);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.resendMemberConfirmation).toEqual({
      member: { id: toGlobalId('Member', member.user.id), email: member.user.email, emailConfirmed: false },
      userErrors: [],
    });

    await waitFor(() => mailsTo(member.user.email).length > 0);
    await t.services.mail.flush();
    const mails = mailsTo(member.user.email);
    expect(mails).toHaveLength(1);
    const link = /https?:\/\/\S+\/confirm\/[A-Za-z0-9_-]+/.exec(mails[0].raw.replace(/=\r?\n/g, ''))?.[0];
    expect(link).toBeTruthy();
    const [outbox] = await t.db.query(`SELECT template, status FROM outbox_messages WHERE to_address = $1`, [member.user.email]);
    expect(outbox).toEqual({ template: 'email_confirmation', status: 'sent' });

    // The link confirms the address.
    const token = link!.split('/confirm/')[1];
    expect((await api.get(`/api/confirm-email/${token}`)).body).toMatchObject({ confirmed: true, already_confirmed: false });
    const [{ email_confirmed }] = await t.db.query('SELECT email_confirmed FROM users WHERE id = $1', [member.user.id]);
    expect(email_confirmed).toBe(true);

    const log = await api.gql(`{ adminAuditLog(limit: 20) { adminId adminEmail action targetUserId details } }`, {}, admin.token);
    const entries = log.body.data.adminAuditLog.filter((e: { targetUserId: string }) => e.targetUserId === String(member.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ adminId: String(admin.user.id), adminEmail: admin.user.email, action: 'resend_confirmation' });
    expect(JSON.parse(entries[0].details)).toEqual({ email: member.user.email });
  });

  it('refuses a confirmed member (CONFLICT), an unknown one (NOT_FOUND) and a fourth mail within the hour (RATE_LIMITED), sending nothing', async () => {
    const confirmed = await createUser(t.services, { confirmed: true });
    const conflict = await resend(confirmed.user.id);
    expect(conflict.body.data.resendMemberConfirmation).toEqual({
      member: null,
      userErrors: [{ field: null, code: 'CONFLICT', message: 'This member has already confirmed their e-mail address.' }],
    });
    expect((await resend(99_999_999)).body.data.resendMemberConfirmation.userErrors[0].code).toBe('NOT_FOUND');

    const member = await createUser(t.services, { confirmed: false });
    for (let i = 0; i < 3; i++) expect((await resend(member.user.id)).body.data.resendMemberConfirmation.userErrors).toEqual([]);
    const limited = await resend(member.user.id);
    expect(limited.body.data.resendMemberConfirmation.userErrors[0].code).toBe('RATE_LIMITED');
    await waitFor(() => mailsTo(member.user.email).length >= 3);
    await t.services.mail.flush();
    expect(mailsTo(member.user.email)).toHaveLength(3);
    expect(mailsTo(confirmed.user.email)).toHaveLength(0);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM admin_audit_log WHERE target_user_id = ANY($1::int[])`, [
      [confirmed.user.id, member.user.id],
    ]);
    expect(n).toBe(3);
  });
});

describe('access', () => {
  it('refuses members (FORBIDDEN) and visitors (UNAUTHENTICATED) on every members call, and sends nothing', async () => {
    const member = await createUser(t.services, { confirmed: false });
    const calls: Array<[string, Record<string, unknown>]> = [
      [MEMBERS, {}],
      [DETAIL, { userId: member.user.id }],
      [RESEND, { input: { userId: member.user.id } }],
      [GRANT, { input: { userId: member.user.id, articleId: 1, extraAttempts: 1, reason: 'Because' } }],
    ];
    for (const [query, variables] of calls) {
      expect((await api.gql(query, variables, member.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await api.gql(query, variables, null)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    }
    await t.services.mail.flush();
    expect(mailsTo(member.user.email)).toHaveLength(0);
  });
});
