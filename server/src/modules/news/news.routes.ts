import { Router } from 'express';
import { route } from '../../rest/http';
import { parseInput } from '../../validation';
import { newsListSchema } from './news.inputs';
import { presentNewsItem } from './news.presenter';
import type { NewsService } from './news.service';

export function newsRoutes(deps: { news: NewsService }): Router {
  const r = Router();

  r.get(
    '/news',
    route(async (req, res) => {
      const raw = req.query.limit;
      const limit = raw === undefined ? undefined : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
      const items = await deps.news.list(req.user, parseInput(newsListSchema, { limit }));
      res.json({ news: items.map(presentNewsItem) });
    }),
  );

  return r;
}
