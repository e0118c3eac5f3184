import { Client } from 'pg';
import { apiClient } from '../support/client';
import { createUser, registrationForm } from '../support/factories';
import { backend, startTestApp } from '../support/harness';
import { freePort, startSmtpServer } from '../support/smtp';

describe('SMTP outage', () => {
  it('keeps mail in the outbox while SMTP is down and delivers it when it returns', async () => {
    const port = await freePort();
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const api = apiClient(t.url);
      const form = registrationForm();
      const res = await api.post('/api/register', form);
      expect(res.status).toBe(201);
      await t.services.mail.flush();
      let [msg] = await t.db.query('SELECT status, attempts, last_error FROM outbox_messages WHERE to_address = $1', [form.email]);
      expect(msg.status).toBe('pending');
      expect(msg.attempts).toBeGreaterThanOrEqual(1);
      expect(msg.last_error).toBeTruthy();

      const smtp = await startSmtpServer(port);
      try {
        await t.db.query('UPDATE outbox_messages SET next_attempt_at = now() WHERE to_address = $1', [form.email]);
        await t.services.mail.flush();
        [msg] = await t.db.query('SELECT status, sent_at FROM outbox_messages WHERE to_address = $1', [form.email]);
        expect(msg.status).toBe('sent');
        expect(smtp.received).toHaveLength(1);
        expect(smtp.received[0].to).toEqual([form.email]);
        expect(smtp.received[0].raw).toMatch(/multipart\/alternative/);
        expect(smtp.received[0].raw).toMatch(/text\/html/);
        expect(smtp.received[0].raw).toContain('/confirm/');
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
    }
  });
});

(backend === 'pg' ? describe : describe.skip)('database connections killed mid-traffic (PostgreSQL)', () => {
  it('recovers, and no registration is half-applied', async () => {
    const t = await startTestApp();
    try {
      const api = apiClient(t.url);
      const { user, token } = await createUser(t.services);
      const dbName = (await t.db.query('SELECT current_database() AS name'))[0].name;
      const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
      await admin.connect();
      const traffic = Array.from({ length: 30 }, (_, i) => (i % 3 === 0 ? api.post('/api/register', registrationForm()) : api.get('/api/profile', token)));
      // Routes the front door answers without Express: a known GraphQL document and the certificate check.
      const me = () =>
        fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: 'query FaultsMe { me { id } }' }),
        });
      expect((await me()).status).toBe(200);
      const lanes = Array.from({ length: 20 }, (_, i) => (i % 2 ? fetch(`${t.url}/api/verify-certificate?certificate_id=${'0'.repeat(26)}`) : me()));
      await new Promise((r) => setTimeout(r, 30));
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
      await admin.end();
      const results = await Promise.all(traffic);
      // Requests caught by the kill answer 503 (retry), never 500.
      for (const r of results) expect([200, 201, 503]).toContain(r.status);
      for (const r of await Promise.all(lanes)) expect([200, 404, 503]).toContain(r.status);

      // The pool replaces dead connections: the app serves again.
      let ok = false;
      for (let i = 0; i < 20 && !ok; i++) {
        ok = (await api.get('/api/profile', token)).status === 200;
        if (!ok) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ok).toBe(true);
      expect((await api.post('/api/login', { email: user.email, password: 'Correct-Horse-9' })).status).toBe(200);

      // Atomicity: every stored registration has its confirmation token and its mail.
      const orphans = await t.db.query(
        `
        SELECT u.id FROM users u
        WHERE u.id <> $1 AND (NOT EXISTS (SELECT 1 FROM auth_tokens a WHERE a.user_id = u.id)
           OR NOT EXISTS (SELECT 1 FROM outbox_messages o WHERE o.to_address = u.email))`,
        [user.id],
      );
      expect(orphans).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

(backend === 'pg' ? describe : describe.skip)('the database down for a while under traffic, then back (PostgreSQL)', () => {
  it('answers 503 (never 500) while it is down, says so on /readyz, and serves again when it returns', async () => {
    const t = await startTestApp();
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    const dbName: string = (await t.db.query('SELECT current_database() AS name'))[0].name;
    const ident = `"${dbName.replace(/"/g, '""')}"`;
    try {
      const api = apiClient(t.url);
      const { user, token } = await createUser(t.services);
      expect((await api.get('/api/profile', token)).status).toBe(200);

      // As a restart looks from the app: every connection dropped, and new ones refused until the server is back.
      await admin.query(`ALTER DATABASE ${ident} WITH ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbName]);
      const during = await Promise.all([
        api.get('/api/profile', token),
        api.post('/api/login', { email: user.email, password: 'Correct-Horse-9' }),
        api.gql('query FaultsDown { articles(perPage: 5) { total } }', {}, token),
        api.get('/api/articles'),
        fetch(`${t.url}/api/verify-certificate?certificate_id=${'0'.repeat(26)}`),
      ]);
      for (const r of during) expect(r.status).not.toBe(500);
      expect(during.map((r) => r.status)).toContain(503);
      const gqlDown = during[2] as { body: { errors?: Array<{ extensions?: { code?: string } }> } };
      expect((gqlDown.body.errors ?? []).map((e) => e.extensions?.code)).not.toContain('INTERNAL_SERVER_ERROR');
      const ready = await fetch(`${t.url}/readyz`);
      expect(ready.status).toBe(503);
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);

      // Back: the pool opens new connections and everything answers again.
      await admin.query(`ALTER DATABASE ${ident} WITH ALLOW_CONNECTIONS true`);
      let ok = false;
      for (let i = 0; i < 50 && !ok; i++) {
        ok = (await fetch(`${t.url}/readyz`)).status === 200 && (await api.get('/api/profile', token)).status === 200;
        if (!ok) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ok).toBe(true);
      expect((await api.post('/api/login', { email: user.email, password: 'Correct-Horse-9' })).status).toBe(200);
      expect((await api.gql('query FaultsUp { articles(perPage: 5) { total } }', {}, token)).body.errors).toBeUndefined();
    } finally {
      await admin.query(`ALTER DATABASE ${ident} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
      await t.close();
    }
  });
});
