import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import pino from 'pino';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/data-source';
import { lockEmbeddedDatabase } from '../../server/src/db/pglite-lock';
import { createServices, type Services } from '../../server/src/services';
import { answerKey } from '../support/assessment';
import { ensureServerBuilt, spawnApp, startAppProcess, type AppProcess } from '../support/app-process';
import { createSampleArticle, createUser, registrationForm } from '../support/factories';
import { backend, createScratchDatabase } from '../support/harness';
import { startSmtpServer } from '../support/smtp';
import { postWebhook, signedEvent, startFakeStripe, stripeEnv, type FakeStripe } from '../support/stripe-server';

/**
 * The app claims to keep nothing per process that matters: two real server processes (the built
 * server/dist, as the image runs it) on one PostgreSQL database must behave as one app.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = randomBytes(36).toString('base64url');
/** Every process must share the key-encryption secret of the signing keys kept in the database. */
const CREDENTIAL_KEY_SECRET = randomBytes(36).toString('base64url');
const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
// One address for the whole deployment, as behind a load balancer.
const PUBLIC_URL = 'http://cpd.leerpunt.test';

/** A client address of its own per call (the app trusts X-Forwarded-For from loopback, like behind a proxy). */
const clientIp = () => `10.${[0, 0, 0].map(() => 1 + Math.floor(Math.random() * 250)).join('.')}`;

