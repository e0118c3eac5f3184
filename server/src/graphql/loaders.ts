import { createCompletionLoaders } from '../modules/completions/completions.loaders';
import type { Services } from '../services';

/** Per-request DataLoaders; each feature adds its loaders here so field resolvers never query per parent. */
export function createLoaders(services: Services) {
  return {
    ...createCompletionLoaders(services),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
