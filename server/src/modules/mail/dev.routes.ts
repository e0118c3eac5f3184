import { Router, type RequestHandler } from 'express';
import type { Config } from '../../config';
import { route } from '../../rest/http';
import { escapeHtml } from '../../html';
import type { AuthService } from '../auth/auth.service';
import { requireAdmin } from '../users/access';
import type { MailService } from './mail.service';

/**
 * Development-only views of the mail outbox (mounted outside production only). The mails hold confirmation and
 * password-reset links, so the messages are for admins: /dev/outbox.json needs an admin's bearer token, and the
 * page /dev/outbox is an empty shell whose script reads them with the token the signed-in client keeps.
 */
export function devRoutes({ auth, mail, config }: { auth: AuthService; mail: MailService; config: Pick<Config, 'PRODUCT_NAME'> }): Router {
  const r = Router();
  // These routes sit outside /api and its authentication, so the bearer token is resolved here.
  const adminOnly: RequestHandler = (req, _res, next) => {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    (token ? auth.userFromToken(token) : Promise.resolve(null))
      .then((user) => {
        requireAdmin(user);
        next();
      })
      .catch(next);
  };
  r.get(
    '/outbox.json',
    adminOnly,
    route(async (_req, res) => {
      const messages = await mail.recent(100);
      res.set('Cache-Control', 'no-store');
      res.json(
        messages.map((m) => ({ id: m.id, to: m.to, subject: m.subject, template: m.template, status: m.status, text: m.text, created_at: m.createdAt })),
      );
    }),
  );
  r.get('/outbox.js', (_req, res) => {
    res.type('text/javascript').set('Cache-Control', 'no-cache').send(OUTBOX_SCRIPT);
  });
  r.get('/outbox', (_req, res) => {
    res
      .type('html')
      .set('Cache-Control', 'no-cache')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox · ${escapeHtml(config.PRODUCT_NAME)}</title><style>body{font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#6b7280;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit;overflow-wrap:anywhere}</style></head><body><h1>Development outbox</h1><p>Mail is stored here because no SMTP_URL is set. Newest first. Only administrators can read it: sign in as one in this browser first.</p><main id="outbox"><p>Loading…</p></main><script src="/dev/outbox.js"></script></body></html>`,
      );
  });
  return r;
}

/** Runs in the browser: the session token lives in localStorage under `token` (client/src/app/storage.ts). */
const OUTBOX_SCRIPT = `(() => {
  const main = document.getElementById('outbox');
  const say = (text) => { main.replaceChildren(); const p = document.createElement('p'); p.textContent = text; main.append(p); };
  let token = null;
  try { token = localStorage.getItem('token'); } catch {}
  if (!token) return say('Sign in as an administrator, then reload this page.');
  fetch('/dev/outbox.json', { headers: { Authorization: 'Bearer ' + token } }).then(async (res) => {
    if (res.status === 401 || res.status === 403) return say('Only administrators can read the outbox. Sign in as one, then reload this page.');
    if (!res.ok) return say('The outbox could not be loaded (' + res.status + ').');
    const messages = await res.json();
    if (messages.length === 0) return say('No messages yet.');
    main.replaceChildren(...messages.map((m) => {
      const article = document.createElement('article');
      const h = document.createElement('h2');
      h.textContent = m.subject;
      const meta = document.createElement('p');
      meta.className = 'meta';
      meta.textContent = 'To ' + m.to + ' · ' + m.template + ' · ' + m.status + ' · ' + m.created_at;
      const pre = document.createElement('pre');
      for (const part of m.text.split(/(https?:\\/\\/[^\\s<]+)/)) {
        if (/^https?:\\/\\//.test(part)) { const a = document.createElement('a'); a.href = part; a.textContent = part; pre.append(a); }
        else pre.append(part);
      }
      article.append(h, meta, pre);
      return article;
    }));
  }, () => say('The outbox could not be loaded.'));
})();
`;
