import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { buildApp } from '../../server/src/app';
import { loadConfig, PUBLISHED_SECRETS } from '../../server/src/config';
import { PATHS } from '../../server/src/paths';
import { createServices } from '../../server/src/services';
import { apiClient } from '../support/client';
import { createUser, registrationForm } from '../support/factories';
import { openTestDatabase, startTestApp } from '../support/harness';

const secret = () => randomBytes(36).toString('base64url');

/** A production environment that passes every check; each test breaks one thing. */
const production = (env: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  JWT_SECRET: secret(),
  PUBLIC_URL: 'https://cpd.example.org',
  DATABASE_URL: 'postgres://leerpunt@db:5432/leerpunt',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  METRICS_TOKEN: secret(),
  CREDENTIAL_KEY_SECRET: secret(),
  ...env,
});

const refusal = (env: Record<string, string | undefined>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('production refuses unsafe configuration', () => {
  it('accepts a complete production configuration, without demo data', () => {
    const config = loadConfig(production());
    expect(config.isProduction).toBe(true);
    expect(config.seedDemo).toBe(false);
    // Without DATABASE_URL the embedded database is used; it still gets no demo accounts in production.
    expect(loadConfig(production({ DATABASE_URL: '', DATA_DIR: '/tmp/leerpunt-prod-check' })).seedDemo).toBe(false);
  });

  it('lists every problem at once', () => {
    const message = refusal({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(message).toMatch(/^Invalid configuration:/);
    for (const variable of ['JWT_SECRET', 'PUBLIC_URL', 'SEED_DEMO', 'STRIPE_SECRET_KEY', 'METRICS_TOKEN']) {
      expect(message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    }
  });

  it('lists invalid values and production problems together', () => {
    const message = refusal({ NODE_ENV: 'production', JWT_SECRET: 'short', METRICS_PORT: 'abc' });
    for (const variable of ['JWT_SECRET', 'METRICS_PORT', 'PUBLIC_URL', 'STRIPE_SECRET_KEY']) expect(message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
    expect(message.match(/^ {2}JWT_SECRET: /gm)).toHaveLength(1);
  });

  it.each([
    ['SEED_DEMO is on', { SEED_DEMO: 'true' }, 'SEED_DEMO'],
    ['JWT_SECRET is missing', { JWT_SECRET: undefined }, 'JWT_SECRET'],
    ['JWT_SECRET is shorter than 32 bytes', { JWT_SECRET: randomBytes(15).toString('hex') }, 'JWT_SECRET'],
    ['JWT_SECRET is one repeated character', { JWT_SECRET: 'x'.repeat(40) }, 'JWT_SECRET'],
    ['PUBLIC_URL is missing', { PUBLIC_URL: undefined }, 'PUBLIC_URL'],
    ['payments would run on the sandbox', { STRIPE_SECRET_KEY: undefined }, 'STRIPE_SECRET_KEY'],
    ['/metrics would be open', { METRICS_TOKEN: undefined }, 'METRICS_TOKEN'],
  ])('refuses to start when %s', (_what, change, variable) => {
    const env: Record<string, string | undefined> = { ...production(), ...change };
    expect(refusal(env)).toMatch(new RegExp(`^  ${variable}: `, 'm'));
  });

  it('runs the sandbox checkout or an internal metrics port only when asked for explicitly', () => {
    expect(refusal(production({ STRIPE_SECRET_KEY: '', PAYMENTS_SANDBOX: 'allow' }))).toBe('');
    expect(refusal(production({ STRIPE_SECRET_KEY: '', PAYMENTS_SANDBOX: 'yes' }))).toMatch(/PAYMENTS_SANDBOX/);
    expect(refusal(production({ METRICS_TOKEN: '', METRICS_PORT: '9464' }))).toBe('');
  });

  it('refuses every JWT secret written in the repository', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: PATHS.root, encoding: 'utf8' })
      .split('\0')
      .filter((f) => f && !f.startsWith('client/src/gql/') && !/\.(png|jpe?g|gif|ico|pdf|woff2?|ttf|lock)$/.test(f) && f !== 'package-lock.json');
    // `JWT_SECRET=value`, `JWT_SECRET: value`, `JWT_SECRET: 'value'` and `const JWT_SECRET = 'value'`.
    const assignment = /JWT_SECRET['"]?\s*[:=]\s*(?:'([^'\n]*)'|"([^"\n]*)"|([^\s'",}#)]+))/g;
    const found = new Map<string, string>();
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(path.join(PATHS.root, file), 'utf8');
      } catch {
        continue; // listed in the index but absent from this checkout
      }
      for (const m of text.matchAll(assignment)) {
        const value = m[1] ?? m[2] ?? m[3] ?? '';
        if (value.length >= 32) found.set(value, file);
      }
    }
    // The scan must see the secrets this repository is known to publish, or it proves nothing.
    expect([...found.keys()]).toEqual(expect.arrayContaining(['test-secret-test-secret-test-secret-0123']));
    const accepted = [...found].filter(([value]) => refusal(production({ JWT_SECRET: value })) === '').map(([value, file]) => `${file}: ${value}`);
    expect(accepted).toEqual([]);
    for (const value of PUBLISHED_SECRETS) expect(refusal(production({ JWT_SECRET: value }))).toMatch(/JWT_SECRET: this value is published/);
  });
});

