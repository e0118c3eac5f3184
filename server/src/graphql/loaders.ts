import type { Services } from '../services';

/** Per-request DataLoaders; each feature adds its loaders here so field resolvers never query per parent. */
export function createLoaders(_services: Services) {
  return {};
}

export type Loaders = ReturnType<typeof createLoaders>;
