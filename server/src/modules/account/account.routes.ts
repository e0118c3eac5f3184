import { Router } from 'express';
import { body, route } from '../../rest/http';
import { MESSAGES } from '@leerpunt/shared/messages';
import type { ArticleRequestsService } from './article-requests.service';
import { parseArticleRequest, parseContact } from './account.inputs';
import { presentArticleRequest } from './account.presenter';
import type { ContactService } from './contact.service';

/** REST facade of the contact form and article requests (SPEC §7). */
export function accountRoutes({ contact, articleRequests }: { contact: ContactService; articleRequests: ArticleRequestsService }): Router {
  const r = Router();

  r.post(
    '/contact',
    route(async (req, res) => {
      const raw = body(req);
      const saved = await contact.send(req.user, () => parseContact(raw));
      res.status(201).json({ message: MESSAGES.contactSuccess, id: saved.id });
    }),
  );

  r.post(
    '/article-requests',
    route(async (req, res) => {
      const raw = body(req);
      const saved = await articleRequests.submit(req.user, () => parseArticleRequest(raw));
      res.status(201).json({ message: MESSAGES.requestSuccess, request: presentArticleRequest(saved) });
    }),
  );

  return r;
}
