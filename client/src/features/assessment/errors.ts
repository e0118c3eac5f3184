import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** SPEC §8 test texts: '<prefix>: <server error>' when the server answered, the bare prefix otherwise (network). */
export function withServerError(prefix: string, error: unknown): string {
  const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : null;
  return message ? `${prefix}: ${message}` : prefix;
}
