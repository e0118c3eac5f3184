import { Router } from 'express';
import { body, route } from '../../rest/http';
import type { Services } from '../../services';
import { presentAnswer } from './assistant.presenter';

/** REST facade of the AI assistant (SPEC §7). */
export function assistantRoutes(services: Services): Router {
  const r = Router();

  r.post('/ai-assistant', route(async (req, res) => {
    const exchange = await services.assistant.ask(req.user, body(req).question);
    res.json(presentAnswer(exchange));
  }));

  return r;
}
