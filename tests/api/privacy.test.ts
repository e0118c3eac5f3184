import { randomBytes } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { answerKey } from '../support/assessment';
import { apiClient, type ApiClient } from '../support/client';
import { createSampleArticle, createUser, latestMailLink, registrationForm, type TestUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { startS3Server, type S3TestServer } from '../support/s3-server';
import { toGlobalId } from '../../server/src/graphql/global-id';

jest.setTimeout(120_000);

/**
 * The member's privacy rights on both databases, with evidence files in the local S3 stand-in: the full data
 * export (only their own, after their password), the e-mail change (link to the new address, notice to the old,
 * expiry, a taken address) and the account deletion (rows and files gone, payments kept, certificates revoked,
 * sign-in refused, the address free again, a storage outage retried later).
 */
let s3: S3TestServer;
let t: TestApp;
let api: ApiClient;
let bucketSeq = 0;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await startTestApp({ STORAGE_URL: `s3://k:s@privacy-${bucketSeq++}?endpoint=${encodeURIComponent(s3.endpoint)}` });
  api = apiClient(t.url);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

const bucketKeys = (activityId: string) => [...s3.objects.keys()].filter((k) => k.includes(`/evidence/${activityId}-`));

/** A member with something in every corner: a certificate, feedback, a support message, evidence, a payment and a subscription. */
async function richMember() {
  const member = await createUser(t.services, { firstName: 'Sanne', lastName: 'de Boer' });
  const id = member.user.id;
  const article = await createSampleArticle(t.services);
  await api.post(`/api/users/${id}/articles/${article.id}/start-test`, {}, member.token);
  const key = await answerKey(t.db, id, article.id);
  const passed = await api.post(`/api/users/${id}/articles/${article.id}/submit-test`, { answers: key }, member.token);
  expect(passed.body.passed).toBe(true);
  expect((await api.post(`/api/articles/${article.id}/feedback`, { rating: 4, comment: 'Clear and useful', is_anonymous: false }, member.token)).status).toBe(
    201,
  );
  expect(
    (await api.post('/api/contact', { name: 'Sanne de Boer', email: member.user.email, subject: 'Invoice', message: 'Please resend it.' }, member.token))
      .status,
  ).toBe(201);
  const activity = await api.post(
    '/api/outside-activities',
    { kind: 'COURSE', date: '2025-05-01', title: 'Ethics course', provider: 'Academy', category: 'Tax', hours: 3, points: 3 },
    member.token,
  );
  const evidence = pdf(`evidence of ${id}`);
  const upload = await fetch(`${t.url}/api/outside-activities/${activity.body.id}/evidence?filename=proof.pdf`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/pdf' },
    body: new Uint8Array(evidence),
  });
  expect(upload.status).toBe(200);
  // A paid checkout and the provider subscription it began, as the payment events would have recorded them.
  const checkoutId = randomBytes(24).toString('base64url');
  const subscriptionId = `sub_sandbox_${randomBytes(6).toString('hex')}`;
  await t.db.query(
    `INSERT INTO checkout_sessions (id, provider, provider_session_id, user_id, plan, original_amount, discount_amount, amount, status, expires_at, completed_at)
     VALUES ($1, 'sandbox', $1, $2, 'professional', 49900, 0, 49900, 'completed', now() + interval '1 day', now())`,
    [checkoutId, id],
  );
  await t.db.query(
    `INSERT INTO subscriptions (user_id, provider, provider_subscription_id, plan, status, current_period_end, state_at, checkout_session_id)
     VALUES ($1, 'sandbox', $2, 'professional', 'active', now() + interval '1 year', now(), $3)`,
    [id, subscriptionId, checkoutId],
  );
  return { member, article, certificateId: passed.body.certificate_id as string, activityId: activity.body.id as string, evidence, checkoutId, subscriptionId };
}

const exportOf = (member: TestUser, password = member.password, userId = member.user.id) =>
  fetch(`${t.url}/api/users/${userId}/data-export`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });

