import { serverAudits } from 'graphql-http';
import { GRAPHQL_LIMITS } from '../../server/src/graphql/armor';
import { apiClient } from '../support/client';
import { createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: 'https://partner.example' });
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

  it('records Express-routed REST requests under their full path, not the path inside the /api router', async () => {
    const count = async () => {
      const text = await (await fetch(`${t.url}/metrics`)).text();
      const m = /^http_request_duration_seconds_count\{method="GET",route="\/api\/news",status="200"\} (\S+)$/m.exec(text);
      return m ? Number(m[1]) : 0;
    };
    const before = await count();
    expect((await fetch(`${t.url}/api/news`)).status).toBe(200);
    expect(await count()).toBe(before + 1);
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

describe('the front door (requests answered before Express)', () => {
  let member: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    member = await createUser(t.services);
  });
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}`, ...headers },
      body,
    });
  const statements = async (route: string) => {
    const text = await (await fetch(`${t.url}/metrics`)).text();
    const sum = new RegExp(`^db_statements_per_request_sum\\{route="${route.replace(/\//g, '\\/')}"\\} (\\S+)$`, 'm').exec(text);
    const count = new RegExp(`^db_statements_per_request_count\\{route="${route.replace(/\//g, '\\/')}"\\} (\\S+)$`, 'm').exec(text);
    return { sum: sum ? Number(sum[1]) : 0, count: count ? Number(count[1]) : 0 };
  };
  const query = JSON.stringify({ query: 'query FrontDoor($n: Int) { articles(perPage: $n) { total } }', variables: { n: 1 } });

  it('answers a known document the same as Apollo did, with the same headers, and counts its statements', async () => {
    const first = await post(query, { 'x-request-id': 'door-1' });
    const before = await statements('/graphql');
    const second = await post(query, { 'x-request-id': 'door-2' });
    const after = await statements('/graphql');
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    for (const name of ['content-type', 'content-security-policy', 'x-content-type-options', 'strict-transport-security', 'vary'])
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    expect(second.headers.get('x-request-id')).toBe('door-2');
    expect(second.headers.get('vary')).toContain('Origin');
    // The library read is a statement of its own: counted in the request's route group, like any other request.
    expect(after.count).toBe(before.count + 1);
    expect(after.sum).toBeGreaterThan(before.sum);
  });

  it('sends CORS headers as the cors package does: the allowed origin echoed, nothing for others', async () => {
    await post(query);
    const allowed = await post(query, { origin: 'https://partner.example' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect(allowed.headers.get('vary')).toContain('Origin');
    const other = await post(query, { origin: 'https://elsewhere.example' });
    expect(other.status).toBe(200);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${t.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.example');
  });

  it('leaves malformed bodies and NUL characters to the same errors as before', async () => {
    await post(query);
    const malformed = await post('{"query": "query FrontDoor', {});
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON body' });
    const nul = await post(JSON.stringify({ query: 'query Nul($q: String) { articles(search: $q, perPage: 1) { total } }', variables: { q: 'a' } }));
    expect(nul.status).toBe(200);
    const refused = await post(JSON.stringify({ query: 'query Nul($q: String) { articles(search: $q, perPage: 1) { total } }', variables: { q: 'a\u0000b' } }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Text must not contain NUL characters' });
  });

  it('resolves the bearer token to the member, and treats an invalid one as none', async () => {
    const { token, user } = member;
    const me = JSON.stringify({ query: 'query FrontDoorMe { me { email } }' });
    await post(me, { authorization: `Bearer ${token}` });
    const signedIn = await post(me, { authorization: `Bearer ${token}` });
    expect((await signedIn.json()).data.me.email).toBe(user.email);
    const forged = await post(me, { authorization: `Bearer ${token}x` });
    expect((await forged.json()).data?.me ?? null).toBeNull();
  });

  it('answers the public certificate check as the Express route does, HEAD and encoded NULs included', async () => {
    const id = '0'.repeat(26);
    const get = await fetch(`${t.url}/api/verify-certificate?certificate_id=${id}`, { headers: { 'x-request-id': 'door-verify' } });
    expect(get.status).toBe(404);
    expect(get.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(get.headers.get('x-request-id')).toBe('door-verify');
    expect(get.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await get.json()).toMatchObject({ valid: false, certificate_id: id });
    const head = await fetch(`${t.url}/api/verify-certificate?certificate_id=${id}`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect((await fetch(`${t.url}/api/verify-certificate?certificate_id=x`)).status).toBe(400);
    const nul = await fetch(`${t.url}/api/verify-certificate?certificate_id=a%00b`);
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ error: 'Text must not contain NUL characters' });
  });

  it('answers start-test and submit-test as the Express routes do, for every form of the request', async () => {
    const start = (path: string, init: RequestInit = {}) =>
      fetch(`${t.url}${path}`, { method: 'POST', ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
    const own = `/api/users/${member.user.id}/articles/999999/start-test`;
    const signedIn = { authorization: `Bearer ${member.token}` };
    // No token, another member's id, a body that is not an object: the same refusals as before.
    expect((await start(own, { body: '{}' })).status).toBe(401);
    expect((await start(`/api/users/${member.user.id + 1}/articles/1/start-test`, { body: '{}', headers: signedIn })).status).toBe(403);
    const array = await start(`/api/users/${member.user.id}/articles/1/submit-test`, { body: '[]', headers: signedIn });
    expect(array.status).toBe(400);
    expect(await array.json()).toEqual({ error: 'Request body must be a JSON object' });
    // The lane and Express (a trailing slash, no body at all) answer the same unknown article the same way.
    const viaLane = await start(own, { body: '{}', headers: signedIn });
    const viaExpress = await start(`${own}/`, { headers: signedIn });
    const bodiless = await start(own, { headers: signedIn });
    expect(viaLane.status).toBe(404);
    expect(viaExpress.status).toBe(404);
    expect(bodiless.status).toBe(404);
    const answer = await viaLane.json();
    expect(await viaExpress.json()).toEqual(answer);
    expect(await bodiless.json()).toEqual(answer);
  });
});
