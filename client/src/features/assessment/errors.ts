import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** SPEC §8 test texts: '<prefix>: <server error>' when the server answered, the bare prefix otherwise (network). */
export function withServerError(prefix: string, error: unknown): string {
  const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : null;
  return message ? `${prefix}: ${message}` : prefix;
}

/** SPEC §8 test texts for an expected refusal the server answered as a userError: '<prefix>: <its message>'. */
export function withProblem(prefix: string, problem: { message: string }): string {
  return `${prefix}: ${problem.message}`;
}
