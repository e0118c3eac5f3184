import type { ApolloCache, Reference, StoreObject } from '@apollo/client';
import { isReference } from '@apollo/client/utilities';

/** An edge a mutation returned for a new item of a connection: its node is written to the cache with the answer. */
export interface NewEdge {
  __typename?: string;
  cursor: string;
  node: StoreObject;
}

/** A connection as relayStylePagination stores it: every page read so far as one list of edges, plus the other fields. */
interface StoredConnection {
  edges?: ReadonlyArray<{ cursor?: string; node?: Reference | StoreObject }>;
  pageInfo?: Record<string, unknown>;
  totalCount?: number;
}

/**
 * The key arguments a stored field was saved under (Apollo names it `field:{"arg":value}`, or just `field`
 * when there are none); null when the name is not of that form.
 */
function keyArgsOf(storeFieldName: string, fieldName: string): Record<string, unknown> | null {
  if (storeFieldName === fieldName) return {};
  if (!storeFieldName.startsWith(`${fieldName}:`)) return null;
  try {
    return JSON.parse(storeFieldName.slice(fieldName.length + 1)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Whether a cached userId argument (an ID: a string, or a number sent by an older build) names `ownerId`. */
const sameId = (value: unknown, ownerId: string) => (typeof value === 'string' || typeof value === 'number') && String(value) === ownerId;

/**
 * Puts a new item at the top of each cached list of the Query connection `fieldName` that belongs to
 * `ownerId` (read without a userId argument, or with theirs) and counts it in totalCount. The lists are
 * newest first, so the top is where the server would put it; an item already listed is left where it is.
 */
export function prependEdge(cache: ApolloCache, fieldName: string, edge: NewEdge | null | undefined, ownerId: string): void {
  const nodeId = edge ? cache.identify(edge.node) : undefined;
  if (!edge || !nodeId) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      [fieldName]: (value, { storeFieldName, toReference }) => {
        const existing = value as StoredConnection;
        const args = keyArgsOf(storeFieldName, fieldName);
        if (!existing?.edges || !args || (args.userId != null && !sameId(args.userId, ownerId))) return existing;
        if (existing.edges.some((e) => isReference(e.node) && e.node.__ref === nodeId)) return existing;
        return {
          ...existing,
          edges: [{ __typename: edge.__typename, cursor: edge.cursor, node: toReference(nodeId) }, ...existing.edges],
          pageInfo: { ...existing.pageInfo, startCursor: edge.cursor },
          ...(typeof existing.totalCount === 'number' ? { totalCount: existing.totalCount + 1 } : {}),
        };
      },
    },
  });
}
