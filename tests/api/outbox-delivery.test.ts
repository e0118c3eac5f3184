import pino from 'pino';
import { MailService } from '../../server/src/modules/mail/mail.service';
import { smtpTransport } from '../../server/src/providers/mail-transport';
import { apiClient, type JsonResponse } from '../support/client';
import { registrationForm } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';
import { freePort, startSmtpServer, type ReceivedMail } from '../support/smtp';

jest.setTimeout(120_000);

const SLOW_SMTP_MS = 8000;
/**
 * What "normal time" means on a busy, shared test machine (PGlite runs every query in turn, two
 * requests hash passwords): well below one slow SMTP exchange, so no request waited for one.
 */
const NORMAL_MS = 5000;

async function timed(work: Promise<JsonResponse>): Promise<{ res: JsonResponse; ms: number }> {
  const started = Date.now();
  const res = await work;
  return { res, ms: Date.now() - started };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

function countPerRecipient(received: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of received) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
}

/** Twenty requests of several kinds while mail is being delivered; two of them register (and queue mail). */
function burst(t: TestApp, emails: string[]): Array<Promise<{ res: JsonResponse; ms: number }>> {
  const api = apiClient(t.url);
  return Array.from({ length: 20 }, (_, i) => {
    if (i % 10 === 3) {
      const form = registrationForm();
      emails.push(form.email);
      return timed(api.post('/api/register', form));
    }
    return timed(i % 2 === 0 ? api.get('/api/news') : api.get('/readyz'));
  });
}

describe('outbox delivery never holds the database while talking to SMTP', () => {
  it('keeps answering in normal time while a slow SMTP server takes seconds per message, and delivers each mail once', async () => {
    const smtp = await startSmtpServer(0, { delayMs: SLOW_SMTP_MS });
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    // A second sender on the same database, as another app process would be.
    const other = new MailService(
      t.db,
      smtpTransport(`smtp://127.0.0.1:${smtp.port}`),
      'Leerpunt <no-reply@leerpunt.example>',
      pino({ level: 'silent' }),
      t.url,
    );
    try {
      const api = apiClient(t.url);
      const first = registrationForm();
      const emails = [first.email];
      expect((await api.post('/api/register', first)).status).toBe(201);
      // Delivery of the first mail is now under way (its send takes SLOW_SMTP_MS).
      const otherRun = other.flush();
      const results = await Promise.all(burst(t, emails));
      for (const { res } of results) expect([200, 201]).toContain(res.status);
      const slowest = Math.max(...results.map((r) => r.ms));
      console.log(`slow SMTP: slowest of 20 requests ${slowest} ms`);
      expect(slowest).toBeLessThan(NORMAL_MS);

      expect(await waitFor(() => smtp.received.length >= emails.length, emails.length * SLOW_SMTP_MS + 20_000)).toBe(true);
      await otherRun;
      await t.services.mail.flush();
      await other.flush();
      const counts = countPerRecipient(smtp.received);
      for (const email of emails) expect(counts.get(email)).toBe(1);
      expect(smtp.received).toHaveLength(emails.length);
      const statuses = await t.db.query('SELECT status, count(*)::int AS n FROM outbox_messages GROUP BY status');
      expect(statuses).toEqual([{ status: 'sent', n: emails.length }]);
    } finally {
      await other.stop();
      await t.close();
      await smtp.close();
    }
  });

  it('keeps answering while SMTP is down and delivers every mail once when it returns', async () => {
    const port = await freePort();
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const api = apiClient(t.url);
      const emails: string[] = [];
      const results = await Promise.all(burst(t, emails));
      for (const { res } of results) expect([200, 201]).toContain(res.status);
      expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(NORMAL_MS);
      await t.services.mail.flush();
      const waiting = await t.db.query(`SELECT to_address, status, attempts, last_error FROM outbox_messages`);
      expect(waiting).toHaveLength(emails.length);
      for (const m of waiting) {
        expect(m.status).toBe('pending');
        expect(m.attempts).toBeGreaterThanOrEqual(1);
        expect(m.last_error).toBeTruthy();
      }
      expect((await api.get('/readyz')).status).toBe(200);

      const smtp = await startSmtpServer(port);
      try {
        // The retry is due after its back-off; move the clock instead of waiting a minute.
        await t.db.query('UPDATE outbox_messages SET next_attempt_at = now()');
        await Promise.all([t.services.mail.flush(), t.services.mail.flush()]);
        const counts = countPerRecipient(smtp.received);
        for (const email of emails) expect(counts.get(email)).toBe(1);
        expect(smtp.received).toHaveLength(emails.length);
        const sent = await t.db.query(`SELECT count(*)::int AS n FROM outbox_messages WHERE status = 'sent' AND sent_at IS NOT NULL`);
        expect(sent[0].n).toBe(emails.length);
      } finally {
        await smtp.close();
      }
    } finally {
      await t.close();
    }
  });

  it('sends a message whose lease expired (the sender died mid-send), and leaves one with a live lease alone', async () => {
    const smtp = await startSmtpServer();
    const t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      await t.services.mail.stop();
      const insert = `INSERT INTO outbox_messages (to_address, subject, text_body, html_body, template, status, attempts, next_attempt_at)
                      VALUES ($1, 'Hello', 'Hello', '<p>Hello</p>', 'test', 'sending', 1, now() + make_interval(secs => $2))`;
      await t.db.query(insert, ['expired@example.com', -5]);
      await t.db.query(insert, ['live@example.com', 600]);
      const mail = new MailService(
        t.db,
        smtpTransport(`smtp://127.0.0.1:${smtp.port}`),
        'Leerpunt <no-reply@leerpunt.example>',
        pino({ level: 'silent' }),
        t.url,
      );
      await mail.flush();
      expect(smtp.received.map((m) => m.to[0])).toEqual(['expired@example.com']);
      const rows = await t.db.query('SELECT to_address, status, attempts FROM outbox_messages ORDER BY id');
      expect(rows).toEqual([
        { to_address: 'expired@example.com', status: 'sent', attempts: 2 },
        { to_address: 'live@example.com', status: 'sending', attempts: 1 },
      ]);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