describe('data export', () => {
  it('is a ZIP with every record as JSON and the evidence files', async () => {
    const { member, certificateId, activityId, evidence } = await richMember();
    const res = await exportOf(member);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const data = JSON.parse(strFromU8(files['data.json']));
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'profile',
        'consents',
        'subscription',
        'payments',
        'providerSubscriptions',
        'discountRedemptions',
        'completions',
        'testAttempts',
        'certificates',
        'outsideActivities',
        'feedback',
        'supportMessages',
        'articleRequests',
        'studyTime',
        'assistantQuestions',
        'extraAttemptsGranted',
      ]),
    );
    expect(data.profile).toMatchObject({ id: member.user.id, email: member.user.email, first_name: 'Sanne', phone: '612345678', address: 'Damrak 1' });
    expect(data.profile.password_hash).toBeUndefined();
    expect(data.consents.terms_accepted_at).toBeTruthy();
    expect(data.payments).toEqual([expect.objectContaining({ plan: 'professional', amount: 49900, status: 'completed' })]);
    expect(data.certificates).toEqual([expect.objectContaining({ id: certificateId, holder_name: 'Sanne de Boer' })]);
    expect(data.testAttempts[0]).toMatchObject({ status: 'passed', score: expect.any(Number) });
    expect(data.testAttempts[0].questions).toBeUndefined();
    expect(data.feedback).toEqual([expect.objectContaining({ rating: 4, comment: 'Clear and useful' })]);
    expect(data.supportMessages).toEqual([expect.objectContaining({ subject: 'Invoice', replies: [] })]);
    const [activity] = data.outsideActivities;
    expect(activity).toMatchObject({ id: activityId, title: 'Ethics course', evidence_name: 'proof.pdf' });
    expect(activity.evidence_file).toBeUndefined();
    expect(Buffer.from(files[activity.evidence_in_export]).equals(evidence)).toBe(true);
  });

  it('goes to the member alone, after their password', async () => {
    const owner = await createUser(t.services);
    const intruder = await createUser(t.services);
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    expect((await exportOf(intruder, intruder.password, owner.user.id)).status).toBe(403);
    expect((await exportOf(admin, admin.password, owner.user.id)).status).toBe(403);
    expect((await fetch(`${t.url}/api/users/${owner.user.id}/data-export`, { method: 'POST' })).status).toBe(401);
    const wrong = await exportOf(owner, 'not-my-password');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { fields: Record<string, string> }).fields.password).toBe('The password is not correct.');
    expect((await exportOf(owner, '')).status).toBe(400);
  });

  it('answers 503, not a broken ZIP, while the evidence storage is down', async () => {
    const { member } = await richMember();
    s3.down = true;
    try {
      const res = await exportOf(member);
      expect(res.status).toBe(503);
    } finally {
      s3.down = false;
    }
  });
});

const REQUEST_CHANGE = `mutation($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { message userErrors { field message code } } }`;
const CONFIRM_CHANGE = `mutation($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { email message userErrors { message code } } }`;
const tokenOf = (link: string) => link.split('/confirm-email-change/')[1];

