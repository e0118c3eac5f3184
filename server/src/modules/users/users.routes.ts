import { Router } from 'express';
import { body, clientIp, intParam, route } from '../../rest/http';
import { MESSAGES } from '@leerpunt/shared/messages';
import type { AddressService } from '../address/address.service';
import { presentUser } from './user.presenter';
import { parseRestProfile } from './users.inputs';
import type { UsersService } from './users.service';

export function usersRoutes({ users, address }: { users: UsersService; address: AddressService }): Router {
  const r = Router();

  r.put(
    '/users/:id/profile',
    route(async (req, res) => {
      const user = await users.updateProfile(
        req.user ?? null,
        () => intParam(req.params.id, 'User id'),
        (current) => parseRestProfile(current, body(req)),
      );
      res.json({ message: MESSAGES.profileUpdated, user: presentUser(user) });
    }),
  );

  r.get(
    '/countries',
    route(async (_req, res) => {
      res.set('Cache-Control', 'public, max-age=86400').json(address.countries());
    }),
  );

  r.get(
    '/address-suggestions',
    route(async (req, res) => {
      const q = typeof req.query.q === 'string' ? req.query.q : '';
      const country = typeof req.query.country === 'string' ? req.query.country.slice(0, 2) : null;
      res.json(await address.suggest(clientIp(req), q, country));
    }),
  );

  return r;
}
