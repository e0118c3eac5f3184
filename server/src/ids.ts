import { badInput } from './errors';

/*
 * Record ids are whole numbers inside the server and on the REST facade; GraphQL shows them as opaque
 * ID strings ("42"). Resolvers turn each ID they receive back into a number here, at the edge, so the
 * services keep taking numbers. A malformed id ("abc", "1.5", "-3") is refused like any invalid
 * argument: BAD_USER_INPUT naming the field.
 */

/** An id given as a number or a digit string (JSON or a GraphQL ID); NaN for anything else. */
export function idFrom(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
}

/** The id must be a positive integer, or 400 naming the field. */
export function requirePositiveId(id: number, name: string): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw badInput(`${name} must be a positive integer`);
  return id;
}

/** A GraphQL ID argument or input field as the record's number; BAD_USER_INPUT when it is not one. */
export function parseId(value: string | number, name: string): number {
  return requirePositiveId(idFrom(value), name);
}

/** An optional ID: absent or null stays as it is, anything else must be a valid id. */
export function parseOptionalId(value: string | number | null | undefined, name: string): number | null | undefined {
  return value === null || value === undefined ? value : parseId(value, name);
}

/** A list of IDs, each a valid id. */
export function parseIds(values: readonly (string | number)[], name: string): number[] {
  return values.map((value) => parseId(value, name));
}
