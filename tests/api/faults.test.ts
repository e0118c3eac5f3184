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
