import { Router } from 'express';
import { body, route } from '../../rest/http';
import { parseInput } from '../../validation';
import { questionSchema } from './assistant.inputs';
import { presentAnswer } from './assistant.presenter';
import type { AssistantService } from './assistant.service';

/** REST facade of the AI assistant (SPEC §7). */
export function assistantRoutes(deps: { assistant: AssistantService }): Router {
  const r = Router();

  r.post(
    '/ai-assistant',
    route(async (req, res) => {
      const raw = body(req).question;
      const exchange = await deps.assistant.ask(req.user, () => parseInput(questionSchema, { question: raw }));
      res.json(presentAnswer(exchange));
    }),
  );

  return r;
}
