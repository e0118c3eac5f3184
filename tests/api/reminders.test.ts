import { openDatabase, type Database } from '../../server/src/db/data-source';
import { apiClient, type ApiClient } from '../support/client';
import { createUser, type TestUser } from '../support/factories';
import { backend, startTestApp, startTestAppOn, type TestApp } from '../support/harness';
import { payCheckout, postForm } from '../support/sandbox';
import { startSmtpServer } from '../support/smtp';

/**
 * Reminder mails (a renewal ahead, a CPD deadline near) are queued once per member, kind and occasion however many
 * app processes look for them at once, and go out through the outbox; every optional mail carries a signed one-click
 * unsubscribe link that only switches off its own member's kind, and a kind switched off (by link or in My Account)
 * is not sent.
 */

jest.setTimeout(120_000);

const PREFS = '{ mailPreferences { kind subscribed } }';
const SET = `mutation($input: SetMailPreferenceInput!) { setMailPreference(input: $input) { preferences { kind subscribed } userErrors { message } } }`;

/** Ten days before the end of this year: inside every lead time of the tests. */
const NOW = new Date(Date.UTC(new Date().getUTCFullYear(), 11, 21, 12));
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let a: TestApp;
let b: TestApp;
let secondDb: Database | null = null;
let api: ApiClient;

beforeAll(async () => {
  smtp = await startSmtpServer();
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
  a = await startTestApp(env);
  // The second process has its own connection pool on PostgreSQL (PGlite has one connection for everyone).
  if (backend === 'pg') secondDb = (await openDatabase({ databaseUrl: a.databaseUrl!, poolSize: 5 })).db;
  b = await startTestAppOn(secondDb ?? a.db, env);
  api = apiClient(a.url);
});

afterAll(async () => {
  await b?.close();
  await secondDb?.destroy();
  await a?.close();
  await smtp?.close();
});

/** A Professional member who paid through the sandbox checkout, whose plan renews `renewsIn` days after NOW. */
async function payingMember(renewsIn: number): Promise<{ m: TestUser; token: string; portalUrl: string }> {
  const m = await createUser(a.services, { plan: null, firstName: 'Femke' });
  const res = await api.post('/api/create-subscription-session', {
    email: m.user.email,
    password: m.password,
    priceId: a.services.config.STRIPE_PRICE_PROFESSIONAL,
  });
  expect((await payCheckout(res.body.checkout_url)).status).toBe(303);
  const verified = await api.post('/api/verify-subscription-payment', { session_id: res.body.session_id, handoff_secret: res.body.handoff_secret });
  const token = verified.body.access_token as string;
  await moveRenewal(m.user.id, days(renewsIn));
  const portal = await api.post('/api/stripe/create-portal-session', { userId: m.user.id }, token);
  return { m, token, portalUrl: portal.body.url as string };
}

async function moveRenewal(userId: number, at: Date) {
  await a.db.query('UPDATE subscriptions SET current_period_end = $2 WHERE user_id = $1', [userId, at]);
  await a.db.query('UPDATE users SET subscription_current_period_end = $2 WHERE id = $1', [userId, at]);
}

/** A member who follows NOvA (20 points a calendar year) and has none this year. */
async function memberShortOfPoints(): Promise<{ m: TestUser; token: string }> {
  const m = await createUser(a.services, { firstName: 'Joost' });
  await a.db.query(`INSERT INTO cpd_body_choices (user_id, profile_id) VALUES ($1, 'nova-nl')`, [m.user.id]);
  const token = (await api.post('/api/login', { email: m.user.email, password: m.password })).body.access_token as string;
  return { m, token };
}