describe('e-mail change', () => {
  it('sends a link to the new address and a masked notice to the old one; the change waits for the link', async () => {
    const member = await createUser(t.services);
    const newEmail = `moved-${randomBytes(4).toString('hex')}@example.org`;
    const wrong = await api.gql(REQUEST_CHANGE, { input: { newEmail, password: 'wrong-password' } }, member.token);
    expect(wrong.body.data.requestEmailChange.userErrors).toEqual([{ field: ['password'], message: 'The password is not correct.', code: 'BAD_USER_INPUT' }]);
    const same = await api.gql(REQUEST_CHANGE, { input: { newEmail: member.user.email.toUpperCase(), password: member.password } }, member.token);
    expect(same.body.data.requestEmailChange.userErrors[0].field).toEqual(['newEmail']);

    const res = await api.gql(REQUEST_CHANGE, { input: { newEmail: ` ${newEmail.toUpperCase()} `, password: member.password } }, member.token);
    expect(res.body.data.requestEmailChange).toEqual({ message: expect.stringContaining('confirmation link'), userErrors: [] });
    const mails = await t.services.mail.recent(50);
    const notice = mails.find((m) => m.to === member.user.email && m.template === 'email_change_notice')!;
    expect(notice.text).toContain('m***@e***.org');
    expect(notice.text).not.toContain(newEmail);
    const link = await latestMailLink(t.services, newEmail, 'email_change_confirm');
    expect(link).toContain('/confirm-email-change/');
    // Nothing has changed yet.
    expect((await api.get('/api/profile', member.token)).body.user.email).toBe(member.user.email);

    const confirmed = await api.gql(CONFIRM_CHANGE, { input: { token: tokenOf(link) } });
    expect(confirmed.body.data.confirmEmailChange).toMatchObject({ email: newEmail, userErrors: [] });
    expect((await api.post('/api/login', { email: newEmail, password: member.password })).status).toBe(200);
    expect((await api.post('/api/login', { email: member.user.email, password: member.password })).status).toBe(401);
    // The link works once.
    const again = await api.gql(CONFIRM_CHANGE, { input: { token: tokenOf(link) } });
    expect(again.body.data.confirmEmailChange.userErrors[0].message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link', async () => {
    const member = await createUser(t.services);
    const newEmail = `late-${randomBytes(4).toString('hex')}@example.org`;
    await api.gql(REQUEST_CHANGE, { input: { newEmail, password: member.password } }, member.token);
    await t.db.query(`UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND kind = 'email_change'`, [member.user.id]);
    const res = await api.gql(CONFIRM_CHANGE, { input: { token: tokenOf(await latestMailLink(t.services, newEmail, 'email_change_confirm')) } });
    expect(res.body.data.confirmEmailChange).toMatchObject({ email: null, userErrors: [{ code: 'BAD_USER_INPUT' }] });
    expect((await api.get('/api/profile', member.token)).body.user.email).toBe(member.user.email);
  });

  it('answers alike for an address that has an account, which gets a notice and no link', async () => {
    const member = await createUser(t.services);
    const other = await createUser(t.services);
    const res = await api.gql(REQUEST_CHANGE, { input: { newEmail: other.user.email, password: member.password } }, member.token);
    expect(res.body.data.requestEmailChange).toEqual({ message: expect.stringContaining('confirmation link'), userErrors: [] });
    const toOther = (await t.services.mail.recent(50)).filter((m) => m.to === other.user.email).map((m) => m.template);
    expect(toOther).toEqual(['email_change_taken']);
    expect((await api.get('/api/profile', member.token)).body.user.email).toBe(member.user.email);
  });
});

const DELETE = `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { deleted message userErrors { field message code } } }`;

const rowsOf = async (userId: number) => {
  const tables = [
    'article_completions',
    'test_attempts',
    'feedback',
    'contact_messages',
    'outside_activities',
    'outside_usage',
    'subscriptions',
    'study_time',
    'auth_tokens',
    'certificates',
    'checkout_sessions',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [userId]);
    counts[table] = Number(row.n);
  }
  return counts;
};

