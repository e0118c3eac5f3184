import { Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { badInput } from '../errors';

/** Relay page information, shared by every connection. */
@ObjectType('PageInfo', {
  description: 'Where a page of a connection sits: whether more items follow or precede, and the cursors at its ends.',
  simpleResolvers: true,
})
export class PageInfo {
  @Field({ description: 'True when items follow the last edge (ask again with after: endCursor)' }) hasNextPage: boolean;
  @Field({ description: 'True when items precede the first edge (ask again with before: startCursor, where a list takes last/before)' })
  hasPreviousPage: boolean;
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

/** The largest id an `int` column holds: a larger number in a cursor cannot be one this server wrote. */
const INT_MAX = 2 ** 31 - 1;

// What the server writes as a cursor's time: PostgreSQL's `timestamptz::text` ("2026-03-01 09:30:00.123456+00")
// or JavaScript's toISOString ("2026-03-01T09:30:00.123Z").
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|([+-])(\d{2})(?::?(\d{2}))?)$/;

/**
 * True for a timestamp text as this server writes it into cursors, naming a real moment that PostgreSQL
 * reads back as the same moment. Date.parse is far looser ("1" is a date to it) and PostgreSQL refuses
 * some of what it takes, which would surface as a server error instead of a bad cursor.
 */
export function isCursorTimestamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = TIMESTAMP.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const offsetHours = m[8] === undefined ? 0 : Number(m[8]);
  const offsetMinutes = m[9] === undefined ? 0 : Number(m[9]);
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (
    year >= 1 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 15 &&
    offsetMinutes < 60
  );
}

/** True for an id a cursor may hold: a row id of an `int` column, or a text id of printable ASCII (certificates). */
function isCursorId(value: unknown, idKind: 'number' | 'string'): boolean {
  return idKind === 'number'
    ? Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= INT_MAX
    : typeof value === 'string' && /^[\x21-\x7e]{1,64}$/.test(value);
}

/**
 * The row id in an `after` cursor of a list ordered by id alone. Null without a cursor; a BAD_USER_INPUT error for
 * anything else than a positive `int` id (a larger number would reach PostgreSQL as an out-of-range value).
 */
export function idKeyset(after: string | null | undefined): number | null {
  if (after === null || after === undefined || after === '') return null;
  const decoded = after.length <= 100 ? decodeCursor(after) : null;
  if (!isCursorId(decoded, 'number')) throw badInput('after is not a cursor of this list', { fields: { after: 'Invalid cursor' } });
  return decoded as number;
}

/**
 * One page of a list keyed by row id alone (ascending or descending, as `fetch` orders it): the page size and the
 * id cursor checked, then `fetch(afterId, size + 1)`; the rows are the nodes and their ids the cursors.
 */
export async function idOrderedPage<T extends { id: number }>(
  page: { first?: number | null; after?: string | null },
  fetch: (afterId: number | null, limit: number) => Promise<{ rows: T[]; total: number }>,
): Promise<ConnectionPage<T>> {
  const size = pageSize(page.first);
  const afterId = idKeyset(page.after);
  const { rows, total } = await fetch(afterId, size + 1);
  return pageOf(
    rows,
    size,
    afterId !== null,
    total,
    (r) => r.id,
    (r) => r,
  );
}

/**
 * The keyset position in an `after` cursor of a list ordered by a timestamp and an id: [timestamp text, id].
 * Null without a cursor; a BAD_USER_INPUT error for anything this list did not write (the shape, the
 * timestamp and the id are each checked strictly, so the database never sees a value it would refuse).
 */
export function timeKeyset(after: string | null | undefined, idKind: 'number'): [string, number] | null;
export function timeKeyset(after: string | null | undefined, idKind: 'string'): [string, string] | null;
export function timeKeyset(after: string | null | undefined, idKind: 'number' | 'string'): [string, number | string] | null {
  if (after === null || after === undefined || after === '') return null;
  const decoded = after.length <= 200 ? decodeCursor(after) : null;
  const valid = Array.isArray(decoded) && decoded.length === 2 && isCursorTimestamp(decoded[0]) && isCursorId(decoded[1], idKind);
  if (!valid) throw badInput('after is not a cursor of this list', { fields: { after: 'Invalid cursor' } });
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

/**
 * Which way a page of a list goes: forward (`first` after `after`, the default) or backward (`last` before `before`,
 * the items just before a cursor, still in the list's own order). Mixing the two is BAD_USER_INPUT.
 */
export function pageDirection(page: { first?: number | null; after?: string | null; last?: number | null; before?: string | null }): {
  backward: boolean;
  size: number;
  cursor: string | null | undefined;
} {
  const backward = page.last != null || page.before != null;
  if (backward && (page.first != null || page.after != null)) {
    throw badInput('Give first and after, or last and before, not both', { fields: { last: 'Not with first or after' } });
  }
  if (!backward) return { backward, size: pageSize(page.first), cursor: page.after };
  const n = page.last ?? PAGE_SIZE_DEFAULT;
  if (!Number.isInteger(n) || n < 1 || n > PAGE_SIZE_MAX) throw badInput(`last must be between 1 and ${PAGE_SIZE_MAX}`);
  return { backward, size: n, cursor: page.before };
}

/**
 * A backward page from up to `size + 1` rows fetched before `position` in reverse order (nearest first): the
 * `size` nearest, put back in the list's order (the extra row only says more precede them).
 */
export function pageBefore<R, T>(
  reversedRows: R[],
  size: number,
  beforePosition: boolean,
  total: number,
  cursorOf: (row: R) => unknown,
  nodeOf: (row: R) => T,
): ConnectionPage<T> {
  const edges = reversedRows
    .slice(0, size)
    .reverse()
    .map((r) => ({ cursor: encodeCursor(cursorOf(r)), node: nodeOf(r) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: beforePosition,
      hasPreviousPage: reversedRows.length > size,
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