async function call(app: AppProcess, method: string, url: string, options: { body?: unknown; token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? clientIp() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${app.url}${url}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The environment every process of one production deployment shares (each adds its own DATA_DIR). */
function deploymentEnv(databaseUrl: string, smtpPort: number, stripe: FakeStripe, redisUrl: string | null): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET,
    PUBLIC_URL,
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: randomBytes(24).toString('hex'),
    CREDENTIAL_KEY_SECRET,
    // The sample articles have no reviewed question bank; production would otherwise show "Test in preparation".
    QUESTION_REVIEW: 'auto',
    // These members take tests without reading first (tests/api/study-time.test.ts covers the rule).
    MIN_STUDY_SHARE: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ...stripeEnv(stripe, WEBHOOK_SECRET),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
}

/** A member without a plan opens checkout on `app` and pays at Stripe: the signed event Stripe then delivers. */
async function paidCheckout(app: AppProcess, services: Services, db: Database, stripe: FakeStripe) {
  const member = await createUser(services, { plan: null });
  const opened = await call(app, 'POST', '/api/create-subscription-session', {
    body: { email: member.user.email, password: member.password, priceId: 'price_pro_test', discountCode: null },
  });
  expect(opened.status).toBe(200);
  const [row] = await db.query('SELECT provider_session_id FROM checkout_sessions WHERE id = $1', [opened.body.session_id]);
  stripe.pay(row.provider_session_id);
  const { line_items: _l, subscription_metadata: _m, ...session } = stripe.sessions.get(row.provider_session_id)!;
  return { member, event: signedEvent(WEBHOOK_SECRET, 'checkout.session.completed', session) };
}

const describePg = backend === 'pg' ? describe : describe.skip;

// Building server/dist (only when stale) can take minutes on a busy machine; it gets its own time limit.
if (backend === 'pg') beforeAll(() => ensureServerBuilt(), 300_000);

describePg.each([
  ['PostgreSQL', null],
  ['PostgreSQL and Redis', REDIS_URL],
])('two app processes on one database (%s)', (_name, redisUrl) => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let stripe: FakeStripe;
  let a: AppProcess;
  let b: AppProcess;
  let db: Database;
  let services: Services;
  let redis: Redis | null = null;
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'leerpunt-proc-'));
    dirs.push(d);
    return d;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    smtp = await startSmtpServer();
    stripe = await startFakeStripe();
    if (redisUrl) redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const env = deploymentEnv(scratch.url, smtp.port, stripe, redisUrl);
    // Each process has its own DATA_DIR, as on separate machines; both start at once on the empty database.
    [a, b] = await Promise.all([startAppProcess({ ...env, DATA_DIR: tempDir() }), startAppProcess({ ...env, DATA_DIR: tempDir() })]);
    db = (await openDatabase({ databaseUrl: scratch.url, poolSize: 4 })).db;
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET, PUBLIC_URL, LOG_LEVEL: 'silent', DATA_DIR: tempDir() });
    services = createServices(db, config, pino({ level: 'silent' }));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await services?.mail.stop();
    await db?.destroy();
    redis?.disconnect();
    await smtp?.close();
    await stripe?.close();
    await scratch?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('migrated the empty database once while both started', async () => {
    const applied = await db.query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name HAVING count(*) > 1');
    expect(applied).toEqual([]);
    expect((await call(a, 'GET', '/readyz')).status).toBe(200);
    expect((await call(b, 'GET', '/readyz')).status).toBe(200);
  });

  it('counts a rate limit across both processes', async () => {
    const member = await createUser(services);
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(i % 2 === 0 ? a : b, 'POST', '/api/login', { body: { email: member.user.email, password: 'Wrong-Password-9' }, ip });
      statuses.push(res.status);
    }
    // Five failures per e-mail address are allowed; the sixth attempt is refused whichever process gets it.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // The counter lives in the shared store: Redis when configured, otherwise the database (and only there).
    const inRedis = redis ? await redis.keys(`*${member.user.email}*`) : [];
    const inDb: unknown[] = await db.query("SELECT key FROM rate_limits WHERE key LIKE '%' || $1 || '%'", [member.user.email]);
    if (redis) expect([inRedis.length > 0, inDb.length]).toEqual([true, 0]);
    else expect(inDb.length).toBeGreaterThan(0);
  });

  it('delivers each outbox message once while both processes send', async () => {
    const forms = Array.from({ length: 12 }, () => registrationForm());
    const results = await Promise.all(forms.map((form, i) => call(i % 2 === 0 ? a : b, 'POST', '/api/register', { body: form })));
    expect(results.map((r) => r.status)).toEqual(forms.map(() => 201));
    const emails = new Set(forms.map((f) => f.email));
    const received = () => smtp.received.filter((m) => m.to.some((to) => emails.has(to)));
    await until(() => received().length >= forms.length, 30_000, 'the confirmation mails');
    // Give a second delivery the chance to happen before counting.
    await new Promise((r) => setTimeout(r, 1500));
    const perAddress = new Map<string, number>();
    for (const m of received()) for (const to of m.to) perAddress.set(to, (perAddress.get(to) ?? 0) + 1);
    expect([...emails].map((e) => perAddress.get(e) ?? 0)).toEqual(forms.map(() => 1));
    const rows: Array<{ status: string }> = await db.query('SELECT status FROM outbox_messages WHERE to_address = ANY($1)', [[...emails]]);
    expect(rows.map((r) => r.status)).toEqual(forms.map(() => 'sent'));
  });

  it('applies a webhook event once when it reaches both processes several times', async () => {
    const { member, event } = await paidCheckout(a, services, db, stripe);
    const deliveries = await Promise.all([a, b, a, b, a, b].map((app) => postWebhook(app.url, event.payload, event.header)));
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(deliveries.map((d) => d.body.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await db.query('SELECT outcome FROM payment_events WHERE id = $1', [event.event.id])).toEqual([{ outcome: 'applied' }]);
    const [user] = await db.query('SELECT subscription_status, subscription_plan FROM users WHERE id = $1', [member.user.id]);
    expect(user).toEqual({ subscription_status: 'active', subscription_plan: 'professional' });
    // The activation's mails (receipt) are delivered exactly once each.
    const outbox = () => db.query<Array<{ status: string }>>('SELECT status FROM outbox_messages WHERE to_address = $1', [member.user.email]);
    await until(async () => (await outbox()).length > 0 && (await outbox()).every((m) => m.status === 'sent'), 30_000, 'the payment mails');
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.received.filter((m) => m.to.includes(member.user.email))).toHaveLength((await outbox()).length);
  });

  it('grades on one process a test started on the other, and both see the result', async () => {
    const member = await createUser(services);
    const article = await createSampleArticle(services);
    const started = await call(a, 'POST', `/api/users/${member.user.id}/articles/${article.id}/start-test`, { body: {}, token: member.token });
    expect(started.status).toBe(200);
    const key = await answerKey(db, member.user.id, article.id);
    const submitted = await call(b, 'POST', `/api/users/${member.user.id}/articles/${article.id}/submit-test`, { body: { answers: key }, token: member.token });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ passed: true, percentage: 100 });
    for (const app of [a, b]) {
      const status = await call(app, 'GET', `/api/users/${member.user.id}/completion-status/${article.id}`, { token: member.token });
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ completed: true });
      const certificates = await call(app, 'GET', `/api/users/${member.user.id}/certificates`, { token: member.token });
      expect(JSON.stringify(certificates.body)).toContain(submitted.body.certificate_id);
    }
  });

  it('verifies on one process a signed credential issued by the other', async () => {
    const member = await createUser(services);
    const article = await createSampleArticle(services);
    await call(a, 'POST', `/api/users/${member.user.id}/articles/${article.id}/start-test`, { body: {}, token: member.token });
    const key = await answerKey(db, member.user.id, article.id);
    const submitted = await call(a, 'POST', `/api/users/${member.user.id}/articles/${article.id}/submit-test`, { body: { answers: key }, token: member.token });
    expect(submitted.body.passed).toBe(true);
    const download = await fetch(`${a.url}/api/certificate/${article.id}/credential?format=jwt`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(download.status).toBe(200);
    const verified = await call(b, 'POST', '/api/verify-credential', { body: { credential: await download.text() } });
    expect(verified.body).toMatchObject({ valid: true, signature_valid: true, certificate_id: submitted.body.certificate_id });
    expect((await call(b, 'GET', `/api/verify-certificate?certificate_id=${submitted.body.certificate_id}`)).body).toMatchObject({ valid: true });
    expect((await call(a, 'GET', '/.well-known/jwks.json')).body).toEqual((await call(b, 'GET', '/.well-known/jwks.json')).body);
  });

  // One variant is enough: the port check does not depend on the rate-limit store.
  (redisUrl ? it.skip : it)('refuses to start a second server on a port that is taken, with a clear message', async () => {
    const second = spawnApp({
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      JWT_SECRET,
      PUBLIC_URL,
      LOG_LEVEL: 'info',
      METRICS_TOKEN: randomBytes(24).toString('hex'),
      PAYMENTS_SANDBOX: 'allow',
      DATA_DIR: tempDir(),
      PORT: String(a.port),
      CREDENTIAL_KEY_SECRET: randomBytes(32).toString('hex'),
    });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`did not start: port ${a.port} is already in use`);
    expect(second.output()).not.toContain('listening on');
    expect((await call(a, 'GET', '/readyz')).status).toBe(200);
  });
  it('on SIGTERM finishes the request in flight and exits 0 within a few seconds', async () => {
    // A request whose body is still arriving when the signal comes: it must be answered, not cut off.
    const body = JSON.stringify({ query: '{ __typename }' });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        `${b.url}/graphql`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        const signalled = Date.now();
        b.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
        void b.exited.then(() => (exitAfterMs = Date.now() - signalled));
      }, 200);
    });
    let exitAfterMs = -1;
    expect(await answered).toEqual({ status: 200, text: expect.stringContaining('"__typename":"Query"') as string });
    expect(await b.exited).toBe(0);
    expect(exitAfterMs).toBeGreaterThanOrEqual(0);
    expect(exitAfterMs).toBeLessThan(5_000);
    // The other process carries on.
    expect((await call(a, 'GET', '/readyz')).status).toBe(200);
  });
});