describe('account deletion', () => {
  it('erases the member and their files, keeps the payment, revokes the certificate and frees the address', async () => {
    const { member, certificateId, activityId, checkoutId, subscriptionId } = await richMember();
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    const cancel = jest.spyOn(t.services.payments, 'cancelSubscription');
    expect(bucketKeys(activityId)).toHaveLength(1);

    const wrong = await api.gql(DELETE, { input: { password: 'not-it' } }, member.token);
    expect(wrong.body.data.deleteAccount).toMatchObject({ deleted: false, userErrors: [{ field: ['password'] }] });

    const res = await api.gql(DELETE, { input: { password: member.password } }, member.token);
    expect(res.body.data.deleteAccount).toEqual({ deleted: true, message: expect.stringContaining('deleted'), userErrors: [] });

    expect(Object.values(await rowsOf(member.user.id)).every((n) => n === 0)).toBe(true);
    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [member.user.id])).toHaveLength(0);
    expect(bucketKeys(activityId)).toHaveLength(0);
    expect(cancel).toHaveBeenCalledWith(subscriptionId);
    expect(await t.services.privacy.pendingErasures()).toBe(0);
    // The payment stays for the books, without the member.
    const [payment] = await t.db.query('SELECT user_id, amount, status FROM checkout_sessions WHERE id = $1', [checkoutId]);
    expect(payment).toEqual({ user_id: null, amount: 49900, status: 'completed' });
    // The certificate answers verifiers as revoked, with no name left.
    const verified = await api.get(`/api/verify-certificate?certificate_id=${certificateId}`);
    expect(verified.body).toMatchObject({ valid: false, revoked: true, revocation_reason: 'account deleted' });
    expect(JSON.stringify(verified.body)).not.toContain('Sanne');
    const [stored] = await t.db.query('SELECT holder_name, credential_jws FROM certificates WHERE id = $1', [certificateId]);
    expect(stored).toEqual({ holder_name: '', credential_jws: '' });
    // No mail to the address is kept.
    expect(await t.db.query('SELECT 1 FROM outbox_messages WHERE to_address = $1', [member.user.email])).toHaveLength(0);

    // Sessions and sign-in end; admins no longer find the member.
    expect((await api.get('/api/profile', member.token)).status).toBe(401);
    expect((await api.post('/api/login', { email: member.user.email, password: member.password })).status).toBe(401);
    const found = await api.gql(`query($s: String) { members(search: $s) { totalCount } }`, { s: member.user.email }, admin.token);
    expect(found.body.data.members.totalCount).toBe(0);

    // The address can register again.
    const again = await api.post('/api/register', registrationForm({ email: member.user.email }));
    expect(again.status).toBe(201);
    expect(await latestMailLink(t.services, member.user.email, 'email_confirmation')).toContain('/confirm/');
    cancel.mockRestore();
  });

  it('deletes even while storage is down, and removes the file later', async () => {
    const { member, activityId } = await richMember();
    s3.down = true;
    let res;
    try {
      res = await api.gql(DELETE, { input: { password: member.password } }, member.token);
    } finally {
      s3.down = false;
    }
    expect(res.status).toBe(200);
    expect(res.body.data.deleteAccount.deleted).toBe(true);
    expect(await t.db.query('SELECT 1 FROM outside_activities WHERE id = $1', [activityId])).toHaveLength(0);
    // The file is still in the bucket, and its removal is waiting for its next attempt.
    expect(bucketKeys(activityId)).toHaveLength(1);
    const [task] = await t.db.query(`SELECT kind, attempts, last_error FROM erasure_tasks WHERE kind = 'evidence_file'`);
    expect(task).toMatchObject({ kind: 'evidence_file', attempts: 1 });
    expect(task.last_error).toBeTruthy();
    await t.services.privacy.flushErasures();
    expect(bucketKeys(activityId)).toHaveLength(1); // not due yet
    await t.db.query('UPDATE erasure_tasks SET next_attempt_at = now()');
    await t.services.privacy.flushErasures();
    expect(bucketKeys(activityId)).toHaveLength(0);
    expect(await t.services.privacy.pendingErasures()).toBe(0);
  });
});

describe('files a member removes while storage is down', () => {
  it('removes the evidence at once for the member and queues the file for erasure until the store is back', async () => {
    const { member, activityId } = await richMember();
    await t.db.query('DELETE FROM erasure_tasks');
    s3.down = true;
    let res;
    try {
      res = await api.gql(
        'mutation($i: DeleteOutsideActivityInput!) { deleteOutsideActivity(input: $i) { deletedId } }',
        { i: { id: activityId } },
        member.token,
      );
    } finally {
      s3.down = false;
    }
    expect(res.body.data.deleteOutsideActivity.deletedId).toBe(toGlobalId('OutsideActivity', activityId));
    expect(await t.db.query('SELECT 1 FROM outside_activities WHERE id = $1', [activityId])).toHaveLength(0);
    expect(bucketKeys(activityId)).toHaveLength(1);
    const [task] = await t.db.query(`SELECT kind, target FROM erasure_tasks`);
    expect(task.kind).toBe('evidence_file');
    expect(task.target).toMatch(new RegExp(`^${activityId}-`));
    await t.services.privacy.flushErasures();
    expect(bucketKeys(activityId)).toHaveLength(0);
    expect(await t.services.privacy.pendingErasures()).toBe(0);
  });
});
