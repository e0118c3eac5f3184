import { ApolloArmor } from '@escape.tech/graphql-armor';
import { COST, costLimitPlugin } from './cost';

/**
 * Limits for every GraphQL request, tuned to the client's largest operation (the dashboard) with
 * head-room for partner integrators. README lists them.
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: COST.maxCost,
  maxTokens: 3000,
  maxDirectives: 20,
} as const;

/** Depth, aliases and directives from graphql-armor; the list-aware cost from ./cost; tokens through `parseOptions`. */
export function createArmor(isProduction: boolean) {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: isProduction },
  }).protect();
  return {
    validationRules: armor.validationRules,
    plugins: [...armor.plugins, costLimitPlugin(GRAPHQL_LIMITS.maxCost)],
    // graphql-js stops lexing past this many tokens; Apollo answers that like any syntax error (400).
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  };
}