describe('production app', () => {
  const metricsToken = secret();
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp({
      ...production({
        DATABASE_URL: '',
        STRIPE_SECRET_KEY: '',
        PAYMENTS_SANDBOX: 'allow',
        PUBLIC_URL: 'http://cpd.intranet.example',
        METRICS_TOKEN: metricsToken,
      }),
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(() => t.close());

  it('has no /dev outbox', async () => {
    const { token } = await createUser(t.services, { isAdmin: true });
    for (const p of ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.js']) {
      const res = await fetch(`${t.url}${p}`, { headers: { authorization: `Bearer ${token}` } });
      expect([p, res.status]).toEqual([p, 404]);
    }
  });

  it('serves /metrics only with the bearer token', async () => {
    expect((await fetch(`${t.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${secret()}` } })).status).toBe(401);
    const ok = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('http_request_duration_seconds');
  });

  it('does not ask browsers to upgrade requests on a plain-http host', async () => {
    const csp = (await fetch(`${t.url}/healthz`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });
});

describe('metrics and CSP by configuration', () => {
  it('sends upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const t = await startTestApp({ PUBLIC_URL: 'https://cpd.example.org' });
    try {
      expect((await fetch(`${t.url}/healthz`)).headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      await t.close();
    }
  });

  it('with METRICS_PORT, /metrics leaves the app port for the internal one', async () => {
    const { db, close } = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: secret(), METRICS_PORT: '9464', LOG_LEVEL: 'silent' });
    const services = createServices(db, config, pino({ level: 'silent' }));
    const { app, apollo, metricsApp } = await buildApp(services);
    const listen = (handler: RequestListener) =>
      new Promise<Server>((resolve) => {
        const s = createServer(handler).listen(0, '127.0.0.1', () => resolve(s));
      });
    const main = await listen(app);
    const internal = await listen(metricsApp!);
    const url = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${url(main)}/metrics`)).status).toBe(404);
      const res = await fetch(`${url(internal)}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('mail_outbox_backlog');
      expect((await fetch(`${url(internal)}/api/plans`)).status).toBe(404);
    } finally {
      main.close();
      internal.close();
      await apollo.stop();
      await services.mail.stop();
      await close();
    }
  });
});

describe('development outbox', () => {
  let t: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'development' });
  });
  afterAll(() => t.close());

  it('shows mail (with its reset and confirmation links) to admins only', async () => {
    const api = apiClient(t.url);
    const form = registrationForm();
    expect((await api.post('/api/register', form)).status).toBe(201);
    const admin = await createUser(t.services, { isAdmin: true });
    const member = await createUser(t.services);

    expect((await api.get('/dev/outbox.json')).status).toBe(401);
    expect((await api.get('/dev/outbox.json', member.token)).status).toBe(403);
    const ok = await api.get<Array<{ to: string; text: string }>>('/dev/outbox.json', admin.token);
    expect(ok.status).toBe(200);
    const mail = ok.body.find((m) => m.to === form.email);
    expect(mail?.text).toMatch(/\/confirm\/[\w-]{20,}/);

    // The page itself carries no mail: its script fetches the JSON with the signed-in admin's token.
    const page = await fetch(`${t.url}/dev/outbox`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain(form.email);
    expect(html).not.toContain('/confirm/');
    expect(html).toContain('<script src="/dev/outbox.js"></script>');
    const script = await fetch(`${t.url}/dev/outbox.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain("localStorage.getItem('token')");
  });
});

describe('mail links in logs', () => {
  /** The app on a fresh database with a logger whose lines are kept, as `npm start` would build it. */
  async function appWithLog(env: Record<string, string>) {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { db, close } = await openTestDatabase();
    const config = loadConfig({ JWT_SECRET: secret(), PUBLIC_URL: 'http://cpd.intranet.example', LOG_LEVEL: 'info', ...env });
    const services = createServices(db, config, pino({ level: 'info' }, sink));
    const { app, apollo } = await buildApp(services);
    const server = await new Promise<Server>((resolve) => {
      const s = createServer(app).listen(0, '127.0.0.1', () => resolve(s));
    });
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      services,
      log: () => lines.join(''),
      close: async () => {
        server.close();
        server.closeAllConnections();
        await apollo.stop();
        await services.mail.stop();
        await close();
      },
    };
  }

  /** Registers, asks for a password reset (the account must be confirmed for that) and returns both mails' links. */
  async function mailLinks(a: Awaited<ReturnType<typeof appWithLog>>): Promise<string[]> {
    const api = apiClient(a.url);
    const form = registrationForm();
    expect((await api.post('/api/register', form)).status).toBe(201);
    await a.services.db.query('UPDATE users SET email_confirmed = true WHERE email = $1', [form.email]);
    expect((await api.post('/api/request-password-reset', { email: form.email })).status).toBe(200);
    const mails = (await a.services.mail.recent(10)).filter((m) => m.to === form.email);
    expect(mails.map((m) => m.template).sort()).toEqual(['email_confirmation', 'password_reset']);
    return mails.map((m) => /https?:\/\/\S+/.exec(m.text)![0]);
  }

  it('never writes reset or confirmation links (nor their tokens) to the log in production', async () => {
    const a = await appWithLog(production({ DATABASE_URL: '', STRIPE_SECRET_KEY: '', PAYMENTS_SANDBOX: 'allow', PUBLIC_URL: 'http://cpd.intranet.example' }));
    try {
      const links = await mailLinks(a);
      const log = a.log();
      expect(log).toContain('mail queued in outbox');
      for (const link of links) {
        expect(log).not.toContain(link);
        expect(log).not.toContain(link.split('/').pop()!);
      }
    } finally {
      await a.close();
    }
  });

  it('prints them in development, where the outbox is the only way to read them', async () => {
    const a = await appWithLog({ NODE_ENV: 'development' });
    try {
      const links = await mailLinks(a);
      for (const link of links) expect(a.log()).toContain(link);
    } finally {
      await a.close();
    }
  });
});
