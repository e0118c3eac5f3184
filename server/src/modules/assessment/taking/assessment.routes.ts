import { Router } from 'express';
import { body, intParam, route } from '../../../rest/http';
import { requireOwner } from '../../users/access';
import { parseAnswers } from './assessment.inputs';
import { presentResult, presentSession } from './assessment.presenter';
import type { AssessmentService } from './assessment.service';

export function assessmentRoutes(deps: { assessment: AssessmentService }): Router {
  const r = Router();

  r.post(
    '/users/:id/articles/:articleId/start-test',
    route(async (req, res) => {
      const session = await deps.assessment.startTest(req.user ?? null, intParam(req.params.id, 'User id'), intParam(req.params.articleId, 'Article id'));
      res.json(presentSession(session));
    }),
  );

  r.post(
    '/users/:id/articles/:articleId/submit-test',
    route(async (req, res) => {
      const userId = intParam(req.params.id, 'User id');
      const articleId = intParam(req.params.articleId, 'Article id');
      const raw = body(req).answers;
      // Who may submit is judged before what was submitted.
      requireOwner(req.user ?? null, userId);
      const result = await deps.assessment.submitTest(req.user ?? null, userId, articleId, parseAnswers(raw));
      res.json(presentResult(result));
    }),
  );

  return r;
}
