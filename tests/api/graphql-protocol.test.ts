import { serverAudits } from 'graphql-http';
import { GRAPHQL_LIMITS } from '../../server/src/graphql/armor';
import { apiClient } from '../support/client';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GraphQL over HTTP (graphql-http server audits)', () => {
  it('passes every MUST audit', async () => {
    const audits = serverAudits({ url: `${t.url}/graphql`, fetchFn: fetch });
    const failures: string[] = [];
    const must = audits.filter((a) => a.name.startsWith('MUST'));
    expect(must.length).toBeGreaterThan(10);
    for (const audit of must) {
      const result = await audit.fn();
      if (result.status !== 'ok') failures.push(`${audit.name}: ${result.reason}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('GraphQL protection', () => {
  it('refuses queries deeper, wider or longer than the limits, and batches', async () => {
    const api = apiClient(t.url);
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 5 }, (_, i) => `a${i}: countries { name }`).join(' ');
    const wide = await api.gql(`{ ${aliases} }`);
    expect(wide.status).toBe(400);
    expect(wide.body.errors[0].message).toMatch(/alias/i);
    const batch = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(batch.status).toBe(400);
    const huge = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename }`, variables: { x: 'y'.repeat(200_000) } }),
    });
    expect(huge.status).toBe(413);
  });

  it('answers a subscription operation with a 400 validation error, not an internal error', async () => {
    const logged = jest.spyOn(t.services.log, 'error');
    const res = await apiClient(t.url).gql('subscription { __typename }');
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].message).toBe('This API does not support subscription operations.');
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('has no type named after a root operation, so SDL tools find the roots by the schema definition', async () => {
    const res = await apiClient(t.url).gql('{ __schema { subscriptionType { name } types { name } } }');
    expect(res.body.data.__schema.subscriptionType).toBeNull();
    const names = res.body.data.__schema.types.map((x: { name: string }) => x.name);
    expect(names).not.toContain('Subscription');
    expect(names).toContain('MemberSubscription');
  });

  it('keeps introspection on for partner integrators', async () => {
    const res = await apiClient(t.url).gql('{ __schema { queryType { name } } }');
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });
});

describe('operations endpoints', () => {
  it('serves health, readiness and Prometheus metrics', async () => {
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    expect(await (await fetch(`${t.url}/readyz`)).json()).toEqual({ status: 'ready' });
    const metrics = await (await fetch(`${t.url}/metrics`)).text();
    expect(metrics).toContain('http_request_duration_seconds_bucket');
    expect(metrics).toContain('mail_outbox_backlog');
  });

  it('counts the SQL statements of a REST request with a JSON body in its route group', async () => {
    const sumOf = async () => {
      const text = await (await fetch(`${t.url}/metrics`)).text();
      const m = /^db_statements_per_request_sum\{route="\/api\/login"\} (\S+)$/m.exec(text);
      return m ? Number(m[1]) : 0;
    };
    const before = await sumOf();
    const res = await apiClient(t.url).post('/api/login', { email: 'nobody@example.test', password: 'Wrong-Pass-2026' });
    expect(res.status).toBe(401);
    expect(await sumOf()).toBeGreaterThan(before);
  });

  it('sends security headers and a content security policy', async () => {
    const res = await fetch(`${t.url}/terms-of-service.html`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
