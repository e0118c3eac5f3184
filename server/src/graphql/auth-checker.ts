import type { AuthChecker } from 'type-graphql';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { forbidden, unauthenticated } from '../errors';
import { insufficientScope } from '../modules/partners/partners.service';
import type { GraphQLContext } from './context';

export type Role = 'ADMIN';

/** Operations a partner application's token may call, with the scope each needs (see PartnerScope). */
export const partnerOperations = new Map<string, string>();

/**
 * Lets a partner application's OAuth token call this operation when it carries `scope` (and, for member data,
 * the member's consent); the resolver reads whose data with `actingMember`. Other operations refuse such a token.
 */
export function PartnerScope(scope: string): MethodDecorator {
  return (_target, key) => {
    partnerOperations.set(String(key), scope);
  };
}

/**
 * `@Authorized()` needs a signed-in user; `@Authorized('ADMIN')` an admin. A visitor is UNAUTHENTICATED either way.
 * A partner application's token passes only operations marked with `@PartnerScope` whose scope it holds (FORBIDDEN otherwise).
 */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context, info }, roles) => {
  if (!context.user && context.partner) {
    const scope = partnerOperations.get(info.fieldName);
    if (!scope || roles.includes('ADMIN')) throw forbidden('This access token cannot be used for this operation');
    if (!context.partner.scopes.has(scope)) throw insufficientScope(scope);
    return true;
  }
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
