import { GraphQLError, OperationTypeNode, type ValidationRule } from 'graphql';

/**
 * Rejects operations whose root type the schema does not define (this API has no subscriptions) while the document
 * is validated, so the client gets a 400 with GRAPHQL_VALIDATION_FAILED instead of an execution-time failure.
 */
export const KnownOperationTypesRule: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const schema = context.getSchema();
    const root =
      node.operation === OperationTypeNode.QUERY
        ? schema.getQueryType()
        : node.operation === OperationTypeNode.MUTATION
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    if (!root) {
      context.reportError(new GraphQLError(`This API does not support ${node.operation} operations.`, { nodes: node }));
    }
  },
});
