import { Router, type Request } from 'express';
import { badInput } from '../../errors';
import { route } from '../../rest/http';
import { MESSAGES } from '@leerpunt/shared/messages';
import { isSafeFileName } from '../../providers/file-storage';
import { presentArticle } from './article.presenter';
import { parseArticleQuery, type ArticleQueryInput } from './articles.inputs';
import type { ArticlesService } from './articles.service';

/** A single query-string value; repeated or nested parameters are refused. */
function queryText(req: Request, name: string): string | undefined {
  const v = req.query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badInput(`${name} must be given once`);
  return v;
}

/** A whole-number query parameter; anything else fails validation with the parameter's message. */
function queryNumber(req: Request, name: string): number | undefined {
  const v = queryText(req, name);
  if (v === undefined || v === '') return undefined;
  return /^-?\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
}

function queryEnum(req: Request, name: string): string | undefined {
  const v = queryText(req, name);
  return v ? v.trim().toUpperCase() : undefined;
}

export function articlesRoutes(deps: { articles: ArticlesService }): Router {
  const r = Router();

  // Public, as the spec lists it: published items only, never admin-only fields (slug, published flag, Markdown).
  r.get(
    '/articles',
    route(async (req, res) => {
      const query: ArticleQueryInput = {
        page: queryNumber(req, 'page'),
        perPage: queryNumber(req, 'per_page'),
        language: queryText(req, 'language'),
        category: queryText(req, 'category'),
        source: queryText(req, 'source'),
        mode: queryEnum(req, 'mode') as ArticleQueryInput['mode'],
        sort: queryEnum(req, 'sort') as ArticleQueryInput['sort'],
        // Full-text search; results come best match first unless sort says otherwise.
        text: queryText(req, 'q'),
      };
      const page = await deps.articles.listPublished(parseArticleQuery(query), { withHtml: true });
      res.json({ articles: page.items.map(presentArticle), total: page.total, page: page.page, per_page: page.perPage });
    }),
  );

  // PDFs are embedded by the reader (iframe/object), which cannot send a bearer header: see docs/decisions.md.
  r.get(
    '/pdf/:filename',
    route(async (req, res) => {
      const filename = String(req.params.filename);
      const found = isSafeFileName(filename) && filename.toLowerCase().endsWith('.pdf') ? await deps.articles.pdfFile(req.user, filename) : null;
      if (!found) return void res.status(404).json({ error: MESSAGES.pdfNotFound });
      const download = req.query.download === '1' || req.query.download === 'true';
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${filename}"`,
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
      });
      res.sendFile(found.path, { headers: { 'Content-Type': 'application/pdf' } }, (error) => {
        // The file vanished between the lookup and the read (e.g. replaced by a new upload).
        if (error && !res.headersSent) res.status(404).json({ error: MESSAGES.pdfNotFound });
      });
    }),
  );

  return r;
}
