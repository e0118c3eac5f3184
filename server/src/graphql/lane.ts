import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Lane } from '../rest/front-door';
import { carriesNul, laneCaller, remoteAddress } from '../rest/http';
import type { Services } from '../services';
import { buildContext, type GraphQLContext } from './context';

type Plan = (req: IncomingMessage) => ((contextValue: GraphQLContext, res: ServerResponse) => Promise<void>) | null;

/**
 * POST /graphql without Express, for the documents the compiled executor already knows (see
 * compiled-executor.ts): the same checks as the Express route (NUL characters refused, the bearer
 * token resolved to the member, the member body limit) and the same answer. Anything it does not
 * handle (an unknown document, NUL characters, a failed token lookup, an admin's large upload) goes
 * to Express and Apollo, which answer it as they always did.
 */
export function graphqlLane(services: Services, plan: Plan, maxBody: number): Lane {
  return {
    method: 'POST',
    path: '/graphql',
    maxBody,
    async handle(req, res) {
      const run = plan(req);
      if (!run || carriesNul(req)) return false;
      const caller = await laneCaller(req, services.auth);
      if (!caller) return false;
      await run(buildContext(services, caller.user, remoteAddress(req), String(req.requestId), caller.token), res);
      return true;
    },
  };
}
