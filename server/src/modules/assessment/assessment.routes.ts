import { Router } from 'express';
import { body, intParam, route } from '../../rest/http';
import type { Services } from '../../services';
import { presentResult, presentSession } from './assessment.presenter';

export function assessmentRoutes(services: Services): Router {
  const r = Router();

  r.post('/users/:id/articles/:articleId/start-test', route(async (req, res) => {
    const session = await services.assessment.startTest(req.user ?? null, intParam(req.params.id, 'User id'), intParam(req.params.articleId, 'Article id'));
    res.json(presentSession(session));
  }));

  r.post('/users/:id/articles/:articleId/submit-test', route(async (req, res) => {
    const userId = intParam(req.params.id, 'User id');
    const articleId = intParam(req.params.articleId, 'Article id');
    const result = await services.assessment.submitTest(req.user ?? null, userId, articleId, body(req).answers);
    res.json(presentResult(result));
  }));

  return r;
}
