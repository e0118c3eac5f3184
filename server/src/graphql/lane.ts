import type { IncomingMessage, ServerResponse } from 'node:http';
import type { UserEntity } from '../modules/users/user.entity';
import type { Lane } from '../rest/front-door';
import { bearerToken, hasNul, remoteAddress } from '../rest/http';
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
      if (!run || hasNul(req.body) || req.url!.toLowerCase().includes('%00')) return false;
      const token = bearerToken(req);
      let user: UserEntity | null = null;
      if (token) {
        try {
          user = await services.auth.userFromToken(token);
        } catch {
          return false; // Express looks the token up again and answers the failure as it always does
        }
      }
      await run(buildContext(services, user, remoteAddress(req), String(req.requestId), user ? token : null), res);
      return true;
    },
  };
}
