import { Router } from 'express';
import type { Lane } from '../../../rest/front-door';
import { bodyObject, intParam, memberJsonLane, route, sendJson, type JsonAnswer } from '../../../rest/http';
import type { UserEntity } from '../../users/user.entity';
import type { AuthService } from '../../auth/auth.service';
import { parseAnswers } from './assessment.inputs';
import { presentResult, presentSession } from './assessment.presenter';
import type { AssessmentService } from './assessment.service';

/** POST /api/users/:id/articles/:articleId/start-test: the open attempt's questions (resumed, or a new attempt). */
async function startTest(assessment: AssessmentService, user: UserEntity | null, id: string, articleId: string): Promise<JsonAnswer> {
  const session = await assessment.startTest(user, intParam(id, 'User id'), intParam(articleId, 'Article id'));
  return { status: 200, body: presentSession(session) };
}

/** POST /api/users/:id/articles/:articleId/submit-test: grades the open attempt. */
async function submitTest(assessment: AssessmentService, user: UserEntity | null, id: string, articleId: string, body: unknown): Promise<JsonAnswer> {
  const userId = intParam(id, 'User id');
  const article = intParam(articleId, 'Article id');
  const raw = bodyObject(body).answers;
  const result = await assessment.submitTest(user, userId, article, () => parseAnswers(raw));
  return { status: 200, body: presentResult(result) };
}

export function assessmentRoutes(deps: { assessment: AssessmentService }): Router {
  const r = Router();

  r.post(
    '/users/:id/articles/:articleId/start-test',
    route(async (req, res) => {
      sendJson(res, await startTest(deps.assessment, req.user ?? null, String(req.params.id), String(req.params.articleId)));
    }),
  );

  r.post(
    '/users/:id/articles/:articleId/submit-test',
    route(async (req, res) => {
      sendJson(res, await submitTest(deps.assessment, req.user ?? null, String(req.params.id), String(req.params.articleId), req.body));
    }),
  );

  return r;
}

/**
 * Starting and submitting a test without Express (see rest/front-door.ts): the member's busiest writes.
 * The same functions answer them as the Express routes above, which take every other form of the path.
 */
export function assessmentLanes(deps: { assessment: AssessmentService; auth: AuthService }, maxBody: number): Lane[] {
  return [
    memberJsonLane(/^\/api\/users\/(\d{1,9})\/articles\/(\d{1,9})\/start-test$/, maxBody, deps.auth, (user, [id, articleId]) =>
      startTest(deps.assessment, user, id, articleId),
    ),
    memberJsonLane(/^\/api\/users\/(\d{1,9})\/articles\/(\d{1,9})\/submit-test$/, maxBody, deps.auth, (user, [id, articleId], body) =>
      submitTest(deps.assessment, user, id, articleId, body),
    ),
  ];
}
