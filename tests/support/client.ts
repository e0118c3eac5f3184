import { checkAgainstContract } from './contract';

/** A small HTTP client for REST and GraphQL calls against a test app; every /api answer is checked against the REST contract. */
export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export function apiClient(baseUrl: string) {
  async function call<T = any>(method: string, path: string, options: { token?: string | null; body?: unknown; raw?: string } = {}): Promise<JsonResponse<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.raw !== undefined) {
      headers['content-type'] = 'application/json';
      payload = options.raw;
    } else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    const res = await fetch(`${baseUrl}${path}`, { method, headers, body: payload });
    const text = await res.text();
    let body: any = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    checkAgainstContract(method, path, res.status, res.headers.get('content-type'), body);
    return { status: res.status, body, headers: res.headers };
  }
  return {
    get: <T = any>(path: string, token?: string | null) => call<T>('GET', path, { token }),
    post: <T = any>(path: string, body?: unknown, token?: string | null) => call<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body?: unknown, token?: string | null) => call<T>('PUT', path, { body, token }),
    delete: <T = any>(path: string, token?: string | null) => call<T>('DELETE', path, { token }),
    raw: <T = any>(method: string, path: string, raw: string, token?: string | null) => call<T>(method, path, { raw, token }),
    /** POST /graphql; returns { data, errors } as the body. */
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the data it expects, as with get and post
    gql: <T = any>(query: string, variables: Record<string, unknown> = {}, token?: string | null) =>
      call<{ data: T; errors: Array<{ message: string; extensions: Record<string, any> }> }>('POST', '/graphql', { body: { query, variables }, token }),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;
