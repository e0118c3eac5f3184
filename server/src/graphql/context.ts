import type { UserEntity } from '../modules/users/user.entity';
import type { Services } from '../services';
import { createLoaders, type Loaders } from './loaders';

/** Built per request: the caller, the shared services and this request's DataLoaders. */
export interface GraphQLContext {
  user: UserEntity | null;
  services: Services;
  loaders: Loaders;
  ip: string;
  requestId: string;
  /** The caller's bearer token (when it is valid), so logout can revoke it. */
  accessToken: string | null;
}

/** The loaders are made on first use: most operations (a single item, a mutation, `__typename`) never batch, and seven DataLoaders per request are garbage to collect. */
export function buildContext(services: Services, user: UserEntity | null, ip: string, requestId: string, accessToken: string | null = null): GraphQLContext {
  let loaders: Loaders | undefined;
  return {
    user,
    services,
    ip,
    requestId,
    accessToken,
    get loaders() {
      return (loaders ??= createLoaders(services));
    },
  };
}
