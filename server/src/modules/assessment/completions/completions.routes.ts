import { Router } from 'express';
import { intParam, route } from '../../../rest/http';
import { articleIdsParam } from './completions.inputs';
import { presentActivity, presentCompletion, presentStatus } from './completions.presenter';
import type { CompletionsService } from './completions.service';
import { actingMember } from '../../partners/partner-access';

export function completionsRoutes(deps: { completions: CompletionsService }): Router {
  const r = Router();

  r.get(
    '/users/:id/article-completions',
    route(async (req, res) => {
      const rows = await deps.completions.list(req.user ?? null, intParam(req.params.id, 'User id'));
      res.json(rows.map(presentCompletion));
    }),
  );

  r.get(
    '/users/:id/completion-statuses',
    route(async (req, res) => {
      const userId = intParam(req.params.id, 'User id');
      const ids = articleIdsParam(req.query.article_ids ?? req.query['article_ids[]']);
      const statuses = await deps.completions.statuses(req.user ?? null, userId, ids);
      res.json(Object.fromEntries([...statuses].map(([id, s]) => [String(id), presentStatus(s)])));
    }),
  );

  r.get(
    '/users/:id/completion-status/:articleId',
    route(async (req, res) => {
      const status = await deps.completions.status(req.user ?? null, intParam(req.params.id, 'User id'), intParam(req.params.articleId, 'Article id'));
      res.json(presentStatus(status));
    }),
  );

  r.get(
    '/users/:id/activity-history',
    route(async (req, res) => {
      const items = await deps.completions.activityHistory(actingMember(req.user, req.partner, 'cpd_record:read'), intParam(req.params.id, 'User id'));
      res.json(items.map(presentActivity));
    }),
  );

  return r;
}
