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
}

export function buildContext(services: Services, user: UserEntity | null, ip: string, requestId: string): GraphQLContext {
  return { user, services, ip, requestId, loaders: createLoaders(services) };
}
