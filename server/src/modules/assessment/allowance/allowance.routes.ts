import { Router } from 'express';
import { route } from '../../../rest/http';
import type { Services } from '../../../services';

export function allowanceRoutes(services: Services): Router {
  const r = Router();

  r.get('/monthly-allowance', route(async (req, res) => {
    const a = await services.allowance.forCaller(req.user ?? null);
    res.json({ is_monthly: a.isMonthly, available: a.available, capacity: a.capacity, used: a.used });
  }));

  return r;
}
