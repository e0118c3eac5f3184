import express, { Router, type Response } from 'express';
import { MAIL_KIND_LABELS, MAIL_PREFERENCE_TEXTS as T } from '@leerpunt/shared/mail';
import type { Config } from '../../config';
import { escapeHtml as h } from '../../html';
import { route } from '../../rest/http';
import type { MailPreferencesService } from './mail-preferences.service';

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1f2937;background:#f6f8fa}
main{max-width:520px;margin:0 auto;padding:40px 16px}.brand{font-weight:700;color:#1d4ed8;margin:0 0 20px}
section{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:24px}h1{font-size:20px;margin:0 0 12px}p{line-height:1.5;overflow-wrap:anywhere}
button{background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:11px 18px;font-size:16px;font-weight:600;cursor:pointer;min-height:44px}
button:hover{background:#1e40af}a{color:#1d4ed8}`;

function page(productName: string, title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${h(title)} · ${h(productName)}</title><style>${STYLE}</style></head><body><main><p class="brand">${h(productName)}</p><section>${body}</section></main></body></html>`;
}

const accountLink = '<p><a href="/account?tab=profile">Choose your e-mails in My Account</a></p>';

/**
 * The unsubscribe link of an optional mail, outside /api: GET shows what the link switches off and a button (link
 * checkers and previews fetch GET, so it changes nothing); POST switches it off. The POST is also RFC 8058's
 * one-click unsubscribe, which mail providers send with the body "List-Unsubscribe=One-Click" and no cookies.
 */
export function unsubscribeRoutes(services: { mailPreferences: MailPreferencesService; config: Pick<Config, 'PRODUCT_NAME'> }): Router {
  const r = Router();
  const { mailPreferences } = services;
  const product = () => services.config.PRODUCT_NAME;
  const invalid = (res: Response) =>
    res
      .status(400)
      .type('html')
      .send(page(product(), T.unsubscribeTitle, `<h1>${h(T.unsubscribeTitle)}</h1><p>${h(T.invalidLink)}</p>${accountLink}`));

  r.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    res.set('X-Robots-Tag', 'noindex');
    res.set('Referrer-Policy', 'no-referrer');
    next();
  });
  r.get('/', (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const named = mailPreferences.readToken(token);
    if (!named) return void invalid(res);
    const { label, description } = MAIL_KIND_LABELS[named.kind];
    res
      .type('html')
      .send(
        page(
          product(),
          T.unsubscribeTitle,
          `<h1>${h(T.unsubscribeQuestion(label))}</h1><p>${h(description)}</p><form method="post" action="/unsubscribe?token=${h(token)}"><button type="submit">${h(T.unsubscribeButton)}</button></form>${accountLink}`,
        ),
      );
  });
  r.post(
    '/',
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }),
    route(async (req, res) => {
      const body = req.body as Record<string, unknown> | undefined;
      const kind = await mailPreferences.unsubscribeByToken(req.query.token ?? body?.token);
      if (!kind) return invalid(res);
      res
        .type('html')
        .send(
          page(
            product(),
            T.unsubscribeTitle,
            `<h1>${h(T.unsubscribeTitle)}</h1><p role="status">${h(T.unsubscribed(MAIL_KIND_LABELS[kind].label))}</p>${accountLink}`,
          ),
        );
    }),
  );
  return r;
}