/**
 * A process killed with SIGKILL (a crash, the OOM killer, a host lost) in the middle of a write: the member or Stripe
 * retries on the process that survived, and nothing is lost or doubled.
 */
describePg('a process killed mid-write (kill -9)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let stripe: FakeStripe;
  let survivor: AppProcess;
  let env: Record<string, string>;
  let db: Database;
  let services: Services;
  const dirs: string[] = [];
  const tempDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'leerpunt-kill-'));
    dirs.push(d);
    return d;
  };
  /** Sends a request to a fresh process and kills it with SIGKILL `afterMs` later; the request's fate is not awaited. */
  async function killDuring(send: (victim: AppProcess) => Promise<unknown>, afterMs: number): Promise<void> {
    const victim = await startAppProcess({ ...env, DATA_DIR: tempDir() });
    const inFlight = send(victim).catch(() => undefined);
    await new Promise((r) => setTimeout(r, afterMs));
    victim.child.kill('SIGKILL');
    await victim.exited;
    await inFlight;
  }

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    smtp = await startSmtpServer();
    stripe = await startFakeStripe();
    env = deploymentEnv(scratch.url, smtp.port, stripe, null);
    survivor = await startAppProcess({ ...env, DATA_DIR: tempDir() });
    db = (await openDatabase({ databaseUrl: scratch.url, poolSize: 4 })).db;
    services = createServices(
      db,
      loadConfig({ NODE_ENV: 'test', JWT_SECRET, PUBLIC_URL, LOG_LEVEL: 'silent', DATA_DIR: tempDir() }),
      pino({ level: 'silent' }),
    );
  }, 180_000);

  afterAll(async () => {
    await survivor?.stop();
    await services?.mail.stop();
    await db?.destroy();
    await smtp?.close();
    await stripe?.close();
    await scratch?.drop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it.each([0, 30, 100])('a test submitted to a process killed after %i ms is graded once, with its certificate, on retry', async (afterMs) => {
    const member = await createUser(services);
    const article = await createSampleArticle(services);
    const base = `/api/users/${member.user.id}/articles/${article.id}`;
    expect((await call(survivor, 'POST', `${base}/start-test`, { body: {}, token: member.token })).status).toBe(200);
    const key = await answerKey(db, member.user.id, article.id);
    await killDuring((victim) => call(victim, 'POST', `${base}/submit-test`, { body: { answers: key }, token: member.token }), afterMs);
    // The member sends it again; the survivor grades it, or finds it already graded.
    const retried = await call(survivor, 'POST', `${base}/submit-test`, { body: { answers: key }, token: member.token });
    expect(retried.status).toBeLessThan(500);
    const status = await call(survivor, 'GET', `/api/users/${member.user.id}/completion-status/${article.id}`, { token: member.token });
    expect(status.body).toMatchObject({ completed: true });
    const counts = await db.query<Array<{ completions: number; certificates: number; open: number }>>(
      `SELECT (SELECT count(*)::int FROM article_completions WHERE user_id = $1 AND article_id = $2) AS completions,
              (SELECT count(*)::int FROM certificates WHERE user_id = $1 AND article_id = $2) AS certificates,
              (SELECT count(*)::int FROM test_attempts WHERE user_id = $1 AND article_id = $2 AND status = 'open') AS open`,
      [member.user.id, article.id],
    );
    expect(counts).toEqual([{ completions: 1, certificates: 1, open: 0 }]);
    const certificates = await call(survivor, 'GET', `/api/users/${member.user.id}/certificates`, { token: member.token });
    expect(certificates.status).toBe(200);
  });

  it.each([0, 50])('a payment webhook cut off after %i ms is applied once when Stripe delivers it again', async (afterMs) => {
    const { member, event } = await paidCheckout(survivor, services, db, stripe);
    await killDuring((victim) => postWebhook(victim.url, event.payload, event.header), afterMs);
    // Stripe retries any delivery that got no 2xx.
    const redelivered = await postWebhook(survivor.url, event.payload, event.header);
    expect(redelivered.status).toBe(200);
    expect(['applied', 'duplicate']).toContain(redelivered.body.outcome);
    expect(await db.query('SELECT outcome FROM payment_events WHERE id = $1', [event.event.id])).toEqual([{ outcome: 'applied' }]);
    const [user] = await db.query('SELECT subscription_status, subscription_plan FROM users WHERE id = $1', [member.user.id]);
    expect(user).toEqual({ subscription_status: 'active', subscription_plan: 'professional' });
    const receipts = await db.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM outbox_messages WHERE to_address = $1 AND template = 'payment_receipt'`,
      [member.user.email],
    );
    expect(receipts).toEqual([{ n: 1 }]);
  });
});

describePg('the embedded database (PGlite)', () => {
  it('refuses a second process on the same DATA_DIR', async () => {
    await ensureServerBuilt();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leerpunt-pglite-'));
    // This test process stands in for a running server holding the folder.
    const release = lockEmbeddedDatabase(path.join(dataDir, 'pglite'));
    try {
      const app = spawnApp({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info' });
      expect(await app.exited).toBe(1);
      expect(app.output()).toContain(`is in use by process ${process.pid}. PGlite serves one process only`);
    } finally {
      release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
