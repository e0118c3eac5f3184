import { GRAPHQL_LIMITS } from '../../server/src/graphql/armor';
import { apiClient } from '../support/client';
import { createArticles, createUser, SAMPLE_TEXT } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

jest.setTimeout(120_000);

// An ordinary article's body (the opening of the ISA 530 module), so the byte bounds below keep their meaning.
const BODY = SAMPLE_TEXT;
const FIELDS = 'id title summary contentHtml category professions source language';

/** The query a free account could send: 15 aliases, each a full page of article bodies (about 1.7 kB). */
function dumpQuery(perPage: number, aliases = 15): string {
  return `{ ${Array.from({ length: aliases }, (_, i) => `a${i}: articles(perPage: ${perPage}, page: ${i + 1}) { items { ${FIELDS} } }`).join(' ')} }`;
}

async function rawGql(
  t: TestApp,
  query: string,
  token: string,
): Promise<{ status: number; bytes: number; body: { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> } }> {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const text = await res.text();
  return { status: res.status, bytes: Buffer.byteLength(text), body: JSON.parse(text) };
}

describe('GraphQL limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    await createArticles(t.services, 1500, (i) => ({ title: `Audit sampling ${i}`, content: BODY }));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a syntax error with 400 and a GraphQL error, not 500', async () => {
    const { token } = await createUser(t.services);
    for (const query of ['{ me { id ', '{ me { id } } }', 'query {', '"unterminated']) {
      const res = await rawGql(t, query, token);
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    }
    const tooLong = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxTokens }, (_, i) => `f${i}: __typename`).join(' ')} }`;
    const res = await rawGql(t, tooLong, token);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].message).toMatch(/3000 tokens/);
  });

  it('prices lists by their size: a free account cannot turn 1.7 kB into megabytes', async () => {
    const { token } = await createUser(t.services, { plan: 'professionalInsights' });
    const dump = dumpQuery(100);
    expect(dump.length).toBeGreaterThan(1500);
    expect(dump.length).toBeLessThan(2000);
    const refused = await rawGql(t, dump, token);
    console.log(`15 x 100 article bodies (${dump.length} B query): status ${refused.status}, answer ${refused.bytes} B`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[0].message).toMatch(/cost/i);

    // The largest page of full bodies that still fits, in one alias (more aliases only split the same budget).
    let largest = 0;
    let perPage = 0;
    let body: unknown = null;
    for (let n = 100; n >= 1; n--) {
      const res = await rawGql(t, dumpQuery(n, 1), token);
      if (res.status === 200 && !res.body.errors) {
        largest = res.bytes;
        body = res.body;
        perPage = n;
        break;
      }
    }
    console.log(`largest page of bodies within the limit: perPage ${perPage}, answer ${largest} B`);
    expect(JSON.stringify(body)).toContain('Audit sampling');
    expect(largest).toBeGreaterThan(0);
    expect(largest).toBeLessThan(300_000);
  });

  it('still serves a normal library page', async () => {
    const { token } = await createUser(t.services, { plan: 'professionalInsights' });
    const res = await apiClient(t.url).gql('{ articles(perPage: 24) { total items { id title summary category professions } } }', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.data.articles.items).toHaveLength(24);
  });
});
