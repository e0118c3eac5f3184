import { Router } from 'express';
import { body, route } from '../../rest/http';
import type { Services } from '../../services';
import { MESSAGES } from '../../shared/constants';
import { presentArticleRequest } from './account.presenter';

/** REST facade of the contact form and article requests (SPEC §7). */
export function accountRoutes(services: Services): Router {
  const r = Router();

  r.post('/contact', route(async (req, res) => {
    const saved = await services.contact.send(req.user, body(req));
    res.status(201).json({ message: MESSAGES.contactSuccess, id: saved.id });
  }));

  r.post('/article-requests', route(async (req, res) => {
    const saved = await services.articleRequests.submit(req.user, body(req));
    res.status(201).json({ message: MESSAGES.requestSuccess, request: presentArticleRequest(saved) });
  }));

  return r;
}
