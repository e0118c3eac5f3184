import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  Kind,
  OperationTypeNode,
  valueFromASTUntyped,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { LIMITS } from '@leerpunt/shared/limits';

/**
 * The cost model, documented for integrators in README ("GraphQL for integrators"):
 * - every field costs 1, large text fields cost their weight instead;
 * - a list of objects costs its size times (1 + the cost of what is selected inside each item);
 * - the size is the page-size argument (perPage / limit / a connection's first or last), its default when absent
 *   (the maximum when it has none), clamped to the maximum; `items` of a page and `edges` of a connection take that size; a list the server keeps short counts as that length
 *   (listSizes); a list with one item per element of an argument counts as that argument's length (listArguments);
 *   any other list without a size argument counts as unboundedListSize.
 */
export const COST = {
  maxCost: 5000,
  unboundedListSize: 25,
  pageSizeArguments: ['perPage', 'limit', 'first', 'last'] as readonly string[],
  maxPageSize: 100,
  /** Lists whose length the server fixes. */
  listSizes: {
    'Query.assistantHistory': LIMITS.aiHistoryEntries,
    'Dashboard.months': 12,
    'Dashboard.cpdStandings': LIMITS.cpdBodiesMax,
    'CpdBodyStanding.suggestions': LIMITS.recommendedArticles,
    'CpdBodyStanding.entriesWithoutReflection': LIMITS.cpdEntriesListed,
    'CpdBodyStanding.years': 10,
  } as Record<string, number>,
  /** Lists as long as one of their arguments (nodes(ids:) answers one item per id), up to maxPageSize. */
  listArguments: {
    'Query.nodes': 'ids',
  } as Record<string, string>,
  /** Fields whose values are long texts (article bodies, rendered documents). */
  weights: {
    'Article.contentHtml': 100,
    'Article.contentMarkdown': 100,
    'NewsItem.content': 10,
    'CertificateDocument.html': 20,
    'AssistantExchange.answer': 5,
  } as Record<string, number>,
} as const;

interface CostInput {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  variables: Record<string, unknown>;
}

/** One field of a selection set after merging: its first occurrence, and the sub-selections of all of them. */
interface Collected {
  node: FieldNode;
  parent: GraphQLNamedType;
  selections: SelectionNode[];
  seen: Set<string>;
}

