import type { PartnerCaller } from '../modules/partners/partners.service';
import type { UserEntity } from '../modules/users/user.entity';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';
import { resolverInstances, type ResolverInstances } from './resolvers';

/** Built per request: the caller, this request's DataLoaders and the app's resolver instances. */
export interface GraphQLContext {
  user: UserEntity | null;
  loaders: Loaders;
  /** Where type-graphql finds the app's resolver instances (built once per app, see resolvers.ts); not for resolvers to read. */
  resolvers: ResolverInstances;
  ip: string;
  requestId: string;
  /** The caller's bearer token (when it is valid), so logout can revoke it. */
  accessToken: string | null;
  /** The partner application behind an OAuth access token (user is then null); see partnerOperations. */
  partner: PartnerCaller | null;
}

/** The loaders are made on first use: most operations (a single item, a mutation, `__typename`) never batch, and seven DataLoaders per request are garbage to collect. */
export function buildContext(
  services: Services,
  user: UserEntity | null,
  ip: string,
  requestId: string,
  accessToken: string | null = null,
  partner: PartnerCaller | null = null,
): GraphQLContext {
  let loaders: Loaders | undefined;
  return {
    user,
    partner,
    ip,
    requestId,
    accessToken,
    get loaders() {
      return (loaders ??= createLoaders(services));
    },
    resolvers: resolverInstances(services),
  };
}
