import { Router } from 'express';
import { route } from '../../rest/http';
import type { Services } from '../../services';
import { presentNewsItem } from './news.presenter';

export function newsRoutes(services: Services): Router {
  const r = Router();

  r.get('/news', route(async (req, res) => {
    const raw = req.query.limit;
    const limit = raw === undefined ? undefined : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    const items = await services.news.list(req.user, { limit });
    res.json({ news: items.map(presentNewsItem) });
  }));

  return r;
}
