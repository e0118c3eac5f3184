import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { badInput } from '../errors';

/** Relay page information, shared by every connection. */
@ObjectType('PageInfo', {
  description: 'Where a page of a connection sits: whether more items follow or precede, and the cursors at its ends.',
  simpleResolvers: true,
})
export class PageInfo {
  @Field({ description: 'True when items follow the last edge (ask again with after: endCursor)' }) hasNextPage: boolean;
  @Field({ description: 'True when items precede the first edge' }) hasPreviousPage: boolean;
  @Field(() => String, { nullable: true, description: 'Cursor of the first edge; null on an empty page' }) startCursor: string | null;
  @Field(() => String, { nullable: true, description: 'Cursor of the last edge; null on an empty page' }) endCursor: string | null;
}

/** Opaque cursors: base64url of a JSON value the service chose (a keyset position), never shown to people. */
export function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The value inside a cursor, or null when it is not one this server wrote. */
export function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** One page of a connection as the services return it. */
export interface ConnectionPage<T> {
  edges: Array<{ cursor: string; node: T }>;
  pageInfo: PageInfo;
  totalCount: number;
}

/** Every connection's page size when `first` is absent, and the most one page holds (the cost model counts up to it). */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** The page size asked for: `fallback` when absent, a BAD_USER_INPUT error outside 1..max. */
export function pageSize(first: number | null | undefined, fallback = PAGE_SIZE_DEFAULT, max = PAGE_SIZE_MAX): number {
  const n = first ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badInput(`first must be between 1 and ${max}`);
  return n;
}

/**
 * The keyset position in an `after` cursor of a list ordered by a timestamp and an id: [timestamp text, id].
 * Null without a cursor; a BAD_USER_INPUT error for a cursor this list did not write.
 */
export function timeKeyset(after: string | null | undefined, idKind: 'number'): [string, number] | null;
export function timeKeyset(after: string | null | undefined, idKind: 'string'): [string, string] | null;
export function timeKeyset(after: string | null | undefined, idKind: 'number' | 'string'): [string, number | string] | null {
  if (!after) return null;
  const decoded = decodeCursor(after);
  const valid =
    Array.isArray(decoded) &&
    decoded.length === 2 &&
    typeof decoded[0] === 'string' &&
    !Number.isNaN(Date.parse(decoded[0])) &&
    (idKind === 'number' ? Number.isInteger(decoded[1]) : typeof decoded[1] === 'string' && decoded[1].length > 0);
  if (!valid) throw badInput('after is not a cursor of this list');
  return decoded as [string, number | string];
}

/** A page from up to `size + 1` rows fetched after `position` (the extra row only says another page follows). */
export function pageOf<R, T>(
  rows: R[],
  size: number,
  afterPosition: boolean,
  total: number,
  cursorOf: (row: R) => unknown,
  nodeOf: (row: R) => T,
): ConnectionPage<T> {
  const edges = rows.slice(0, size).map((r) => ({ cursor: encodeCursor(cursorOf(r)), node: nodeOf(r) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: afterPosition,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    totalCount: total,
  };
}

/** How a list's types describe themselves to integrators. */
export interface ConnectionText {
  /** One item, after "One" and "this": e.g. `certificate`. */
  one: string;
  /** The items, after "This page of" and "Whether more": e.g. `certificates`. */
  many: string;
  /** The edge's `node` field, e.g. `The certificate`. */
  node: string;
  /** The connection type: what the list holds and in which order. */
  connection: string;
  /** The `totalCount` field: what it counts. */
  totalCount: string;
  /** The `pageInfo` field, when "Whether more <many> follow, and the cursors of this page" does not read well. */
  pageInfo?: string;
}

/** The edge and connection classes of one list, as type-graphql builds them into the schema. */
export interface ConnectionTypes<T> {
  Edge: ClassType<{ cursor: string; node: T }>;
  Connection: ClassType<ConnectionPage<T>>;
}

/**
 * The Relay edge (`<name>Edge { cursor node }`) and connection (`<name>Connection { edges pageInfo totalCount }`)
 * of a list whose items are `node()`: every list has the same shape and the same kind of descriptions.
 */
export function connectionTypes<T>(name: string, node: () => ClassType, text: ConnectionText): ConnectionTypes<T> {
  @ObjectType(`${name}Edge`, { description: `One ${text.one} in a list, with its cursor.`, simpleResolvers: true })
  class Edge {
    @Field(() => String, { description: `Pass as \`after\` to continue after this ${text.one}` }) cursor: string;
    @Field(node, { description: text.node }) node: T;
  }

  @ObjectType(`${name}Connection`, { description: text.connection, simpleResolvers: true })
  class Connection {
    @Field(() => [Edge], { description: `This page of ${text.many}` }) edges: Edge[];
    @Field(() => PageInfo, { description: text.pageInfo ?? `Whether more ${text.many} follow, and the cursors of this page` }) pageInfo: PageInfo;
    @Field(() => Int, { description: text.totalCount }) totalCount: number;
  }

  return { Edge, Connection };
}
