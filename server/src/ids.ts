import { badInput } from './errors';

/** An id given as a number or a digit string (JSON or a GraphQL ID); NaN for anything else. */
export function idFrom(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
}

/** The id must be a positive integer, or 400 naming the field. */
export function requirePositiveId(id: number, name: string): number {
  if (!Number.isSafeInteger(id) || id <= 0) throw badInput(`${name} must be a positive integer`);
  return id;
}
