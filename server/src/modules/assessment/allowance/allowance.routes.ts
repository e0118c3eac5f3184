import { Router } from 'express';
import { route } from '../../../rest/http';
import type { AllowanceService } from './allowance.service';

export function allowanceRoutes(deps: { allowance: AllowanceService }): Router {
  const r = Router();

  r.get(
    '/monthly-allowance',
    route(async (req, res) => {
      const a = await deps.allowance.forCaller(req.user ?? null);
      res.json({ is_monthly: a.isMonthly, available: a.available, capacity: a.capacity, used: a.used });
    }),
  );

  return r;
}