/** The cost of one operation under the model above (fragments expanded, introspection free). */
export function operationCost({ schema, document, operation, variables }: CostInput): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  // Variables the request leaves out take the operation's declared defaults, as they do when it runs.
  const defaults: Record<string, unknown> = {};
  for (const d of operation.variableDefinitions ?? []) if (d.defaultValue) defaults[d.variable.name.value] = valueFromASTUntyped(d.defaultValue);
  variables = { ...defaults, ...variables };
  /** False for a selection that @skip or @include leaves out; an unknown condition counts as included. */
  const included = (sel: SelectionNode): boolean =>
    !(sel.directives ?? []).some((d) => {
      const condition = d.arguments?.find((a) => a.name.value === 'if');
      if (!condition || (d.name.value !== 'skip' && d.name.value !== 'include')) return false;
      const value = valueFromASTUntyped(condition.value, variables);
      return d.name.value === 'skip' ? value === true : value === false;
    });
  const root =
    operation.operation === OperationTypeNode.MUTATION
      ? schema.getMutationType()
      : operation.operation === OperationTypeNode.SUBSCRIPTION
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;

  const sizeOf = (
    field: GraphQLField<unknown, unknown>,
    args: ReadonlyArray<{ name: { value: string }; value: import('graphql').ValueNode }>,
  ): number | null => {
    // The size argument the request gives (first or a connection's last), else the field's first size argument.
    const names = [...COST.pageSizeArguments].sort((a, b) => Number(!args.some((g) => g.name.value === a)) - Number(!args.some((g) => g.name.value === b)));
    for (const name of names) {
      const def = field.args.find((a) => a.name === name);
      if (!def) continue;
      const given = args.find((a) => a.name.value === name);
      const raw = given ? valueFromASTUntyped(given.value, variables) : def.defaultValue;
      const n = typeof raw === 'number' && Number.isFinite(raw) ? raw : COST.maxPageSize;
      return Math.min(Math.max(Math.trunc(n), 0), COST.maxPageSize);
    }
    return null;
  };

  /** The length of the list argument that sizes this field's list (listArguments), at most maxPageSize. */
  const lengthOf = (key: string, args: ReadonlyArray<{ name: { value: string }; value: import('graphql').ValueNode }>): number | null => {
    const argument = COST.listArguments[key];
    if (!argument) return null;
    const given = args.find((a) => a.name.value === argument);
    const value: unknown = given ? valueFromASTUntyped(given.value, variables) : null;
    // A single value where a list is expected is coerced to a list of one.
    const length = Array.isArray(value) ? value.length : value === null || value === undefined ? 0 : 1;
    return Math.min(length, COST.maxPageSize);
  };

  /**
   * The fields a selection set asks of `parent`, merged by response key as execution merges them: a field that
   * several fragments select (an `id`, a `completionStatus { … }`) runs once, so it is counted once, with the
   * sub-selections of every occurrence together. Fields under an inline fragment or spread on another type are
   * kept apart by that type.
   */
  const collect = (set: SelectionSetNode, parent: GraphQLNamedType, seen: Set<string>, into = new Map<string, Collected>()): Map<string, Collected> => {
    for (const sel of set.selections) {
      if (!included(sel)) continue;
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(sel.name.value);
        if (!frag || seen.has(frag.name.value)) continue;
        const type = schema.getType(frag.typeCondition.name.value) ?? parent;
        collect(frag.selectionSet, type, new Set([...seen, frag.name.value]), into);
        continue;
      }
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const type = sel.typeCondition ? (schema.getType(sel.typeCondition.name.value) ?? parent) : parent;
        collect(sel.selectionSet, type, seen, into);
        continue;
      }
      const key = `${parent.name}.${sel.alias?.value ?? sel.name.value}`;
      const found = into.get(key);
      if (found) {
        found.selections.push(...(sel.selectionSet?.selections ?? []));
        found.seen = new Set([...found.seen, ...seen]);
      } else into.set(key, { node: sel, parent, selections: [...(sel.selectionSet?.selections ?? [])], seen });
    }
    return into;
  };

  const selectionCost = (set: SelectionSetNode, parent: GraphQLNamedType, inheritedSize: number | null, seen: Set<string>): number => {
    let total = 0;
    for (const { node: sel, parent: owner, selections, seen: within } of collect(set, parent, seen).values()) {
      const name = sel.name.value;
      if (name.startsWith('__')) continue;
      if (!isObjectType(owner) && !isInterfaceType(owner)) continue;
      const field = owner.getFields()[name];
      if (!field) continue;
      const weight = COST.weights[`${owner.name}.${name}`] ?? 1;
      const nullable = getNullableType(field.type);
      const named = getNamedType(field.type);
      if (!sel.selectionSet || !isCompositeType(named)) {
        total += weight;
        continue;
      }
      const merged: SelectionSetNode = { kind: Kind.SELECTION_SET, selections };
      const ownSize = sizeOf(field, sel.arguments ?? []);
      if (isListType(nullable)) {
        const size =
          ownSize ??
          inheritedSize ??
          lengthOf(`${owner.name}.${name}`, sel.arguments ?? []) ??
          COST.listSizes[`${owner.name}.${name}`] ??
          COST.unboundedListSize;
        total += size * (weight + selectionCost(merged, named, null, within));
      } else {
        // A page object (ArticlePage, a connection) passes its size on to its item list (items, edges).
        total += weight + selectionCost(merged, named, ownSize, within);
      }
    }
    return total;
  };

  return selectionCost(operation.selectionSet, root, null, new Set());
}

/**
 * The list-aware cost limit as an Apollo plugin: it runs once the operation is known, so page sizes
 * given as variables are priced by their values. (The token limit is the parser's own `maxTokens`,
 * so a document over it is a 400 parse failure like any other syntax error.)
 */
export function costLimitPlugin(maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(ctx) {
          if (!ctx.operation) return;
          const cost = operationCost({ schema: ctx.schema, document: ctx.document, operation: ctx.operation, variables: ctx.request.variables ?? {} });
          if (cost > maxCost) {
            throw new GraphQLError(`Query cost of ${cost} exceeds the limit of ${maxCost}.`, {
              extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
