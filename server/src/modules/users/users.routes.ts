import { Router } from 'express';
import { body, intParam, route } from '../../rest/http';
import type { Services } from '../../services';
import { MESSAGES } from '../../shared/constants';
import { requireUser } from './access';
import { presentUser } from './user.presenter';

export function usersRoutes(services: Services): Router {
  const r = Router();

  r.put('/users/:id/profile', route(async (req, res) => {
    const actor = requireUser(req.user);
    const user = await services.users.updateProfile(actor, intParam(req.params.id, 'User id'), body(req));
    res.json({ message: MESSAGES.profileUpdated, user: presentUser(user) });
  }));

  r.get('/countries', route(async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').json(services.address.countries());
  }));

  r.get('/address-suggestions', route(async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.slice(0, 100) : '';
    const country = typeof req.query.country === 'string' ? req.query.country.slice(0, 2) : null;
    res.json(await services.address.suggest(q, country));
  }));

  return r;
}