const mailsTo = async (email: string, template: string) => (await a.services.mail.recent(500)).filter((x) => x.to === email && x.template === template);
const runBoth = async () => (await Promise.all([a.services.reminders.run(NOW), b.services.reminders.run(NOW)])).reduce((x, y) => x + y, 0);
const tokenIn = (text: string) => /\/unsubscribe\?token=(\S+)/.exec(text)![1];
const unsubscribe = (token: string) =>
  fetch(`${a.url}/unsubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
const switchedOff = async (userId: number) => {
  const rows: Array<{ kind: string }> = await a.db.query('SELECT kind FROM mail_unsubscribes WHERE user_id = $1 ORDER BY kind', [userId]);
  return rows.map((r) => r.kind);
};

describe('reminders', () => {
  let renewing: Awaited<ReturnType<typeof payingMember>>;
  let short: Awaited<ReturnType<typeof memberShortOfPoints>>;

  it('are queued once by two processes running at once, and delivered once through SMTP with the unsubscribe headers', async () => {
    renewing = await payingMember(5);
    short = await memberShortOfPoints();
    const later = await payingMember(20); // renews after the 14-day lead time: not yet

    expect(await runBoth()).toBe(2);
    expect(await runBoth()).toBe(0);
    expect(await a.services.reminders.run(NOW)).toBe(0);

    const [renewal] = await mailsTo(renewing.m.user.email, 'renewal_upcoming');
    expect(await mailsTo(renewing.m.user.email, 'renewal_upcoming')).toHaveLength(1);
    expect(renewal.subject).toBe(
      `Your Professional plan renews on ${days(5).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
    );
    expect(renewal.text).toContain('We will then charge €499.00 (excluding VAT) for the next year');
    expect(renewal.text).toContain(`/unsubscribe?token=${renewing.m.user.id}.renewal_upcoming.`);
    // Whichever process queued it wrote its own address (one PUBLIC_URL in a real deployment).
    expect([a.url, b.url].map((url) => `<${url}/unsubscribe?token=${tokenIn(renewal.text)}>`)).toContain(renewal.headers?.['List-Unsubscribe']);
    expect(renewal.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const deadline = await mailsTo(short.m.user.email, 'cycle_deadline');
    expect(deadline).toHaveLength(1);
    expect(deadline[0].text).toContain(`ends on 31 December ${NOW.getUTCFullYear()}. You still need 20 opleidingspunten`);
    // Whichever process queued it names its own address (in production both share PUBLIC_URL).
    expect([a.url, b.url].some((url) => deadline[0].text.includes(`${url}/articles`))).toBe(true);
    expect(await mailsTo(later.m.user.email, 'renewal_upcoming')).toHaveLength(0);
    expect(await mailsTo(renewing.m.user.email, 'cycle_deadline')).toHaveLength(0);

    const reminderMails = () => smtp.received.filter((r) => r.raw.includes('renews on') || r.raw.includes('to go before'));
    const deadlineMs = Date.now() + 20_000;
    while (reminderMails().length < 2 && Date.now() < deadlineMs) {
      await Promise.all([a.services.mail.flush(), b.services.mail.flush()]);
      await new Promise((r) => setTimeout(r, 100));
    }
    await Promise.all([a.services.mail.flush(), b.services.mail.flush()]);
    const delivered = reminderMails();
    expect(delivered.map((r) => r.to[0]).sort()).toEqual([renewing.m.user.email, short.m.user.email].sort());
    // Long header lines are folded onto continuation lines: unfold them.
    const headers = delivered[0].raw.slice(0, delivered[0].raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(headers).toMatch(/^List-Unsubscribe: +<http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=\d+\.\w+\.[\w-]{43}>\r?$/m);
  });

  it('come again for a new occasion (the next renewal date), once', async () => {
    await moveRenewal(renewing.m.user.id, days(6));
    expect(await runBoth()).toBe(1);
    expect(await mailsTo(renewing.m.user.email, 'renewal_upcoming')).toHaveLength(2);
  });

  it('unsubscribe by the signed link: GET only asks, POST (one-click) switches that kind off, and the kind is no longer sent', async () => {
    const [mail] = await mailsTo(renewing.m.user.email, 'renewal_upcoming');
    const token = tokenIn(mail.text);

    const page = await fetch(`${a.url}/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop sending you renewal reminders?');
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(await switchedOff(renewing.m.user.id)).toEqual([]);

    const done = await unsubscribe(token);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You will no longer receive renewal reminders.');
    expect(await switchedOff(renewing.m.user.id)).toEqual(['renewal_upcoming']);
    expect((await unsubscribe(token)).status).toBe(200); // again: still off, no error

    await moveRenewal(renewing.m.user.id, days(7));
    expect(await runBoth()).toBe(0);
    expect(await mailsTo(renewing.m.user.email, 'renewal_upcoming')).toHaveLength(2);

    const prefs = await api.gql(PREFS, {}, renewing.token);
    expect(prefs.body.data.mailPreferences).toEqual([
      { kind: 'RENEWAL_UPCOMING', subscribed: false },
      { kind: 'PAYMENT_FAILED', subscribed: true },
      { kind: 'CYCLE_DEADLINE', subscribed: true },
      { kind: 'CERTIFICATE_REVOKED', subscribed: true },
    ]);
  });

  it('refuse a forged link, a link made for another kind and one moved to another member', async () => {
    const [mail] = await mailsTo(short.m.user.email, 'cycle_deadline');
    const token = tokenIn(mail.text);
    const [id, kind, signature] = token.split('.');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'AB' : 'AA');
    const forgeries = [
      `${id}.${kind}.${flipped}`,
      `${id}.renewal_upcoming.${signature}`,
      `${renewing.m.user.id}.${kind}.${signature}`,
      `${id}.${kind}`,
      'nonsense',
    ];
    for (const forged of forgeries) {
      const get = await fetch(`${a.url}/unsubscribe?token=${encodeURIComponent(forged)}`);
      expect(get.status).toBe(400);
      expect(await get.text()).toContain('This unsubscribe link is not valid.');
      expect((await unsubscribe(encodeURIComponent(forged))).status).toBe(400);
    }
    expect(await switchedOff(short.m.user.id)).toEqual([]);
    expect(await switchedOff(renewing.m.user.id)).toEqual(['renewal_upcoming']);
  });

  it('honour the toggles in My Account: a kind switched off is not sent, switched on again it is', async () => {
    const other = await memberShortOfPoints();
    const off = await api.gql(SET, { input: { kind: 'CYCLE_DEADLINE', subscribed: false } }, other.token);
    expect(off.body.data.setMailPreference.userErrors).toEqual([]);
    expect(off.body.data.setMailPreference.preferences).toContainEqual({ kind: 'CYCLE_DEADLINE', subscribed: false });
    expect(await runBoth()).toBe(0);
    expect(await mailsTo(other.m.user.email, 'cycle_deadline')).toHaveLength(0);

    const on = await api.gql(SET, { input: { kind: 'CYCLE_DEADLINE', subscribed: true } }, other.token);
    expect(on.body.data.setMailPreference.preferences).toContainEqual({ kind: 'CYCLE_DEADLINE', subscribed: true });
    expect(await runBoth()).toBe(1);
    expect(await mailsTo(other.m.user.email, 'cycle_deadline')).toHaveLength(1);

    const unknown = await api.gql(SET, { input: { kind: 'NEWSLETTER', subscribed: false } }, other.token);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await api.gql(PREFS, {})).body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('honour a failed-payment notice switched off: the grace period starts, no mail goes', async () => {
    const member = await payingMember(200);
    await api.gql(SET, { input: { kind: 'PAYMENT_FAILED', subscribed: false } }, member.token);
    expect((await postForm(`${member.portalUrl}/fail`)).status).toBe(303);
    const [row] = await a.db.query('SELECT subscription_status FROM users WHERE id = $1', [member.m.user.id]);
    expect(row.subscription_status).toBe('past_due');
    expect(await mailsTo(member.m.user.email, 'payment_failed')).toHaveLength(0);
  });

  it('remind once, two days before the grace period of a failed renewal ends, while the payment is still missing', async () => {
    const member = await payingMember(200);
    expect((await postForm(`${member.portalUrl}/fail`)).status).toBe(303);
    expect(await mailsTo(member.m.user.email, 'payment_failed')).toHaveLength(1); // the failure notice itself
    const graceMails = async () => (await mailsTo(member.m.user.email, 'payment_failed')).filter((x) => x.subject.startsWith('Reminder:'));

    // Five days left: not yet. A day and a half left: the reminder, once across both processes.
    await a.db.query('UPDATE users SET payment_grace_ends_at = $2 WHERE id = $1', [member.m.user.id, days(5)]);
    await runBoth();
    expect(await graceMails()).toHaveLength(0);
    await a.db.query('UPDATE users SET payment_grace_ends_at = $2 WHERE id = $1', [member.m.user.id, days(1.5)]);
    await runBoth();
    await runBoth();
    const [reminder, ...more] = await graceMails();
    expect(more).toHaveLength(0);
    const date = days(1.5).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(reminder.subject).toBe(`Reminder: update your payment method by ${date}`);
    expect(reminder.text).toContain(`Your access to the library and tests ends on ${date}`);
    expect(reminder.text).toContain('/account?tab=subscription');
    expect(reminder.text).toContain(`/unsubscribe?token=${member.m.user.id}.payment_failed.`);

    // Paid in time (active again), or the grace period already over: no reminder.
    const paid = await payingMember(200);
    expect((await postForm(`${paid.portalUrl}/fail`)).status).toBe(303);
    await a.db.query("UPDATE users SET subscription_status = 'active', payment_grace_ends_at = $2 WHERE id = $1", [paid.m.user.id, days(1)]);
    const over = await payingMember(200);
    expect((await postForm(`${over.portalUrl}/fail`)).status).toBe(303);
    await a.db.query('UPDATE users SET payment_grace_ends_at = $2 WHERE id = $1', [over.m.user.id, days(-1)]);
    await runBoth();
    for (const who of [paid, over])
      expect((await mailsTo(who.m.user.email, 'payment_failed')).filter((x) => x.subject.startsWith('Reminder:'))).toHaveLength(0);
  });
});
