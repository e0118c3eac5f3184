import type { AuthChecker } from 'type-graphql';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { unauthenticated } from '../errors';
import type { GraphQLContext } from './context';

export type Role = 'ADMIN';

/** `@Authorized()` needs a signed-in user; `@Authorized('ADMIN')` an admin. A visitor is UNAUTHENTICATED either way. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.user) throw unauthenticated();
  if (roles.includes('ADMIN')) return context.user.isAdmin;
  return true;
};

/** Names of operations that are deliberately open to visitors (checked by a test). */
export const publicOperations = new Set<string>();

/** Marks a Query/Mutation as open to everyone; every other operation must carry @Authorized. */
export function Public(): MethodDecorator {
  const inner = createMethodMiddlewareDecorator(async (_data, next): Promise<unknown> => next());
  return (target, key, descriptor) => {
    publicOperations.add(String(key));
    return inner(target, key, descriptor);
  };
}
