import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Limits for every GraphQL request, tuned to the client's largest operation (the dashboard) with
 * head-room for partner integrators. README lists them.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxTokens: 3000,
  maxDirectives: 20,
} as const;

export function createArmor(isProduction: boolean) {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ignoreIntrospection: true },
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: isProduction },
  }).protect();
}
