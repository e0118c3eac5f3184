import { Router } from 'express';
import { route } from '../../rest/http';
import type { Services } from '../../services';
import { escapeHtml } from '../../shared/html';

/** Development-only views: the mail outbox as a page (/dev/outbox) and as JSON (/dev/outbox.json). */
export function devRoutes(services: Services): Router {
  const r = Router();
  r.get('/outbox.json', route(async (_req, res) => {
    const messages = await services.mail.recent(100);
    res.json(messages.map((m) => ({ id: m.id, to: m.to, subject: m.subject, template: m.template, status: m.status, text: m.text, created_at: m.createdAt })));
  }));
  r.get('/outbox', route(async (_req, res) => {
    const messages = await services.mail.recent(100);
    const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (u) => `<a href="${u}">${u}</a>`);
    const rows = messages
      .map((m) => `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.template)} · ${escapeHtml(m.status)} · ${m.createdAt.toISOString()}</p><pre>${linkify(m.text)}</pre></article>`)
      .join('');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · ${escapeHtml(services.config.PRODUCT_NAME)}</title><style>body{font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#6b7280;font-size:.9rem}pre{white-space:pre-wrap;font-family:inherit}</style></head><body><h1>Development outbox</h1><p>Mail is stored here because no SMTP_URL is set. Newest first.</p>${rows || '<p>No messages yet.</p>'}</body></html>`);
  }));
  return r;
}
