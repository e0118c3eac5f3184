import { randomBytes, randomInt } from 'node:crypto';
import Redis from 'ioredis';
import { argon2Passwords, type PasswordHasher } from '../../server/src/modules/auth/passwords';
import { RATE_RULES } from '../../server/src/modules/rate-limit/rate-limit.rules';
import { createUser, latestMailLink } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

jest.setTimeout(180_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PARALLEL = 200;

/** The real argon2 hasher with a count of every check and hash it performs. */
function countingPasswords() {
  const counts = { verify: 0, hash: 0 };
  const passwords: PasswordHasher = {
    hash: (password) => {
      counts.hash += 1;
      return argon2Passwords.hash(password);
    },
    verify: (hash, password) => {
      counts.verify += 1;
      return argon2Passwords.verify(hash, password);
    },
  };
  return { counts, passwords };
}

/** A fresh client address per scenario (the app trusts X-Forwarded-For from loopback), so counters never mix. */
function freshIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

async function post(t: TestApp, path: string, body: unknown, ip: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

function tally(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

async function fire(t: TestApp, count: number, request: (i: number) => Promise<{ status: number }>): Promise<Record<number, number>> {
  const results = await Promise.all(Array.from({ length: count }, (_, i) => request(i)));
  return tally(results.map((r) => r.status));
}

function scenarios(env: () => Record<string, string> | null) {
  let t: TestApp;
  let counts: { verify: number; hash: number };

  beforeAll(async () => {
    const settings = env();
    if (!settings) return;
    const counting = countingPasswords();
    counts = counting.counts;
    t = await startTestApp(settings, { passwords: counting.passwords });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => {
    if (counts) {
      counts.verify = 0;
      counts.hash = 0;
    }
  });
  const maybe = (name: string, fn: () => Promise<void>) =>
    it(name, async () => {
      if (!t) return console.warn(`skipped (no Redis): ${name}`);
      await fn();
    });

  maybe(`${PARALLEL} parallel sign-ins for one e-mail reach the password check at most ${RATE_RULES.loginFailuresPerEmail.limit} times`, async () => {
    const { user } = await createUser(t.services);
    const ip = freshIp();
    counts.verify = 0;
    const statuses = await fire(t, PARALLEL, () => post(t, '/api/login', { email: user.email, password: 'wrong-password' }, ip));
    console.log(`login, one e-mail: checks=${counts.verify} answers=${JSON.stringify(statuses)}`);
    expect(counts.verify).toBeLessThanOrEqual(RATE_RULES.loginFailuresPerEmail.limit);
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(PARALLEL);
    expect(statuses[401] ?? 0).toBeLessThanOrEqual(RATE_RULES.loginFailuresPerEmail.limit);
  });

  maybe(`${PARALLEL} parallel sign-ins from one address reach the password check at most ${RATE_RULES.loginFailuresPerIp.limit} times`, async () => {
    const ip = freshIp();
    const statuses = await fire(t, PARALLEL, (i) =>
      post(t, '/api/login', { email: `nobody-${i}-${randomBytes(3).toString('hex')}@example.test`, password: 'wrong-password' }, ip),
    );
    console.log(`login, one address: checks=${counts.verify} answers=${JSON.stringify(statuses)}`);
    expect(counts.verify).toBeLessThanOrEqual(RATE_RULES.loginFailuresPerIp.limit);
    expect(statuses[401] ?? 0).toBeLessThanOrEqual(RATE_RULES.loginFailuresPerIp.limit);
  });

  maybe('activate-free and create-subscription-session share the sign-in limit, under parallel abuse too', async () => {
    const { user } = await createUser(t.services, { plan: null });
    const ip = freshIp();
    const statuses = await fire(t, PARALLEL, (i) =>
      i % 2 === 0
        ? post(t, '/api/activate-free', { email: user.email, password: 'wrong-password', plan: 'professionalInsights' }, ip)
        : post(t, '/api/create-subscription-session', { email: user.email, password: 'wrong-password', priceId: 'professional' }, ip),
    );
    console.log(`activate-free + create-subscription-session: checks=${counts.verify} answers=${JSON.stringify(statuses)}`);
    expect(counts.verify).toBeLessThanOrEqual(RATE_RULES.loginFailuresPerEmail.limit);
    expect(statuses[401] ?? 0).toBeLessThanOrEqual(RATE_RULES.loginFailuresPerEmail.limit);
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(PARALLEL);
  });

  maybe('activate-free and create-subscription-session check a dummy hash for unknown e-mails', async () => {
    const ip = freshIp();
    const a = await post(t, '/api/activate-free', { email: 'unknown-a@example.test', password: 'whatever-1', plan: 'professionalInsights' }, ip);
    const b = await post(t, '/api/create-subscription-session', { email: 'unknown-b@example.test', password: 'whatever-1', priceId: 'professional' }, ip);
    expect([a.status, b.status]).toEqual([401, 401]);
    expect(counts.verify).toBe(2);
  });

  maybe(`${PARALLEL} parallel discount guesses from one address reach the code lookup at most ${RATE_RULES.discountPerIp.limit} times`, async () => {
    const ip = freshIp();
    const statuses = await fire(t, PARALLEL, (i) => post(t, '/api/validate-discount-code', { code: `GUESS${i}`, plan_id: 'professional' }, ip));
    console.log(`discount guesses: answers=${JSON.stringify(statuses)}`);
    expect(statuses[400] ?? 0).toBeLessThanOrEqual(RATE_RULES.discountPerIp.limit);
    expect((statuses[400] ?? 0) + (statuses[429] ?? 0)).toBe(PARALLEL);
  });

  maybe('reset-password checks the token before hashing, answers unknown tokens without hashing, and is rate limited', async () => {
    const ip = freshIp();
    const statuses = await fire(t, PARALLEL, () =>
      post(t, `/api/reset-password/${randomBytes(32).toString('base64url')}`, { password: 'A-New-Password-7' }, ip),
    );
    console.log(`reset-password with unknown tokens: hashes=${counts.hash} answers=${JSON.stringify(statuses)}`);
    expect(counts.hash).toBe(0);
    expect(statuses[400] ?? 0).toBeLessThanOrEqual(RATE_RULES.resetPasswordPerIp.limit);
    expect((statuses[400] ?? 0) + (statuses[429] ?? 0)).toBe(PARALLEL);
  });

  maybe("a flood of reset requests from one address does not silence the victim's own reset mail", async () => {
    const { user } = await createUser(t.services);
    const attacker = freshIp();
    await fire(t, 30, () => post(t, '/api/request-password-reset', { email: user.email }, attacker));
    const flooded = await t.db.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE to_address = $1 AND template = 'password_reset'`, [user.email]);
    expect(flooded[0].n).toBeLessThanOrEqual(RATE_RULES.passwordResetPerIpAndEmail.limit);
    const victim = await post(t, '/api/request-password-reset', { email: user.email }, freshIp());
    expect(victim.status).toBe(200);
    const after = await t.db.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE to_address = $1 AND template = 'password_reset'`, [user.email]);
    expect(after[0].n).toBe(flooded[0].n + 1);
    await expect(latestMailLink(t.services, user.email, 'password_reset')).resolves.toContain('/reset-password/');
  });

  maybe('a correct password still signs in, and gives its attempt back', async () => {
    const { user, password } = await createUser(t.services);
    const ip = freshIp();
    for (let i = 0; i < RATE_RULES.loginFailuresPerIp.limit + 5; i++) {
      expect((await post(t, '/api/login', { email: user.email, password }, ip)).status).toBe(200);
    }
  });
}

describe('limits hold under parallel abuse (database counters)', () => {
  scenarios(() => ({}));
});

describe('limits hold under parallel abuse (Redis counters)', () => {
  let reachable = false;
  beforeAll(async () => {
    const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await probe.connect();
      reachable = true;
    } catch {
      reachable = false;
    } finally {
      probe.disconnect();
    }
  });
  scenarios(() => (reachable ? { REDIS_URL } : null));
});
