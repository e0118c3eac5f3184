import { useCallback, useEffect, useRef, useState } from 'react';
import { KEYS, persistent } from './storage';

/** GraphQL errors of an answer, shaped like Apollo's so `errorMessage` and `errorExtensions` read both. */
export class GraphQLRequestError extends Error {
  constructor(readonly errors: Array<{ message: string; extensions?: Record<string, unknown> }>) {
    super(errors[0]?.message ?? 'GraphQL error');
    this.name = 'GraphQLRequestError';
  }
}

/** An operation as sent: its source text, typed by what it returns and takes. */
export interface Operation<TData, TVariables> {
  query: string;
  /** Carries the types only; never set. */
  types?: [TData, TVariables];
}

/**
 * Picks operation `name` and the fragments it spreads (recursively) out of a `.graphql` file's text,
 * imported with `?raw`. Keeps the generated document ASTs and a GraphQL printer out of the first download.
 */
export function operation<TData, TVariables>(source: string, name: string): Operation<TData, TVariables> {
  const definitions = source.split(/^(?=(?:query|mutation|subscription|fragment)\s)/m).map((d) => d.replace(/^#.*$/gm, '').trim());
  const find = (re: RegExp) => definitions.find((d) => re.test(d));
  const main = find(new RegExp(`^(query|mutation|subscription)\\s+${name}\\b`));
  if (!main) throw new Error(`operation ${name} not found`);
  const parts = [main];
  for (let i = 0; i < parts.length; i++) {
    for (const [, spread] of parts[i].matchAll(/\.\.\.\s*([A-Za-z_]\w*)/g)) {
      const fragment = find(new RegExp(`^fragment\\s+${spread}\\b`));
      if (fragment && !parts.includes(fragment)) parts.push(fragment);
    }
  }
  return { query: parts.join('\n') };
}

/**
 * One GraphQL operation over fetch, with the stored bearer token. Public pages and the session check
 * use it so they do not have to load the Apollo client before the first render.
 */
export async function graphqlRequest<TData, TVariables>({ query }: Operation<TData, TVariables>, variables?: TVariables): Promise<TData> {
  const token = persistent.get(KEYS.token);
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables: variables ?? {} }),
  });
  let body: { data?: TData | null; errors?: GraphQLRequestError['errors'] };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw new TypeError(`Network error (${res.status})`);
  }
  if (body.errors?.length) throw new GraphQLRequestError(body.errors);
  if (!body.data) throw new TypeError(`Network error (${res.status})`);
  return body.data;
}

/**
 * The part of Apollo's `useMutation` the public forms use — `[run, { loading }]`, where `run`
 * resolves to `{ data }` or throws — without the Apollo client.
 */
export function useGraphQLMutation<TData, TVariables>(
  document: Operation<TData, TVariables>,
): [(options: { variables: TVariables }) => Promise<{ data: TData }>, { loading: boolean }] {
  const [loading, setLoading] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const run = useCallback(
    async ({ variables }: { variables: TVariables }) => {
      setLoading(true);
      try {
        return { data: await graphqlRequest(document, variables) };
      } finally {
        if (mounted.current) setLoading(false);
      }
    },
    [document],
  );
  return [run, { loading }];
}
