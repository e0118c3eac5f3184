import { buildSchema } from 'type-graphql';
import type { GraphQLSchema } from 'graphql';
import { authChecker } from './auth-checker';
import type { GraphQLContext } from './context';
import { applyGlobalIds, NodeInterface } from './node';
import { resolverClasses } from './resolvers';

let built: Promise<GraphQLSchema> | null = null;

/**
 * The one GraphQL schema, built from the type-graphql classes (emitted to schema.graphql by `npm run schema`).
 * Resolver instances come from each request's context: one process may run several apps, each with its services.
 */
export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: resolverClasses,
    authChecker,
    authMode: 'error',
    validate: false,
    container: ({ context }: { context: GraphQLContext }) => context.resolvers,
    orphanedTypes: [NodeInterface],
  }).then(applyGlobalIds);
  return built;
}
