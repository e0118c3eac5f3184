import type { ParsedUrlQuery } from 'node:querystring';
import { Router } from 'express';
import { badInput } from '../../errors';
import type { Lane } from '../../rest/front-door';
import { jsonLane, route, sendJson, type JsonAnswer } from '../../rest/http';
import { MESSAGES } from '@leerpunt/shared/messages';
import { isSafeFileName } from '../../providers/file-storage';
import { presentArticle } from './article.presenter';
import { parseArticleQuery, type ArticleQueryInput } from './articles.inputs';
import type { ArticlesService } from './articles.service';

/** A single query-string value; repeated or nested parameters are refused. */
function queryText(query: ParsedUrlQuery, name: string): string | undefined {
  const v = query[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badInput(`${name} must be given once`);
  return v;
}

/** A whole-number query parameter; anything else fails validation with the parameter's message. */
function queryNumber(query: ParsedUrlQuery, name: string): number | undefined {
  const v = queryText(query, name);
  if (v === undefined || v === '') return undefined;
  return /^-?\d{1,9}$/.test(v) ? Number(v) : Number.NaN;
}

function queryEnum(query: ParsedUrlQuery, name: string): string | undefined {
  const v = queryText(query, name);
  return v ? v.trim().toUpperCase() : undefined;
}

/**
 * GET /api/articles — public, as the spec lists it: published items only, never admin-only fields (slug,
 * published flag, Markdown). Answered by the front door's lane, and by Express for HEAD.
 */
async function listArticles(articles: ArticlesService, q: ParsedUrlQuery): Promise<JsonAnswer> {
  const query: ArticleQueryInput = {
    page: queryNumber(q, 'page'),
    perPage: queryNumber(q, 'per_page'),
    language: queryText(q, 'language'),
    category: queryText(q, 'category'),
    source: queryText(q, 'source'),
    mode: queryEnum(q, 'mode') as ArticleQueryInput['mode'],
    sort: queryEnum(q, 'sort') as ArticleQueryInput['sort'],
    // Full-text search; results come best match first unless sort says otherwise.
    text: queryText(q, 'q'),
  };
  const page = await articles.listPublished(parseArticleQuery(query), { withHtml: true });
  return { status: 200, body: { articles: page.items.map(presentArticle), total: page.total, page: page.page, per_page: page.perPage } };
}

/** The public library listing without Express: catalogue pages for partners and search engines. */
export const listArticlesLane = (deps: { articles: ArticlesService }): Lane => jsonLane('/api/articles', (_req, query) => listArticles(deps.articles, query));

export function articlesRoutes(deps: { articles: ArticlesService }): Router {
  const r = Router();

  r.get(
    '/articles',
    route(async (req, res) => {
      sendJson(res, await listArticles(deps.articles, req.query as ParsedUrlQuery));
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
