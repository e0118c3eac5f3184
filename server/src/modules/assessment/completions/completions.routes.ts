import { Router } from 'express';
import { badInput } from '../../../errors';
import { intParam, route } from '../../../rest/http';
import type { Services } from '../../../services';
import { presentActivity, presentCompletion, presentStatus } from './completions.presenter';

const MAX_STATUS_IDS = 500;

/** article_ids as repeated parameters (article_ids=1&article_ids=2), article_ids[]=…, or comma-separated. */
function articleIdsParam(value: unknown): number[] {
  const raw = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const parts = raw.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])).filter((v) => v !== '');
  if (parts.length > MAX_STATUS_IDS) throw badInput(`At most ${MAX_STATUS_IDS} article ids`);
  return parts.map((v) => intParam(typeof v === 'string' ? v.trim() : v, 'article_ids'));
}

export function completionsRoutes(services: Services): Router {
  const r = Router();

  r.get('/users/:id/article-completions', route(async (req, res) => {
    const rows = await services.completions.list(req.user ?? null, intParam(req.params.id, 'User id'));
    res.json(rows.map(presentCompletion));
  }));

  r.get('/users/:id/completion-statuses', route(async (req, res) => {
    const userId = intParam(req.params.id, 'User id');
    const ids = articleIdsParam(req.query.article_ids ?? req.query['article_ids[]']);
    const statuses = await services.completions.statuses(req.user ?? null, userId, ids);
    res.json(Object.fromEntries([...statuses].map(([id, s]) => [String(id), presentStatus(s)])));
  }));

  r.get('/users/:id/completion-status/:articleId', route(async (req, res) => {
    const status = await services.completions.status(req.user ?? null, intParam(req.params.id, 'User id'), intParam(req.params.articleId, 'Article id'));
    res.json(presentStatus(status));
  }));

  r.get('/users/:id/activity-history', route(async (req, res) => {
    const items = await services.completions.activityHistory(req.user ?? null, intParam(req.params.id, 'User id'));
    res.json(items.map(presentActivity));
  }));

  return r;
}
